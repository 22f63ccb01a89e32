import { describe, expect, it } from 'vitest';
import { MAIN_CONTENT_ID } from '@onething/shared-ui';
import { AVATAR_INITIAL_SLOT, BOOT_FRAME_STYLE_ATTRIBUTE, GREETING_SLOT } from './boot-frame-dom';
import { prerenderBootFrame } from './prerender-boot-frame';

describe('the prerendered start-up frame', () => {
  const { html, styles } = prerenderBootFrame();
  const frame = new DOMParser().parseFromString(html, 'text/html').getElementById('boot-frame');

  it('is hidden from everyone until the script shows it, and then from assistive technology and input', () => {
    expect(frame?.hidden).toBe(true);
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    expect(frame?.hasAttribute('inert')).toBe(true);
  });

  it('has one variant per theme and sidebar state, each with the greeting and avatar slots', () => {
    const variants = [...(frame?.querySelectorAll('[data-boot-frame-variant]') ?? [])];
    expect(variants.map((variant) => variant.getAttribute('data-boot-frame-variant')).sort()).toEqual([
      'dark-collapsed',
      'dark-expanded',
      'light-collapsed',
      'light-expanded',
    ]);
    for (const variant of variants) {
      expect(variant.querySelector('h1')?.textContent).toContain(GREETING_SLOT);
      expect(variant.textContent).toContain(AVATAR_INITIAL_SLOT);
      expect(variant.querySelectorAll('nav a').length).toBeGreaterThan(0);
    }
  });

  it("takes no id of the app's own (the skip link's target stays unique)", () => {
    expect(frame?.querySelector(`#${MAIN_CONTENT_ID}`)).toBeNull();
  });

  it('marks every style tag to leave with the frame, none for styled-components to adopt', () => {
    const tags = styles.match(/<style[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(1);
    for (const tag of tags) expect(tag).toBe(`<style ${BOOT_FRAME_STYLE_ATTRIBUTE}>`);
  });
});
