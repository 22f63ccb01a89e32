// The browser notification when a session reaches 0. Permission is asked when a session starts (a user
// gesture), never on page load.

export const COMPLETION_NOTIFICATION = {
  title: 'Deep Work Session Complete!',
  body: 'Great job! Your focused work session is finished.',
} as const;

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

export function askNotificationPermission(): void {
  if (!supported() || Notification.permission !== 'default') return;
  void Notification.requestPermission().catch(() => undefined);
}

/** `tag` makes two tabs finishing the same session show one notification. */
export function notifySessionComplete(tag: string): void {
  if (!supported() || Notification.permission !== 'granted') return;
  try {
    new Notification(COMPLETION_NOTIFICATION.title, { body: COMPLETION_NOTIFICATION.body, tag });
  } catch (error) {
    console.error('[mf-deepwork] could not show the notification', error);
  }
}
