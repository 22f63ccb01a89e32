import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileRevision, precacheEntries } from './precache-list.mjs';

test('hashed files are precached by name, the others by a revision of their bytes; run-time files are left out', () => {
  const bytes = { 'index.html': 'page v1', 'landing/index.html': 'landing', 'manifest.webmanifest': '{}' };
  const entries = precacheEntries(
    [
      'main.99682f05fd.js',
      'index.html',
      'landing/index.html',
      'public/public-pages.b4faddba31.js',
      'manifest.webmanifest',
      'config.json',
      'mf-manifest.json',
      'mf-stats.json',
      'main.99682f05fd.js',
    ],
    (name) => Buffer.from(bytes[name]),
  );
  assert.deepEqual(entries, [
    { url: '/index.html', revision: fileRevision(Buffer.from('page v1')) },
    { url: '/landing/index.html', revision: fileRevision(Buffer.from('landing')) },
    { url: '/main.99682f05fd.js', revision: null },
    { url: '/manifest.webmanifest', revision: fileRevision(Buffer.from('{}')) },
    { url: '/public/public-pages.b4faddba31.js', revision: null },
  ]);
  assert.notEqual(fileRevision(Buffer.from('page v1')), fileRevision(Buffer.from('page v2')));
});
