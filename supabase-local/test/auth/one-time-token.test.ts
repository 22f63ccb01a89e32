import { describe, expect, it } from 'vitest';
import { SIGNUP_CONFIRMATION } from '../../src/auth/models/confirmation.ts';
import { issueOneTimeToken, redeemOneTimeToken } from '../../src/auth/models/one-time-token.ts';
import { PASSWORD_RECOVERY } from '../../src/auth/models/recovery.ts';
import { createUser, setupTestServer } from '../helpers/test-server.ts';

describe('one-time tokens (sign-up confirmation and password recovery alike)', () => {
  const server = setupTestServer({ shared: true });

  for (const [name, kind, other] of [
    ['sign-up confirmation', SIGNUP_CONFIRMATION, PASSWORD_RECOVERY],
    ['password recovery', PASSWORD_RECOVERY, SIGNUP_CONFIRMATION],
  ] as const) {
    describe(name, () => {
      it('redeems for its user once', async () => {
        const { userId } = await createUser(server);
        const token = await issueOneTimeToken(server.db, kind, userId);
        expect(token).toMatch(/^[0-9a-f]{56}$/);
        expect(await redeemOneTimeToken(server.db, kind, token)).toBe(userId);
        expect(await redeemOneTimeToken(server.db, kind, token)).toBeUndefined();
      });

      it('redeems only the newest token', async () => {
        const { userId } = await createUser(server);
        const first = await issueOneTimeToken(server.db, kind, userId);
        const second = await issueOneTimeToken(server.db, kind, userId);
        expect(await redeemOneTimeToken(server.db, kind, first)).toBeUndefined();
        expect(await redeemOneTimeToken(server.db, kind, second)).toBe(userId);
      });

      it('refuses a token older than a day', async () => {
        const { userId } = await createUser(server);
        const token = await issueOneTimeToken(server.db, kind, userId);
        await server.db.query(
          `update auth.users set ${kind.sentAtColumn} = now() - interval '24 hours 1 minute' where id = $1`,
          [userId],
        );
        expect(await redeemOneTimeToken(server.db, kind, token)).toBeUndefined();
      });

      it('refuses a token of the other kind, and an empty one (the value of a used-up token)', async () => {
        const { userId } = await createUser(server);
        const token = await issueOneTimeToken(server.db, other, userId);
        expect(await redeemOneTimeToken(server.db, kind, token)).toBeUndefined();
        expect(await redeemOneTimeToken(server.db, other, token)).toBe(userId);
        expect(await redeemOneTimeToken(server.db, kind, '')).toBeUndefined();
        expect(await redeemOneTimeToken(server.db, other, '')).toBeUndefined();
      });

      it('confirms the address of an unconfirmed account', async () => {
        const { userId } = await createUser(server);
        await server.db.query('update auth.users set email_confirmed_at = null where id = $1', [userId]);
        await redeemOneTimeToken(server.db, kind, await issueOneTimeToken(server.db, kind, userId));
        const { rows } = await server.db.query<{ confirmed: boolean }>(
          'select email_confirmed_at is not null as confirmed from auth.users where id = $1',
          [userId],
        );
        expect(rows[0]?.confirmed).toBe(true);
      });
    });
  }
});
