// A small stateful fake of the chrome.* APIs the extension uses, for unit tests that drive the real
// worker: storage (local/session), declarativeNetRequest dynamic rules (with a matcher that behaves
// like Chrome for top-level navigations), alarms, runtime messages and ports, permissions and tabs.
// Stopping the worker drops its listeners and ports but keeps storage, rules and alarms; a browser
// restart also clears storage.session, as Chrome does.
/* eslint-disable @typescript-eslint/no-explicit-any */

type Listener = (...args: any[]) => unknown;

export class FakeEvent<L extends Listener = Listener> {
  listeners: L[] = [];
  addListener = (listener: L) => void this.listeners.push(listener);
  removeListener = (listener: L) => void (this.listeners = this.listeners.filter((l) => l !== listener));
  hasListener = (listener: L) => this.listeners.includes(listener);
  emit(...args: Parameters<L>): unknown[] {
    return [...this.listeners].map((listener) => listener(...args));
  }
}

function storageArea() {
  const data = new Map<string, unknown>();
  return {
    data,
    async get(keys?: string | string[] | null) {
      const wanted = keys === undefined || keys === null ? [...data.keys()] : Array.isArray(keys) ? keys : [keys];
      return Object.fromEntries(wanted.filter((k) => data.has(k)).map((k) => [k, structuredClone(data.get(k))]));
    },
    async set(items: Record<string, unknown>) {
      for (const [k, v] of Object.entries(items)) data.set(k, structuredClone(v));
    },
    async remove(keys: string | string[]) {
      for (const k of Array.isArray(keys) ? keys : [keys]) data.delete(k);
    },
    async clear() {
      data.clear();
    },
  };
}

type Rule = chrome.declarativeNetRequest.Rule;
export type Navigation =
  { action: 'allow' } | { action: 'block'; ruleId: number } | { action: 'redirect'; url: string; ruleId: number };

export type AppClient = {
  /** What the worker posted to this content script. */
  received: any[];
  send(message: unknown): void;
  disconnect(): void;
  disconnected: boolean;
};

const hostOf = (url: string) => new URL(url).hostname;
const coversHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The '||domain/path' form of a urlFilter: the domain or a subdomain, then the path as a prefix. */
function matchesUrlFilter(url: string, filter: string): boolean {
  if (!filter.startsWith('||')) throw new Error(`urlFilter form not faked: ${filter}`);
  const slash = filter.indexOf('/');
  const domain = slash < 0 ? filter.slice(2) : filter.slice(2, slash);
  const path = slash < 0 ? '' : filter.slice(slash);
  const parsed = new URL(url);
  return (parsed.hostname === domain || parsed.hostname.endsWith(`.${domain}`)) && parsed.pathname.startsWith(path);
}

export function createFakeChrome(id = 'fake-extension-id') {
  const origin = `chrome-extension://${id}`;
  const local = storageArea();
  const session = storageArea();
  let dynamicRules: Rule[] = [];
  const alarms = new Map<string, { name: string; scheduledTime: number }>();
  const granted = new Set<string>();
  const tabs = new Map<number, { id: number; url: string; active: boolean; openerTabId?: number }>();
  let nextTabId = 100;
  const workerPorts: Array<{ port: any; client: AppClient }> = [];

  const events = {
    onMessage: new FakeEvent(),
    onConnect: new FakeEvent(),
    onStartup: new FakeEvent(),
    onInstalled: new FakeEvent(),
    onAlarm: new FakeEvent(),
    onAdded: new FakeEvent(),
    onRemoved: new FakeEvent(),
    onTabRemoved: new FakeEvent(),
  };

  // Host patterns as the extension uses them: '<all_urls>' or '<scheme>://<host>/*', where the scheme may be
  // '*' (http and https) and the host '*' (every host) or '*.<domain>' (the domain and its subdomains).
  const parsePattern = (pattern: string) => {
    if (pattern === '<all_urls>') return { scheme: '*', host: '*' };
    const m = /^(\*|https?):\/\/([^/]+)\/\*$/.exec(pattern);
    return m ? { scheme: m[1] as string, host: m[2] as string } : null;
  };
  const hostCovers = (grantedHost: string, host: string) => {
    if (grantedHost === '*') return true;
    if (grantedHost.startsWith('*.')) {
      const domain = grantedHost.slice(2);
      const bare = host.replace(/^\*\./, '');
      return bare === domain || bare.endsWith(`.${domain}`);
    }
    return grantedHost === host;
  };
  /** Whether a granted pattern covers a requested one, as permissions.contains decides. */
  const covers = (grantedPattern: string, requestedPattern: string) => {
    const g = parsePattern(grantedPattern);
    const r = parsePattern(requestedPattern);
    if (!g || !r) return grantedPattern === requestedPattern;
    return (g.scheme === '*' || g.scheme === r.scheme) && hostCovers(g.host, r.host);
  };
  const isGranted = (pattern: string) => [...granted].some((g) => covers(g, pattern));
  const hasHostPermission = (host: string) => isGranted(`*://${host}/*`);

  let privateWindowsAllowed = false;
  const api = {
    extension: {
      /** Whether the user turned on "Allow in Incognito" for this extension. */
      isAllowedIncognitoAccess: async () => privateWindowsAllowed,
    },
    runtime: {
      id,
      getURL: (path: string) => `${origin}/${path.replace(/^\//, '')}`,
      getManifest: () => ({ version: '9.9.9' }),
      onMessage: events.onMessage,
      onConnect: events.onConnect,
      onStartup: events.onStartup,
      onInstalled: events.onInstalled,
    },
    storage: { local, session },
    declarativeNetRequest: {
      MAX_NUMBER_OF_REGEX_RULES: 1000,
      updateCalls: 0,
      async getDynamicRules() {
        return structuredClone(dynamicRules);
      },
      async updateDynamicRules({ removeRuleIds = [], addRules = [] }: chrome.declarativeNetRequest.UpdateRuleOptions) {
        const next = dynamicRules.filter((rule) => !removeRuleIds.includes(rule.id)).concat(structuredClone(addRules));
        const ids = next.map((rule) => rule.id);
        if (new Set(ids).size !== ids.length) throw new Error('Rule with id is not unique');
        if (next.filter((rule) => rule.condition.regexFilter).length > 1000) throw new Error('too many regex rules');
        for (const rule of addRules) {
          if (
            rule.action.type === 'redirect' &&
            rule.action.redirect?.regexSubstitution &&
            !rule.condition.regexFilter
          ) {
            throw new Error('regexSubstitution needs regexFilter');
          }
        }
        api.declarativeNetRequest.updateCalls += 1;
        dynamicRules = next;
      },
    },
    alarms: {
      async create(name: string, info: { when: number }) {
        alarms.set(name, { name, scheduledTime: info.when });
      },
      async get(name: string) {
        return alarms.get(name);
      },
      async getAll() {
        return [...alarms.values()];
      },
      async clear(name: string) {
        return alarms.delete(name);
      },
      onAlarm: events.onAlarm,
    },
    permissions: {
      /** What the next permissions.request resolves to (the user's click in Chrome's prompt). */
      nextAnswer: true,
      /** How many times Chrome's prompt was shown. */
      prompts: 0,
      async contains({ origins = [] }: { origins?: string[] }) {
        return origins.every(isGranted);
      },
      async request({ origins = [] }: { origins?: string[] }) {
        // Chrome grants what is already granted without asking.
        if (origins.every(isGranted)) return true;
        api.permissions.prompts += 1;
        if (!api.permissions.nextAnswer) return false;
        for (const o of origins) granted.add(o);
        events.onAdded.emit({ origins });
        return true;
      },
      async getAll() {
        return { origins: [...granted], permissions: [] };
      },
      onAdded: events.onAdded,
      onRemoved: events.onRemoved,
    },
    tabs: {
      async create(props: { url: string; active?: boolean; openerTabId?: number }) {
        const tab = { id: nextTabId++, url: props.url, active: props.active ?? true, openerTabId: props.openerTabId };
        tabs.set(tab.id, tab);
        return { ...tab };
      },
      async update(tabId: number, props: { active?: boolean }) {
        const tab = tabs.get(tabId) ?? { id: tabId, url: 'about:blank', active: false };
        tabs.set(tabId, { ...tab, ...props });
        return tabs.get(tabId);
      },
      async remove(tabId: number) {
        tabs.delete(tabId);
        events.onTabRemoved.emit(tabId, { windowId: 1, isWindowClosing: false });
      },
      onRemoved: events.onTabRemoved,
    },
  };

  const testing = {
    origin,
    local,
    session,
    tabs,
    alarms,
    get rules() {
      return dynamicRules;
    },
    /** The user turns "Allow in Incognito" on or off. */
    allowPrivateWindows(allowed: boolean) {
      privateWindowsAllowed = allowed;
    },
    /** The user granted host permission for a domain and its subdomains. */
    grant(domain: string) {
      granted.add(`*://${domain}/*`);
      granted.add(`*://*.${domain}/*`);
    },
    /** The sender Chrome reports for this extension's content script in an app tab. */
    appSender(pageUrl = 'http://localhost:4300/deep-work', tabId = 1): chrome.runtime.MessageSender {
      return { id, url: pageUrl, origin: new URL(pageUrl).origin, tab: { id: tabId } as chrome.tabs.Tab, frameId: 0 };
    },
    pageSender(path = 'popup.html', tabId?: number): chrome.runtime.MessageSender {
      return {
        id,
        url: `${origin}/${path}`,
        origin,
        ...(tabId !== undefined ? { tab: { id: tabId } as chrome.tabs.Tab } : {}),
      };
    },
    /** runtime.sendMessage from a sender; resolves with the worker's reply. */
    send(message: unknown, sender: chrome.runtime.MessageSender): Promise<any> {
      return new Promise((resolve) => {
        const results = events.onMessage.emit(message, sender, resolve);
        if (!results.includes(true)) resolve(undefined);
      });
    },
    /** runtime.connect from a content script; the returned client sees what the worker posts. */
    connect(sender: chrome.runtime.MessageSender, name = 'onething-app'): AppClient {
      const onMessage = new FakeEvent();
      const onDisconnect = new FakeEvent();
      const client: AppClient = {
        received: [],
        disconnected: false,
        send: (message) => {
          if (client.disconnected) throw new Error('Attempting to use a disconnected port object');
          onMessage.emit(structuredClone(message), port);
        },
        disconnect: () => {
          if (client.disconnected) return;
          client.disconnected = true;
          onDisconnect.emit(port);
        },
      };
      const port = {
        name,
        sender,
        onMessage,
        onDisconnect,
        postMessage: (message: unknown) => {
          if (client.disconnected) throw new Error('Attempting to use a disconnected port object');
          client.received.push(structuredClone(message));
        },
        disconnect: () => {
          client.disconnected = true;
        },
      };
      workerPorts.push({ port, client });
      events.onConnect.emit(port);
      return client;
    },
    /** Chrome stops the idle worker: listeners and ports go, storage, rules and alarms stay. */
    stopWorker() {
      for (const event of Object.values(events)) event.listeners = [];
      for (const { client } of workerPorts.splice(0)) client.disconnected = true;
    },
    /** The browser closes and starts again: storage.session is cleared too, then onStartup fires. */
    restartBrowser() {
      testing.stopWorker();
      session.data.clear();
    },
    /** Fires the alarms due at `now`, as Chrome does when their time comes (or at wake-up). */
    fireDueAlarms(now = Date.now()) {
      for (const alarm of [...alarms.values()]) {
        if (alarm.scheduledTime <= now) {
          alarms.delete(alarm.name);
          events.onAlarm.emit(alarm);
        }
      }
    },
    /**
     * What Chrome does with a top-level navigation: the first matching rule (by priority, then id)
     * decides; a redirect rule without host permission for the URL is ignored, as Chrome ignores it.
     */
    navigate(url: string): Navigation {
      const host = hostOf(url);
      const matching = dynamicRules
        .filter((rule) => {
          const c = rule.condition;
          if (c.resourceTypes && !c.resourceTypes.includes('main_frame' as never)) return false;
          if (c.requestDomains && !c.requestDomains.some((d) => coversHost(host, d))) return false;
          if (c.excludedRequestDomains?.some((d) => coversHost(host, d))) return false;
          if (c.regexFilter && !new RegExp(c.regexFilter).test(url)) return false;
          if (c.urlFilter && !matchesUrlFilter(url, c.urlFilter)) return false;
          if (rule.action.type === 'redirect' && !hasHostPermission(host)) return false;
          return true;
        })
        .sort((a, b) => (b.priority ?? 1) - (a.priority ?? 1) || a.id - b.id);
      const rule = matching[0];
      if (!rule) return { action: 'allow' };
      if (rule.action.type === 'block') return { action: 'block', ruleId: rule.id };
      if (rule.action.type === 'allow') return { action: 'allow' };
      const redirect = rule.action.redirect ?? {};
      if (redirect.regexSubstitution && rule.condition.regexFilter) {
        const target = url.replace(
          new RegExp(rule.condition.regexFilter),
          redirect.regexSubstitution.replace(/\\0/g, '$$&'),
        );
        return { action: 'redirect', url: target, ruleId: rule.id };
      }
      return { action: 'redirect', url: api.runtime.getURL(redirect.extensionPath ?? ''), ruleId: rule.id };
    },
  };

  return { chrome: api, testing };
}

export type FakeChrome = ReturnType<typeof createFakeChrome>;
