// What the start-up frame may show before the app has loaded: whose dashboard it is and the name the
// greeting uses. The app writes it once it knows the profile of an onboarded account and removes it on
// sign-out; the inline start-up script shows the frame only when it belongs to the stored session's user.
// No React here: the inline script bundles this module.

export const BOOT_RECORD_KEY = 'onething-boot-frame';

export interface BootRecord {
  userId: string;
  /** The greeting's name: the one the user chose (greetingName), '' without one. */
  name: string;
}

export function readBootRecord(storage: Storage = localStorage): BootRecord | null {
  try {
    const record = JSON.parse(storage.getItem(BOOT_RECORD_KEY) ?? 'null') as Partial<BootRecord> | null;
    return typeof record?.userId === 'string' && typeof record.name === 'string'
      ? { userId: record.userId, name: record.name }
      : null;
  } catch {
    // Unreadable storage or JSON: no frame, the app starts as it would without one.
    return null;
  }
}

export function writeBootRecord(record: BootRecord, storage: Storage = localStorage): void {
  try {
    const value = JSON.stringify({ userId: record.userId, name: record.name });
    if (storage.getItem(BOOT_RECORD_KEY) !== value) storage.setItem(BOOT_RECORD_KEY, value);
  } catch {
    // Storage full or blocked: the next start shows no frame, nothing else is affected.
  }
}

export function clearBootRecord(storage: Storage = localStorage): void {
  try {
    storage.removeItem(BOOT_RECORD_KEY);
  } catch {
    // Blocked storage holds no record either.
  }
}
