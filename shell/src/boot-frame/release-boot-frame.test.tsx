import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_FRAME_ACTIVE_ATTRIBUTE, BOOT_FRAME_STYLE_ATTRIBUTE } from './boot-frame-dom';
import { ReleaseBootFrame } from './release-boot-frame';

describe('ReleaseBootFrame', () => {
  afterEach(() => document.documentElement.removeAttribute(BOOT_FRAME_ACTIVE_ATTRIBUTE));

  it('takes the frame, its styles and the hidden root away once rendered', () => {
    document.head.insertAdjacentHTML('beforeend', `<style ${BOOT_FRAME_STYLE_ATTRIBUTE}></style>`);
    document.body.insertAdjacentHTML('afterbegin', '<div id="boot-frame"></div>');
    document.documentElement.setAttribute(BOOT_FRAME_ACTIVE_ATTRIBUTE, '');
    render(<ReleaseBootFrame />);
    expect(document.getElementById('boot-frame')).toBeNull();
    expect(document.querySelector(`style[${BOOT_FRAME_STYLE_ATTRIBUTE}]`)).toBeNull();
    expect(document.documentElement.hasAttribute(BOOT_FRAME_ACTIVE_ATTRIBUTE)).toBe(false);
  });
});
