import { describe, expect, it } from 'vitest';
import { bcryptCost, hashPassword, passwordMatches } from '../../src/auth/models/passwords.ts';

describe('the bcrypt cost factor', () => {
  it("is hosted Auth's 10 unless SUPABASE_LOCAL_BCRYPT_COST says otherwise", () => {
    expect(bcryptCost(undefined)).toBe(10);
    expect(bcryptCost('')).toBe(10);
    expect(bcryptCost('4')).toBe(4);
    expect(bcryptCost('12')).toBe(12);
  });

  it('refuses a setting bcrypt cannot use, instead of hashing with something else', () => {
    for (const setting of ['3', '32', '4.5', 'ten', '-4'])
      expect(() => bcryptCost(setting), setting).toThrow(/SUPABASE_LOCAL_BCRYPT_COST/);
  });

  it('is the cost every stored hash is made with, and such a hash checks as usual', async () => {
    const hash = await hashPassword('correct horse');
    const cost = String(bcryptCost(process.env.SUPABASE_LOCAL_BCRYPT_COST)).padStart(2, '0');
    expect(hash).toMatch(new RegExp(`^\\$2[ab]\\$${cost}\\$`));
    expect(await passwordMatches('correct horse', hash)).toBe(true);
    expect(await passwordMatches('wrong horse', hash)).toBe(false);
  });
});
