export { useLiveSync } from './use-live-sync';
