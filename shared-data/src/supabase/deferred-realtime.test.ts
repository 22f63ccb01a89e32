// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { RealtimeClient } from './deferred-realtime';

const endPoint = 'ws://127.0.0.1:1/realtime/v1';

describe('the deferred realtime client the browser builds give supabase-js', () => {
  it('opens no channel before it is loaded, then the real client does', async () => {
    const client = new RealtimeClient(endPoint, { params: { apikey: 'anon' } });
    expect(() => client.channel('feed')).toThrow(/loadRealtime/);
    expect(client.getChannels()).toEqual([]);
    const real = await client.load();
    expect(await client.load()).toBe(real);
    const channel = client.channel('feed');
    expect(client.getChannels()).toContain(channel);
    await client.removeChannel(channel);
    client.disconnect();
  });

  it('hands the real client the access token it was given before loading', async () => {
    const client = new RealtimeClient(endPoint, { params: { apikey: 'anon' } });
    await client.setAuth('token-before-load');
    const real = await client.load();
    expect(real.accessTokenValue).toBe('token-before-load');
    await client.setAuth('token-after-load');
    expect(real.accessTokenValue).toBe('token-after-load');
    client.disconnect();
  });
});
