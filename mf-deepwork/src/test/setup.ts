import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toast } from '@onething/shared-ui/toaster';
import '@onething/shared-ui/test-setup';

// Tests render panels that save over HTTP; the shared machine can be slow.
configure({ asyncUtilTimeout: 5000 });

// Toasts live in one module-wide list that a newly mounted Toaster replays: without this, one test's
// toasts would show up in the next test.
afterEach(() => {
  toast.dismiss();
});
