import { afterEach } from 'vitest';
import './dom-test-setup';

afterEach(() => {
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});
