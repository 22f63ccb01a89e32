// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isEditableTarget } from './editable-target';

function make(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.querySelector('[data-target]') as HTMLElement;
}

describe('isEditableTarget', () => {
  it('is false for no target and for window', () => {
    expect(isEditableTarget(null)).toBe(false);
    expect(isEditableTarget(window)).toBe(false);
  });

  it.each([
    ['a text input', '<input data-target />'],
    ['a textarea', '<textarea data-target></textarea>'],
    ['a select', '<select data-target><option>a</option></select>'],
    ['a contenteditable element', '<div contenteditable="true" data-target></div>'],
    ['a node inside a rich-text editor', '<div contenteditable><p><strong data-target>x</strong></p></div>'],
  ])('is true in %s', (_name, html) => {
    expect(isEditableTarget(make(html))).toBe(true);
  });

  it.each([
    ['a button', '<button data-target>x</button>'],
    ['a region switched off', '<div contenteditable="false"><span data-target></span></div>'],
  ])('is false on %s', (_name, html) => {
    expect(isEditableTarget(make(html))).toBe(false);
  });
});
