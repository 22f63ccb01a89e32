import { describe, expect, it } from 'vitest';
import { validateShieldDomain } from './validate-shield-domain';

describe('shield domains', () => {
  it('accepts a trimmed new domain', () => {
    expect(validateShieldDomain('  tiktok.com ', ['youtube.com'])).toEqual({ ok: true, domain: 'tiktok.com' });
  });

  it('rejects empty and duplicate domains', () => {
    expect(validateShieldDomain('   ', [])).toEqual({ ok: false, reason: 'empty' });
    expect(validateShieldDomain('youtube.com', ['youtube.com'])).toEqual({ ok: false, reason: 'duplicate' });
    expect(validateShieldDomain(' YouTube.com', ['youtube.com'])).toEqual({ ok: false, reason: 'duplicate' });
  });
});
