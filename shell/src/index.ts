// Async boundary: shared singletons are negotiated before any of them is imported. The start-up that
// needs no shared library (/config.json, the remotes, the backend's connection) runs first, so its
// downloads overlap with the libraries'.
import './module-federation/provide-runtime-helpers';
import { startUpFederation } from './first-paint/start-up';

void startUpFederation();
import('./bootstrap');
