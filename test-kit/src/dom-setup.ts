// The set-up file of every remote's Vitest run (see vitest-config.ts): shared-ui's jsdom stubs with its
// overlays loaded, findBy/waitFor patient enough for pages that load over HTTP on a shared machine, and no
// toast carried over from one test into the next.
import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toast } from '@onething/shared-ui/toaster';
import '@onething/shared-ui/test-setup';

configure({ asyncUtilTimeout: 5000 });

// Toasts live in one module-wide list that a newly mounted Toaster replays: without this, one test's
// toasts would show up in the next test.
afterEach(() => {
  toast.dismiss();
});
