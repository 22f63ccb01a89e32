import { describe, expect, it } from 'vitest';
import { SHORTCUT_ITEMS } from '../../layout/navigation';
import { GO_ITEMS, GO_PREFIX_KEY } from './go-keys';
import { detectMac, matchGoSequence, matchShortcut, type ShortcutEvent } from './match-shortcut';

function key(keyValue: string, mods: Partial<ShortcutEvent> = {}): ShortcutEvent {
  return {
    key: keyValue,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    target: document.body,
    ...mods,
  };
}

const ctrl = { ctrlKey: true };
const cmd = { metaKey: true };

describe('matchShortcut', () => {
  it.each([
    ['Ctrl+1', key('1', ctrl), false, { type: 'navigate', to: '/' }],
    ['Ctrl+2', key('2', ctrl), false, { type: 'navigate', to: '/one-thing' }],
    ['Ctrl+3', key('3', ctrl), false, { type: 'navigate', to: '/habits' }],
    ['Ctrl+4', key('4', ctrl), false, { type: 'navigate', to: '/deep-work' }],
    ['Ctrl+5', key('5', ctrl), false, { type: 'navigate', to: '/calendar' }],
    ['Ctrl+6', key('6', ctrl), false, { type: 'navigate', to: '/reflection' }],
    ['Ctrl+/', key('/', ctrl), false, { type: 'toggle-help' }],
    [
      'Ctrl+Shift+/ (layouts where / needs Shift)',
      key('/', { ...ctrl, shiftKey: true }),
      false,
      { type: 'toggle-help' },
    ],
    ['Ctrl+B', key('b', ctrl), false, { type: 'toggle-sidebar' }],
    ['Ctrl+B with Caps Lock', key('B', ctrl), false, { type: 'toggle-sidebar' }],
    ['Cmd+1 on Mac', key('1', cmd), true, { type: 'navigate', to: '/' }],
    ['Cmd+B on Mac', key('b', cmd), true, { type: 'toggle-sidebar' }],
    ['Cmd+/ on Mac', key('/', cmd), true, { type: 'toggle-help' }],
    ['AZERTY Ctrl+& (Digit1)', key('&', { ...ctrl, code: 'Digit1' }), false, { type: 'navigate', to: '/' }],
    ['Ctrl+K', key('k', ctrl), false, { type: 'toggle-palette' }],
    ['Cmd+K on Mac', key('k', cmd), true, { type: 'toggle-palette' }],
    ['? alone', key('?', { shiftKey: true }), false, { type: 'toggle-help' }],
  ])('%s', (_name, event, isMac, expected) => {
    expect(matchShortcut(event, isMac)).toEqual(expected);
  });

  it.each([
    ['plain 1', key('1'), false],
    ['plain b', key('b'), false],
    ['Ctrl+7 (no seventh area)', key('7', ctrl), false],
    ['Ctrl+0', key('0', ctrl), false],
    ['plain ? with Ctrl', key('?', { ...ctrl, shiftKey: true }), false],
    ['Cmd+1 off Mac', key('1', cmd), false],
    ['Ctrl+1 on Mac (Cmd is the modifier there)', key('1', ctrl), true],
    ['Ctrl+Cmd+1 on Mac', key('1', { ...ctrl, ...cmd }), true],
    ['Ctrl+Alt+1 (AltGr)', key('1', { ...ctrl, altKey: true }), false],
    ['Ctrl+Shift+B (the editor’s bold)', key('B', { ...ctrl, shiftKey: true }), false],
    ['Ctrl+Shift+1', key('!', { ...ctrl, shiftKey: true, code: 'Digit1' }), false],
  ])('ignores %s', (_name, event, isMac) => {
    expect(matchShortcut(event, isMac)).toBeNull();
  });

  describe('while typing', () => {
    function make(html: string): HTMLElement {
      const host = document.createElement('div');
      host.innerHTML = html;
      document.body.append(host);
      return host.querySelector('[data-target]') as HTMLElement;
    }

    it.each([
      ['a text input', '<input data-target />'],
      ['an e-mail input', '<input type="email" data-target />'],
      ['a textarea', '<textarea data-target></textarea>'],
      ['a select', '<select data-target><option>a</option></select>'],
      ['a contenteditable element', '<div contenteditable="true" data-target></div>'],
      ['a node inside a rich-text editor', '<div contenteditable><p><strong data-target>x</strong></p></div>'],
    ])('ignores Ctrl+1, Ctrl+/ and Ctrl+B in %s', (_name, html) => {
      const target = make(html);
      for (const k of ['1', '/', 'b']) expect(matchShortcut(key(k, { ...ctrl, target }), false)).toBeNull();
      expect(matchShortcut(key('?', { shiftKey: true, target }), false)).toBeNull();
    });

    it('opens the palette from form fields and the rich-text editor too', () => {
      expect(matchShortcut(key('k', { ...ctrl, target: make('<input data-target />') }), false)).toEqual({
        type: 'toggle-palette',
      });
      expect(
        matchShortcut(key('k', { ...ctrl, target: make('<div contenteditable><p data-target>x</p></div>') }), false),
      ).toEqual({
        type: 'toggle-palette',
      });
    });

    it('still works on a button or a non-editable region', () => {
      expect(matchShortcut(key('2', { ...ctrl, target: make('<button data-target>x</button>') }), false)).toEqual({
        type: 'navigate',
        to: '/one-thing',
      });
      expect(
        matchShortcut(
          key('b', { ...ctrl, target: make('<div contenteditable="false"><span data-target></span></div>') }),
          false,
        ),
      ).toEqual({
        type: 'toggle-sidebar',
      });
    });
  });
});

describe('matchGoSequence ("g" then a letter)', () => {
  it.each([
    ['d', '/'],
    ['o', '/one-thing'],
    ['h', '/habits'],
    ['w', '/deep-work'],
    ['c', '/calendar'],
    ['r', '/reflection'],
    ['D (Caps Lock)', '/'],
  ])('g then %s goes to %s', (letter, to) => {
    expect(matchGoSequence(key('g'), false)).toEqual({ type: 'go-prefix' });
    expect(matchGoSequence(key(letter.slice(0, 1)), true)).toEqual({ type: 'navigate', to });
  });

  it('a letter alone, or after something else than "g", does nothing', () => {
    expect(matchGoSequence(key('d'), false)).toBeNull();
    expect(matchGoSequence(key('x'), true)).toBeNull();
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Alt', { altKey: true }],
    ['Shift', { shiftKey: true }],
  ])('nothing with %s held', (_name, mods) => {
    expect(matchGoSequence(key('g', mods), false)).toBeNull();
    expect(matchGoSequence(key('d', mods), true)).toBeNull();
  });

  it.each([
    ['a text input', '<input data-target />'],
    ['a textarea', '<textarea data-target></textarea>'],
    ['a rich-text editor', '<div contenteditable><p data-target>x</p></div>'],
    ['a dialog', '<div role="dialog"><button data-target>x</button></div>'],
    ['a menu (its typeahead)', '<div role="menu"><div role="menuitem" tabindex="-1" data-target>x</div></div>'],
    ['a listbox (its typeahead)', '<div role="listbox"><div role="option" data-target>x</div></div>'],
  ])('nothing in %s', (_name, html) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const target = host.querySelector('[data-target]');
    expect(matchGoSequence(key('g', { target }), false)).toBeNull();
    expect(matchGoSequence(key('d', { target }), true)).toBeNull();
  });

  it('every page with a Ctrl/Cmd digit has its own letter, never "g" itself', () => {
    expect(GO_ITEMS.map((item) => item.to)).toEqual(SHORTCUT_ITEMS.map((item) => item.to));
    const letters = GO_ITEMS.map((item) => item.goKey);
    expect(new Set(letters).size).toBe(letters.length);
    expect(letters).not.toContain(GO_PREFIX_KEY);
  });
});

describe('detectMac', () => {
  it.each([
    [{ platform: 'MacIntel', userAgent: '' }, true],
    [{ platform: 'iPhone', userAgent: '' }, true],
    [{ platform: 'Win32', userAgent: '' }, false],
    [{ platform: 'Linux x86_64', userAgent: '' }, false],
    [{ platform: '', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)' }, true],
  ])('%j → %s', (nav, expected) => {
    expect(detectMac(nav)).toBe(expected);
  });
});
