// The DOM set-up every React project's Vitest run shares: jest-dom matchers and stubs for the layout and
// media APIs that Radix primitives, sonner and the theme provider call but a test DOM (happy-dom, jsdom)
// may lack. A module runs once per worker when files share their worker's modules, so the clean page per
// test is the set-up files' job.
import '@testing-library/jest-dom/vitest';

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  addListener: () => undefined,
  removeListener: () => undefined,
  dispatchEvent: () => true,
})) as unknown as typeof window.matchMedia;
