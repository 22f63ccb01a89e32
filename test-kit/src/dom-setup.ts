// The set-up file of every remote's Vitest run (see vitest-config.mjs): shared-ui's DOM stubs with its
// overlays loaded, findBy/waitFor patient enough for pages that load over HTTP on a shared machine, and a
// clean page for every file and every test.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { toast } from '@onething/shared-ui/toaster';
import '@onething/shared-ui/test-setup';

configure({ asyncUtilTimeout: 5000 });

// The files of a worker share its modules and its DOM window (a fresh one per file was most of the run's
// time), so a file starts from an empty page, storage and address as it would in a window of its own.
beforeAll(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

// Testing Library's own clean-up hook is registered once per worker (when its module first loads), so the
// page is cleaned here; toasts live in one module-wide list that a newly mounted Toaster replays.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  toast.dismiss();
});
