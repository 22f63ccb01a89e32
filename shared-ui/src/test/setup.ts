// shared-ui's own set-up (its stories' components without the apps' overlays loaded): a clean page per test.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './dom-stubs';

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});
