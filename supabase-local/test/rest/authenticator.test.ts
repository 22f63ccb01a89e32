// PostgREST logs in as `authenticator` (NOINHERIT, not a superuser) and switches to the request's API role.
// On a Postgres server the REST connections really log in as authenticator; PGlite has one session, so each
// REST transaction switches its session authorization to authenticator (see the README for the limits).
import { beforeAll, describe, expect, it } from 'vitest';
import { authenticatorUrl } from '../../src/db/postgres-database.ts';
import { createUser, setupTestServer } from '../helpers/test-server.ts';
import { insertId, valid } from '../helpers/rows.ts';
import { createLimitFixtures } from './limit-fixtures.ts';
import { rest } from './rest-helpers.ts';

const server = setupTestServer();
let alice: Awaited<ReturnType<typeof createUser>>;
let bob: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  await createLimitFixtures(server);
  [alice, bob] = await Promise.all([createUser(server), createUser(server)]);
}, 120_000);

async function whoami(token: string): Promise<unknown> {
  const res = await rest(server, token, 'GET', '/rpc/sl_whoami');
  expect(res.status).toBe(200);
  return res.json;
}

describe('REST requests run as authenticator, switched to the API role', () => {
  it('the authenticator role is a NOINHERIT login without superuser, granted the API roles', async () => {
    const { rows } = await server.db.query(
      `select rolsuper, rolinherit, rolcanlogin, rolbypassrls,
              (select array_agg(r.rolname::text order by r.rolname) from pg_auth_members m join pg_roles r on r.oid = m.roleid
                where m.member = a.oid) as member_of
       from pg_roles a where rolname = 'authenticator'`,
    );
    expect(rows).toEqual([
      {
        rolsuper: false,
        rolinherit: false,
        rolcanlogin: true,
        rolbypassrls: false,
        member_of: expect.arrayContaining(['anon', 'authenticated', 'service_role']),
      },
    ]);
  });

  it('session_user is authenticator and current_user the API role, never a superuser', async () => {
    expect(await whoami(server.serviceRoleKey)).toEqual({
      current_user: 'service_role',
      session_user: 'authenticator',
      is_superuser: 'off',
    });
    expect(await whoami(server.anonKey)).toEqual({
      current_user: 'anon',
      session_user: 'authenticator',
      is_superuser: 'off',
    });
    expect(await whoami(alice.accessToken)).toEqual({
      current_user: 'authenticated',
      session_user: 'authenticator',
      is_superuser: 'off',
    });
    // The server's own handle is untouched by REST transactions.
    const { rows } = await server.db.query<{ su: string }>('select session_user::text as su');
    expect(rows[0]?.su).not.toBe('authenticator');
  });

  it('RLS is still enforced for users, and the service role still bypasses it', async () => {
    await insertId(server, 'habits', valid.habit(alice.userId));
    await insertId(server, 'habits', valid.habit(bob.userId));
    const own = await alice.client.from('habits').select('user_id');
    expect(own.error).toBeNull();
    expect(new Set(own.data?.map((row) => row.user_id))).toEqual(new Set([alice.userId]));
    const service = await rest(
      server,
      server.serviceRoleKey,
      'GET',
      `/habits?select=user_id&user_id=in.(${alice.userId},${bob.userId})`,
    );
    expect(new Set((service.json as { user_id: string }[]).map((row) => row.user_id))).toEqual(
      new Set([alice.userId, bob.userId]),
    );
    // Writing someone else's row is refused by the policies, not by a missing grant.
    const hijack = await alice.client.from('habits').insert(valid.habit(bob.userId));
    expect({ status: hijack.status, code: hijack.error?.code }).toEqual({ status: 403, code: '42501' });
  });

  it('derives the authenticator login from the database URL', () => {
    expect(authenticatorUrl('postgres://admin:secret@db.example:5433/app?sslmode=disable')).toBe(
      'postgres://authenticator@db.example:5433/app?sslmode=disable',
    );
  });
});
