// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeNotesHtml } from './sanitize-notes';

describe('sanitizeNotesHtml', () => {
  it('keeps what the editor makes: paragraphs, bold, italic and both list kinds', () => {
    const html =
      '<p><strong>Shipped</strong> the <em>draft</em></p><ul><li>one</li></ul><ol><li>two</li></ol><p>a<br>b</p>';
    expect(sanitizeNotesHtml(html)).toBe(html);
  });

  it.each([
    ['a script', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['an event handler', '<p onclick="alert(1)">hi</p>', '<p>hi</p>'],
    ['an image with onerror', '<p>x<img src=x onerror="alert(1)"></p>', '<p>x</p>'],
    ['a javascript: link, keeping its text', '<p><a href="javascript:alert(1)">click</a></p>', '<p>click</p>'],
    ['styles and classes', '<p class="c" style="color:red">hi</p>', '<p>hi</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
  ])('drops %s', (_name, input, expected) => {
    expect(sanitizeNotesHtml(input)).toBe(expected);
  });

  it('turns nothing into an empty string', () => {
    expect(sanitizeNotesHtml(null)).toBe('');
    expect(sanitizeNotesHtml(undefined)).toBe('');
    expect(sanitizeNotesHtml('')).toBe('');
  });
});
