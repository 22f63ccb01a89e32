import { describe, expect, it } from 'vitest';
import {
  APP_PAGE,
  isFileNavigation,
  isHashedFile,
  isRemoteFile,
  manifestUrlsOfConfig,
  originsOfConfig,
  pageForNavigation,
  remoteFilesOfManifest,
} from './remote-files';

const config = {
  supabaseUrl: 'http://127.0.0.1:54321',
  supabaseAnonKey: 'key',
  remotes: {
    'mf-habits': 'http://localhost:4203/mf-manifest.json',
    'mf-growth': 'https://cdn.example.com/growth/v7/mf-manifest.json',
    'mf-broken': 'not a url',
  },
};

describe('pageForNavigation', () => {
  it('answers /landing and /auth with their prerendered pages, with or without a trailing slash', () => {
    expect(pageForNavigation('/landing')).toBe('/landing/index.html');
    expect(pageForNavigation('/landing/')).toBe('/landing/index.html');
    expect(pageForNavigation('/auth')).toBe('/auth/index.html');
  });

  it("answers every other path, /auth's own sub-pages included, with the app's page", () => {
    for (const path of ['/', '/habits', '/habits/123', '/auth/callback', '/settings/'])
      expect(pageForNavigation(path)).toBe(APP_PAGE);
  });

  it('leaves navigations to files to the server', () => {
    expect(isFileNavigation('/config.json')).toBe(true);
    expect(isFileNavigation('/icons/icon-192.png')).toBe(true);
    expect(isFileNavigation('/habits')).toBe(false);
  });
});

describe('remote origins', () => {
  it('takes the remotes from the manifest URLs and leaves out what is not a URL', () => {
    expect(manifestUrlsOfConfig(config)).toEqual([
      'http://localhost:4203/mf-manifest.json',
      'https://cdn.example.com/growth/v7/mf-manifest.json',
    ]);
    const origins = originsOfConfig(config);
    expect([...origins.remotes]).toEqual(['http://localhost:4203', 'https://cdn.example.com']);
    expect(origins.backend).toBe('http://127.0.0.1:54321');
  });

  it('reads a config that is not one as naming nothing', () => {
    expect(manifestUrlsOfConfig(null)).toEqual([]);
    expect(originsOfConfig('nonsense')).toEqual({ remotes: new Set(), backend: null });
  });

  it("caches only a remote's entry files and hashed chunks, never the backend's requests", () => {
    const origins = originsOfConfig(config);
    const remote = (url: string) => isRemoteFile(new URL(url), origins);
    expect(remote('http://localhost:4203/mf-manifest.json')).toBe(true);
    expect(remote('http://localhost:4203/remoteEntry.js')).toBe(true);
    expect(remote('http://localhost:4203/__federation_expose_habits.f9c52c1699.js')).toBe(true);
    expect(remote('https://cdn.example.com/growth/v7/470.c41dbdf586.js')).toBe(true);
    // not hashed, or another origin, or the backend
    expect(remote('http://localhost:4203/notes.js')).toBe(false);
    expect(remote('http://localhost:9999/remoteEntry.js')).toBe(false);
    expect(remote('http://127.0.0.1:54321/rest/v1/habits?select=*')).toBe(false);
    expect(
      isRemoteFile(new URL('http://localhost:4203/rest/v1/x.0123456789.js'), {
        remotes: new Set(['http://localhost:4203']),
        backend: null,
      }),
    ).toBe(false);
  });

  it('tells hashed build output by its name', () => {
    expect(isHashedFile('/main.99682f05fd.js')).toBe(true);
    expect(isHashedFile('/remoteEntry.js')).toBe(false);
    expect(isHashedFile('/index.html')).toBe(false);
  });
});

describe('remoteFilesOfManifest', () => {
  const manifest = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        assets: {
          js: { sync: ['4.6e786f4d44.js', '__federation_expose_habits.f9c52c1699.js'], async: ['89.faa095ecfb.js'] },
          css: { sync: [], async: [] },
        },
      },
    ],
  };

  it('names remoteEntry.js and the exposed modules’ chunks beside the manifest', () => {
    expect(remoteFilesOfManifest('https://cdn.example.com/habits/v42/mf-manifest.json', manifest)).toEqual({
      remoteEntry: 'https://cdn.example.com/habits/v42/remoteEntry.js',
      chunks: [
        'https://cdn.example.com/habits/v42/4.6e786f4d44.js',
        'https://cdn.example.com/habits/v42/__federation_expose_habits.f9c52c1699.js',
        'https://cdn.example.com/habits/v42/89.faa095ecfb.js',
      ],
    });
  });

  it('follows an explicit public path and a remoteEntry folder', () => {
    const files = remoteFilesOfManifest('https://a.example.com/m/mf-manifest.json', {
      ...manifest,
      metaData: {
        publicPath: 'https://static.example.com/habits/',
        remoteEntry: { name: 'remoteEntry.js', path: 'entry/' },
      },
    });
    expect(files.remoteEntry).toBe('https://static.example.com/habits/entry/remoteEntry.js');
    expect(files.chunks[0]).toBe('https://static.example.com/habits/4.6e786f4d44.js');
  });

  it('names nothing for a manifest that is not one', () => {
    expect(remoteFilesOfManifest('https://a.example.com/mf-manifest.json', 'nonsense')).toEqual({
      remoteEntry: null,
      chunks: [],
    });
  });
});
