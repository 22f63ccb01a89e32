import { describe, expect, it } from 'vitest';
import { toastPositionFor } from './toast-placement';

const phone = { width: 375, height: 740 };
const desktop = { width: 1280, height: 900 };
const box = (top: number, left: number, height = 40, width = 300) => ({
  top,
  left,
  bottom: top + height,
  right: left + width,
});

describe('toastPositionFor', () => {
  it("keeps the Toaster's position when no field is focused", () => {
    expect(toastPositionFor(null, phone, true)).toBeUndefined();
    expect(toastPositionFor(null, desktop, false)).toBeUndefined();
  });

  it('on a phone sends the toast to the bottom when the field is in the top half', () => {
    expect(toastPositionFor(box(80, 16), phone, true)).toBe('bottom-center');
    expect(toastPositionFor(box(500, 16), phone, true)).toBeUndefined();
  });

  it('on a wide screen moves the toast to the top right when the field is in the bottom-right corner', () => {
    expect(toastPositionFor(box(820, 950), desktop, false)).toBe('top-right');
    expect(toastPositionFor(box(820, 100), desktop, false)).toBeUndefined();
    expect(toastPositionFor(box(100, 950), desktop, false)).toBeUndefined();
  });
});
