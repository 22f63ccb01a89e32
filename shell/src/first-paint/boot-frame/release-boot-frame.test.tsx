import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BOOT_FRAME_ACTIVE_ATTRIBUTE, BOOT_FRAME_STYLE_ATTRIBUTE } from './boot-frame-dom';
import { BootFrameRelease, HoldBootFrame } from './release-boot-frame';

const frameShown = () => document.getElementById('boot-frame') !== null;
const flushMicrotasks = () => act(() => Promise.resolve());

describe('releasing the start-up frame', () => {
  beforeEach(() => {
    document.head.insertAdjacentHTML('beforeend', `<style ${BOOT_FRAME_STYLE_ATTRIBUTE}></style>`);
    document.body.insertAdjacentHTML('afterbegin', '<div id="boot-frame"></div>');
    document.documentElement.setAttribute(BOOT_FRAME_ACTIVE_ATTRIBUTE, '');
  });
  afterEach(() => {
    document.getElementById('boot-frame')?.remove();
    document.documentElement.removeAttribute(BOOT_FRAME_ACTIVE_ATTRIBUTE);
  });

  it('takes the frame, its styles and the hidden root away once the app has committed something that is not loading', async () => {
    render(
      <BootFrameRelease>
        <p>an error screen</p>
      </BootFrameRelease>,
    );
    await flushMicrotasks();
    expect(frameShown()).toBe(false);
    expect(document.querySelector(`style[${BOOT_FRAME_STYLE_ATTRIBUTE}]`)).toBeNull();
    expect(document.documentElement.hasAttribute(BOOT_FRAME_ACTIVE_ATTRIBUTE)).toBe(false);
  });

  it('stays while a loading state holds it, also when one loading state replaces another, and goes with the last', async () => {
    let show: (stage: 'session' | 'page' | 'ready') => void = () => undefined;
    function App() {
      const [stage, setStage] = useState<'session' | 'page' | 'ready'>('session');
      show = setStage;
      if (stage === 'session') return <HoldBootFrame key="session" />;
      if (stage === 'page') return <HoldBootFrame key="page" />;
      return <p>the page</p>;
    }
    render(
      <BootFrameRelease>
        <App />
      </BootFrameRelease>,
    );
    await flushMicrotasks();
    expect(frameShown()).toBe(true);
    act(() => show('page'));
    await flushMicrotasks();
    expect(frameShown()).toBe(true);
    act(() => show('ready'));
    await flushMicrotasks();
    expect(frameShown()).toBe(false);
  });
});
