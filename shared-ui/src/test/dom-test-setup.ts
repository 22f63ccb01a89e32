// The set-up of the apps' Vitest runs (vitest setupFiles: ['@onething/shared-ui/test-setup']): the shared
// DOM stubs, and the overlays' radix module loaded before the first test. In the app the module loads
// on first need (a dialog opens a moment after the click that opens it the first time); the apps' tests
// are about their own screens, so their dialogs and menus open at once as radix's do. shared-ui's own
// tests (setup.ts) leave it unloaded, to test the stand-ins and the hand-over.
import { overlayParts } from '../components/overlay-module/overlay-module';
import './dom-stubs';

await overlayParts.load();
