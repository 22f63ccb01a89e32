import type { DataChange } from '../query/invalidate-after';

// Tabs of one browser in step: a write settled in one tab names the data it changed, and the other tabs of
// the same user refetch it at once. A tab that closes says so, so another adopts the writes it left queued.

const CHANNEL = 'onething-sync';

export type TabMessage =
  | { type: 'changed'; userId: string; changes: readonly DataChange[] }
  | { type: 'tab-closed'; userId: string; tabId: string };

export type TabChannel = { post: (message: TabMessage) => void; close: () => void };

export function openTabChannel(onMessage: (message: TabMessage) => void): TabChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<TabMessage>) => onMessage(event.data);
  return {
    post: (message) => channel.postMessage(message),
    close: () => channel.close(),
  };
}
