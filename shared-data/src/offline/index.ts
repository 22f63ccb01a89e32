// The offline cache and the write queue: every write declared once, persisted reads and writes per user,
// the one sync status. The storage and the session load lazily (offline-mode.ts).
export {
  mapWriteInput,
  pendingWritesOf,
  refreshAfterWrite,
  runWrite,
  startWrite,
  useWrite,
  withdrawQueuedWrites,
} from './define-write';
export { type CacheUndo, patchQueries, patchQuery, undoPatches } from './optimistic-cache';
export { startOfflineMode, stopOfflineMode, useOfflineMode } from './offline-mode';
export { syncStatusLabel, unsavedWriteCount, useSyncStatus, type SyncStatus } from './sync-status';
export { setWriteRefusalNotifier } from './write-refusals';
