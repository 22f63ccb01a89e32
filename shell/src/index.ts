// Async boundary: shared singletons are negotiated before any of them is imported. /config.json is
// requested first (it needs no shared library), so it arrives while the libraries load.
import './module-federation/provide-runtime-helpers';
import { startUpRuntimeConfig } from './module-federation/runtime-config';

void startUpRuntimeConfig();
import('./bootstrap');
