import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildInlineScript, loadThemeBootScript } from './mf/inline-scripts.mjs';
import { checkShellHtml } from './check-shell-html.mjs';

const script = await loadThemeBootScript();
const page = ({ head = `<script>${script}</script>`, body = '<script defer src="/main.js"></script>' } = {}) =>
  `<!DOCTYPE html><html class="dark"><head><title>ONE Thing OS</title>${head}</head><body><div id="root"></div>${body}</body></html>`;

test('the loaded boot script is shared-ui’s plain-word reader', () => {
  assert.match(script, /localStorage\.getItem\("onething-theme"\)/);
  assert.ok(!script.includes('<'), 'a "<" could end the inline <script> early');
});

test('a build with the script inline in <head> passes', () => {
  assert.deepEqual(checkShellHtml(page(), script), []);
});

test('a build without the script fails', () => {
  assert.match(checkShellHtml(page({ head: '' }), script).join(), /found it 0 times/);
});

test('the old inline script that JSON-parses the stored word fails', () => {
  const old = `<script>(function(){try{var saved=localStorage.getItem('onething-theme');var mode=saved?JSON.parse(saved):'dark';}catch(e){}})();</script>`;
  assert.match(checkShellHtml(page({ head: old }), script).join(), /found it 0 times/);
});

test('a second theme reader next to the shared one fails', () => {
  const extra = `<script>localStorage.getItem('onething-theme')</script>`;
  assert.match(
    checkShellHtml(page({ head: `<script>${script}</script>${extra}` }), script).join(),
    /another inline script/,
  );
});

test('an HTML-escaped copy (template <%- instead of <%=) fails', () => {
  const escaped = script.replaceAll("'", '&#39;').replaceAll('"', '&quot;');
  assert.match(checkShellHtml(page({ head: `<script>${escaped}</script>` }), script).join(), /found it 0 times/);
});

test('the script in <body> or after another script fails', () => {
  assert.match(checkShellHtml(page({ head: '', body: `<script>${script}</script>` }), script).join(), /not in <head>/);
  const late = `<script defer src="/main.js"></script><script>${script}</script>`;
  assert.match(checkShellHtml(page({ head: late, body: '' }), script).join(), /another script runs before/);
});

test('a render-blocking external script fails', () => {
  assert.match(checkShellHtml(page({ body: '<script src="/main.js"></script>' }), script).join(), /render-blocking/);
});

test("the first-paint build's inline scripts pass, built with their arguments", () => {
  const startApp = `<script>${buildInlineScript('startApp', [['/main.1.js', '/second.2.js']])}</script>`;
  assert.deepEqual(checkShellHtml(page({ body: startApp }), script, ['startApp']), []);
  assert.match(checkShellHtml(page(), script, ['startApp']).join(), /missing inline scripts: startApp/);
});

test('an inline script that the first-paint build did not make fails', () => {
  const edited = buildInlineScript('recordPrerenderedEvents').replace('submit', 'reset');
  assert.match(
    checkShellHtml(page({ head: `<script>${script}</script><script>${edited}</script>` }), script, [
      'recordPrerenderedEvents',
    ]).join(),
    /did not make/,
  );
});
