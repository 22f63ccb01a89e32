import { describe, expect, it } from 'vitest';
import { remoteRouteFor } from './remote-routes';

describe('remoteRouteFor', () => {
  it('matches / alone for the dashboard', () => {
    expect(remoteRouteFor('/')?.exposed).toBe('./dashboard');
    expect(remoteRouteFor('/settings')).toBeUndefined();
  });

  it('matches a prefix and the paths below it, not a longer name', () => {
    expect(remoteRouteFor('/habits')?.remote).toBe('mf-habits');
    expect(remoteRouteFor('/habits/')?.remote).toBe('mf-habits');
    expect(remoteRouteFor('/habits/42/edit')?.remote).toBe('mf-habits');
    expect(remoteRouteFor('/habitsx')).toBeUndefined();
    expect(remoteRouteFor('/playbooks/new')?.exposed).toBe('./playbooks');
  });

  it('ignores case, as the router does', () => {
    expect(remoteRouteFor('/Deep-Work')?.remote).toBe('mf-deepwork');
  });
});
