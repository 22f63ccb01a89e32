// The build renders /landing and /auth to HTML so the page shows before any script runs; React then
// renders the same page over it. Nothing the visitor did in the meantime may be lost: what was typed and
// where the focus was are carried over to the fresh fields (matched by id), and presses on buttons, tabs
// and FAQ summaries, and form submissions (held back by the page's inline guard), are replayed in order
// on the element at the same place in the fresh page, if it is the same kind of element with the same text.

export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
const PRERENDERED_PAGE = '[data-prerendered-page]';
/** What a press is replayed on; a link needs no replay (the browser follows it without script). */
const PRESSABLE = 'button, summary, [role="tab"]';

/** Child positions from the page's root element down to an element. */
type ElementPath = number[];

interface RecordedAction {
  kind: 'press' | 'submit';
  path: ElementPath;
  tag: string;
  text: string;
  /** The button that submitted the form, if any. */
  submitterPath?: ElementPath;
}

export interface PrerenderedInput {
  values: Array<[id: string, value: string]>;
  focusedId: string | null;
  actions: RecordedAction[];
}

const textOf = (element: Element) => (element.textContent ?? '').trim().slice(0, 80);

function pathFrom(root: Element, element: Element): ElementPath | null {
  const path: ElementPath = [];
  let current: Element | null = element;
  while (current && current !== root) {
    const parent: Element | null = current.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
    current = parent;
  }
  return current === root ? path : null;
}

function elementAt(root: Element, path: ElementPath): Element | null {
  let current: Element | null = root;
  for (const index of path) current = current?.children[index] ?? null;
  return current;
}

function captureFields(container: HTMLElement): Pick<PrerenderedInput, 'values' | 'focusedId'> {
  const values: PrerenderedInput['values'] = [];
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[id], textarea[id]')) {
    if (field.value) values.push([field.id, field.value]);
  }
  const active = document.activeElement;
  const focusedId = active instanceof HTMLElement && container.contains(active) && active.id ? active.id : null;
  return { values, focusedId };
}

const EVENTS_GLOBAL = '__onethingPrerenderedEvents';
/** What changes a field's value or the focus. */
const FIELD_EVENTS = ['input', 'focusin'] as const;
type RecordedEvent = [kind: RecordedAction['kind'], target: EventTarget | null, submitter?: Element | null];

type EventsStore = Record<typeof EVENTS_GLOBAL, RecordedEvent[] | null | undefined>;

/**
 * The prerendered pages' inline script in <head> (built by scripts/mf/inline-scripts.mjs): records presses and
 * submissions from the first moment (the app's script comes later) and keeps a form from submitting itself
 * to the server (a sign-in form would put the password in the address). The app replays them once it has
 * taken over, and stops the recording by clearing the queue.
 */
export function recordPrerenderedEvents(view: Window = window): void {
  const queue: RecordedEvent[] = [];
  const store = view as unknown as EventsStore;
  store[EVENTS_GLOBAL] = queue;
  const inPage = (target: EventTarget | null) => target instanceof Element && target.closest(PRERENDERED_PAGE) !== null;
  const doc = view.document;
  doc.addEventListener(
    'click',
    (event) => {
      if (store[EVENTS_GLOBAL] === queue && inPage(event.target)) queue.push(['press', event.target]);
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      if (!inPage(event.target)) return;
      event.preventDefault();
      if (store[EVENTS_GLOBAL] === queue) queue.push(['submit', event.target, event.submitter]);
    },
    true,
  );
}

/**
 * Follows the prerendered page from now until React replaces it (which may happen a few frames later:
 * the first render is a transition); `stop` returns what the visitor did since the page was shown.
 */
export function watchPrerenderedInput(container: HTMLElement): { stop: () => PrerenderedInput } {
  const page = container.querySelector(PRERENDERED_PAGE);
  const store = window as unknown as EventsStore;
  const events = store[EVENTS_GLOBAL] ?? [];
  let fields = captureFields(container);
  const updateFields = () => {
    fields = captureFields(container);
  };
  for (const type of FIELD_EVENTS) container.addEventListener(type, updateFields, true);
  const toAction = ([kind, target, submitter]: RecordedEvent): RecordedAction | null => {
    const element = target instanceof Element ? (kind === 'press' ? target.closest(PRESSABLE) : target) : null;
    // A submit button's press arrives as its form's submission.
    if (!page || !element || (element instanceof HTMLButtonElement && element.type === 'submit' && element.form))
      return null;
    const path = pathFrom(page, element);
    if (!path) return null;
    const submitterPath = submitter ? pathFrom(page, submitter) : null;
    return { kind, path, tag: element.tagName, text: textOf(element), ...(submitterPath ? { submitterPath } : {}) };
  };
  return {
    stop: () => {
      for (const type of FIELD_EVENTS) container.removeEventListener(type, updateFields, true);
      // The recorder stops with this: presses and submissions now reach the app itself.
      store[EVENTS_GLOBAL] = null;
      const actions = events.map(toAction).filter((action): action is RecordedAction => action !== null);
      return { ...fields, actions };
    },
  };
}

/** Puts the typed values into React's fields the way typing does (React reads them from input events). */
function restoreValues(values: PrerenderedInput['values']) {
  for (const [id, value] of values) {
    const field = document.getElementById(id);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || field.value) continue;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
    setter?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

function replay(root: Element, { kind, path, tag, text, submitterPath }: RecordedAction) {
  const element = elementAt(root, path);
  if (!element || element.tagName !== tag || textOf(element) !== text) return;
  if (kind === 'press' && element instanceof HTMLElement) {
    // Radix tabs select on mouse down, buttons act on click: a press is all three.
    for (const type of ['mousedown', 'mouseup'])
      element.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0 }));
    element.click();
  }
  if (kind === 'submit' && element instanceof HTMLFormElement) {
    const submitter = submitterPath ? elementAt(root, submitterPath) : null;
    element.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : undefined);
  }
}

/** Replays one action per task: a press may render what the next action needs (a tab's form). */
function replayInOrder(container: HTMLElement, [first, ...rest]: RecordedAction[]) {
  if (!first) return;
  // Paths start at the prerendered wrapper, whose place React's page now takes: the container.
  replay(container, first);
  setTimeout(() => replayInOrder(container, rest));
}

/** Runs once React's page is in the document (a layout effect of its first render). */
export function restorePrerenderedInput(container: HTMLElement, input: PrerenderedInput): void {
  restoreValues(input.values);
  if (input.focusedId) document.getElementById(input.focusedId)?.focus();
  // The prerendered pages' styles are no longer needed once React's own are in the document.
  for (const style of document.querySelectorAll(`style[${PRERENDERED_ATTRIBUTE}]`)) style.remove();
  // In a later task, so the restored values have reached React's state before a submission reads them.
  if (input.actions.length > 0) setTimeout(() => replayInOrder(container, input.actions));
}
