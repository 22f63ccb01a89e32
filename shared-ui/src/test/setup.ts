import { afterEach } from 'vitest';
import './dom-stubs';

afterEach(() => {
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});
