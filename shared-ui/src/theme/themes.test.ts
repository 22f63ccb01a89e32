import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { themes, type ColorTokens } from './themes';

type Pair = [foreground: keyof ColorTokens, background: keyof ColorTokens];

// Text pairs the components actually render (WCAG 1.4.3: 4.5:1).
const textPairs: Pair[] = [
  ['foreground', 'background'],
  ['cardForeground', 'card'],
  ['popoverForeground', 'popover'],
  ['mutedForeground', 'background'],
  ['mutedForeground', 'card'],
  ['mutedForeground', 'muted'],
  ['primaryForeground', 'primary'],
  ['primary', 'background'],
  ['primary', 'card'],
  ['secondaryForeground', 'secondary'],
  ['accentForeground', 'accent'],
  ['destructiveForeground', 'destructive'],
  ['destructiveText', 'destructiveSubtle'],
  ['destructiveText', 'card'],
  ['destructiveText', 'background'],
  ['successForeground', 'success'],
  ['successText', 'successSubtle'],
  ['warningForeground', 'warning'],
  ['warningText', 'warningSubtle'],
  ['streakYellowText', 'streakYellowSubtle'],
  ['streakOrangeText', 'streakOrangeSubtle'],
  ['sidebarForeground', 'sidebar'],
  ['sidebarMutedForeground', 'sidebar'],
  ['sidebarAccentForeground', 'sidebarAccent'],
  ['sidebarPrimaryForeground', 'sidebarPrimary'],
  ['background', 'foreground'],
];

// Focus rings and control borders (WCAG 1.4.11 / 2.4.13: 3:1).
const nonTextPairs: Pair[] = [
  ['ring', 'background'],
  ['ring', 'card'],
  ['sidebarRing', 'sidebar'],
  ['input', 'background'],
  ['input', 'card'],
];

describe.each(Object.values(themes))('$mode theme contrast', (theme) => {
  it.each(textPairs)('%s on %s is at least 4.5:1', (fg, bg) => {
    expect(contrastRatio(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs)('%s against %s is at least 3:1', (fg, bg) => {
    expect(contrastRatio(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(3);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and symmetric', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  });
});
