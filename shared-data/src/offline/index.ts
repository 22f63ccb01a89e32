// The offline cache and the write queue: every write declared once, persisted reads and writes per user,
// the one sync status. The storage and the session load lazily (offline-mode.ts).
export { defineWrite, mapWriteInput, refreshAfterWrite, useWrite, type WriteDefinition } from './define-write';
export {
  forgetOfflineUser,
  startOfflineMode,
  stopOfflineMode,
  useOfflineMode,
  type OfflineModeState,
} from './offline-mode';
export { syncStatusLabel, unsavedWriteCount, useSyncStatus, type SyncStatus } from './sync-status';
export { setWriteRefusalNotifier, type WriteRefusal } from './write-refusals';
