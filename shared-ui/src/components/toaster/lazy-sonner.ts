// sonner is not part of any page's first render: it loads with the first toast. Until then toast() queues
// its calls here; once sonner has loaded AND its Toaster has subscribed to sonner's toast list, the queue
// is replayed in order. Replaying only after the subscription means no toast is lost (sonner would replay
// a toast published before the subscription too, but the Toaster's live region then gets its content in
// the same moment it is inserted, so screen readers may not announce it) and none is shown twice (each
// queued call reaches sonner exactly once). From then on toast() calls sonner directly.
import type * as SonnerModule from 'sonner';
import { lazyModule } from '../shared/lazy-module';

export type Sonner = typeof SonnerModule;
export type SonnerToast = Sonner['toast'];

interface QueuedToast {
  id: string | number;
  show: (toast: SonnerToast) => void;
}

/** sonner, loaded once (a failed load is retried by the next toast); the Toaster subscribes to it. */
export const sonnerModule = lazyModule(() => import('sonner'));

let subscribed = false;
let queue: QueuedToast[] = [];

/** sonner's toast(), once a Toaster shows what it receives; null while toasts are queued. */
export function liveToast(): SonnerToast | null {
  const sonner = sonnerModule.loaded();
  return sonner && subscribed ? sonner.toast : null;
}

/**
 * Queues a toast until a Toaster can show it. `replaceOthers` (phones show one toast at a time) drops the
 * queued toasts with another id: they would be dismissed the moment they were shown.
 */
export function queueToast(id: string | number, replaceOthers: boolean, show: QueuedToast['show']): void {
  queue = replaceOthers ? queue.filter((queued) => queued.id === id) : queue;
  queue.push({ id, show });
  // A failed load keeps the queue: the next toast tries again.
  sonnerModule.load().catch(() => undefined);
}

/** Dismisses queued toasts: the one with `id`, or all of them. */
export function dropQueued(id?: string | number): void {
  queue = id === undefined ? [] : queue.filter((queued) => queued.id !== id);
}

/**
 * Called by the Toaster after sonner's Toaster has mounted: its subscription is made in an effect, and a
 * parent's effects run after its children's, so the Toaster's effect calls this once sonner listens.
 */
export function sonnerToasterSubscribed(): void {
  const sonner = sonnerModule.loaded();
  if (!sonner || subscribed) return;
  subscribed = true;
  const pending = queue;
  queue = [];
  for (const queued of pending) queued.show(sonner.toast);
}
