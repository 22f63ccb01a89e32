// Each REST request runs as its own role with its own JWT claims, whatever ran just before it on the same
// database session (PGlite has one) or pooled connection; a signed-out token stops working on reads and
// writes alike; and users take turns at the database, so a burst from one user delays another's request by
// no more than the statements already in the database.
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, setupTestServer } from '../helpers/test-server.ts';
import { rest } from '../rest/rest-helpers.ts';

const server = setupTestServer({ shared: true });
let alice: Awaited<ReturnType<typeof createUser>>;
let bob: Awaited<ReturnType<typeof createUser>>;

interface Identity {
  uid: string | null;
  role: string;
  claims_role: string | null;
  claims_sub: string | null;
}

beforeAll(async () => {
  await server.db.query(
    `create function public.sl_identity() returns json language sql stable as $$
       select json_build_object('uid', auth.uid(), 'role', current_user::text,
                                'claims_role', nullif(current_setting('request.jwt.claims', true), '')::json ->> 'role',
                                'claims_sub', nullif(current_setting('request.jwt.claims', true), '')::json ->> 'sub')
     $$`,
  );
  await server.db.query('grant execute on function public.sl_identity() to anon, authenticated, service_role');
  [alice, bob] = await Promise.all([createUser(server), createUser(server)]);
}, 120_000);

async function identity(token: string): Promise<Identity> {
  const res = await rest(server, token, 'GET', '/rpc/sl_identity');
  expect(res.status).toBe(200);
  return res.json as Identity;
}

describe('claims and roles stay with their request', () => {
  it('consecutive requests of different users each see only their own claims', async () => {
    const asAlice = {
      uid: alice.userId,
      role: 'authenticated',
      claims_role: 'authenticated',
      claims_sub: alice.userId,
    };
    const asBob = { uid: bob.userId, role: 'authenticated', claims_role: 'authenticated', claims_sub: bob.userId };
    const asAnon = { uid: null, role: 'anon', claims_role: 'anon', claims_sub: null };
    for (let round = 0; round < 3; round += 1) {
      expect(await identity(alice.accessToken)).toEqual(asAlice);
      expect(await identity(server.anonKey)).toEqual(asAnon);
      expect(await identity(bob.accessToken)).toEqual(asBob);
      expect(await identity(server.serviceRoleKey)).toMatchObject({
        uid: null,
        role: 'service_role',
        claims_role: 'service_role',
      });
    }
    // The server's own handle sees nothing of them afterwards.
    const { rows } = await server.db.query<{ claims: string | null; uid: string | null }>(
      "select nullif(current_setting('request.jwt.claims', true), '') as claims, auth.uid()::text as uid",
    );
    expect(rows).toEqual([{ claims: null, uid: null }]);
  });

  it('many interleaved requests at once each see their own user', async () => {
    const tokens = Array.from({ length: 60 }, (_, i) => [alice, bob, null][i % 3]);
    const answers = await Promise.all(tokens.map((user) => identity(user?.accessToken ?? server.anonKey)));
    answers.forEach((answer, i) => expect(answer.uid).toBe(tokens[i]?.userId ?? null));
  });

  it('a failed request ends its transaction: no claims, role or session behind for what runs next', async () => {
    const failed = await rest(server, alice.accessToken, 'GET', '/habits?id=eq.not-a-uuid');
    expect(failed.status).toBe(400);
    const { rows } = await server.db.query<{ claims: string | null; role: string; login: string }>(
      "select nullif(current_setting('request.jwt.claims', true), '') as claims, current_user::text as role, session_user::text as login",
    );
    expect(rows[0]?.claims).toBeNull();
    expect(rows[0]?.role).not.toBe('authenticated');
    expect(rows[0]?.login).not.toBe('authenticator');
    expect(await identity(server.anonKey)).toEqual({ uid: null, role: 'anon', claims_role: 'anon', claims_sub: null });
  });
});

describe('a signed-out token', () => {
  it('is refused on a write, which then changes nothing', async () => {
    const user = await createUser(server);
    expect((await user.client.auth.signOut()).error).toBeNull();
    const res = await rest(server, user.accessToken, 'PATCH', `/profiles?user_id=eq.${user.userId}`, {
      body: JSON.stringify({ full_name: 'Signed out' }),
      headers: { 'content-type': 'application/json', prefer: 'return=representation' },
    });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: 'PGRST303', message: 'JWT session has ended (signed out)' });
    expect(res.headers.get('www-authenticate')).toContain('invalid_token');
    const { rows } = await server.db.query<{ full_name: string | null }>(
      'select full_name from public.profiles where user_id = $1',
      [user.userId],
    );
    expect(rows[0]?.full_name).not.toBe('Signed out');
  });

  it('is refused on an RPC in a read-only transaction too', async () => {
    const user = await createUser(server);
    expect((await user.client.auth.signOut()).error).toBeNull();
    const res = await rest(server, user.accessToken, 'GET', '/rpc/sl_identity');
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: 'PGRST303' });
  });
});

describe('a statement run before (PGlite prepares it once) follows the role and the schema', () => {
  it('the same request as anon, as a user and as anon again sees what each role may see', async () => {
    await server.db.query('create table public.sl_prep_rls (id int primary key, owner uuid not null)');
    await server.db.query('alter table public.sl_prep_rls enable row level security');
    await server.db.query(
      'create policy sl_prep_own on public.sl_prep_rls for select to authenticated using (owner = auth.uid())',
    );
    await server.db.query('grant select on public.sl_prep_rls to anon, authenticated');
    await server.db.query('insert into public.sl_prep_rls values (1, $1), (2, $2)', [alice.userId, bob.userId]);
    const ids = async (token: string) => {
      const res = await rest(server, token, 'GET', '/sl_prep_rls?select=id&order=id');
      expect(res.status).toBe(200);
      return (res.json as { id: number }[]).map((r) => r.id);
    };
    for (let round = 0; round < 3; round += 1) {
      expect(await ids(server.anonKey)).toEqual([]);
      expect(await ids(alice.accessToken)).toEqual([1]);
      expect(await ids(bob.accessToken)).toEqual([2]);
    }
  });

  it('a column whose type changed is read with its new type', async () => {
    await server.db.query("create table public.sl_prep_cols (id int primary key, a text not null default 'four')");
    await server.db.query('grant select on public.sl_prep_cols to service_role');
    await server.db.query('insert into public.sl_prep_cols (id) values (1)');
    for (let i = 0; i < 6; i += 1) {
      expect((await rest(server, server.serviceRoleKey, 'GET', '/sl_prep_cols?select=id,a')).json).toEqual([
        { id: 1, a: 'four' },
      ]);
    }
    await server.db.query(
      'alter table public.sl_prep_cols alter column a drop default, alter column a type integer using length(a)',
    );
    expect((await rest(server, server.serviceRoleKey, 'GET', '/sl_prep_cols?select=id,a')).json).toEqual([
      { id: 1, a: 4 },
    ]);
  });
});

describe('a token verified before', () => {
  it('still expires, and a copy with another signature is refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(alice.userId)
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(new TextEncoder().encode(server.jwtSecret));
    expect((await identity(token)).uid).toBe(alice.userId);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await rest(server, forged, 'GET', '/rpc/sl_identity')).status).toBe(401);
    const clock = vi.spyOn(Date, 'now').mockReturnValue((now + 61) * 1000);
    try {
      const expired = await rest(server, token, 'GET', '/rpc/sl_identity');
      expect(expired.status).toBe(401);
      expect(expired.json).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    } finally {
      clock.mockRestore();
    }
  });
});

describe('users take turns at the database', () => {
  it("a burst from one user delays another's request by at most the statements already in the database", async () => {
    await server.db.query(
      'create function public.sl_busy() returns bigint language sql stable as $$ select count(*) from generate_series(1, 20000) $$',
    );
    await server.db.query('grant execute on function public.sl_busy() to authenticated');
    const done: string[] = [];
    const read = (label: string, user: { accessToken: string }) =>
      rest(server, user.accessToken, 'GET', '/rpc/sl_busy').then((res) => {
        expect(res.status).toBe(200);
        done.push(label);
      });
    const before = Array.from({ length: 30 }, (_, i) => read(`alice-${i}`, alice));
    // Alice's requests reach the server first.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const single = read('bob', bob);
    const after = Array.from({ length: 30 }, (_, i) => read(`alice-late-${i}`, alice));
    await Promise.all([...before, single, ...after]);
    // Bob's comes right after the few of Alice's already in the database (PGlite holds the running statement
    // and the next), not after her thirty. On Postgres she holds two connections at most, and answers are
    // also ordered by the server's own work on sixty requests at once (Bob came 7th to 15th here; first come,
    // first served put him after at least 22, eight of hers running at once).
    expect(done.indexOf('bob')).toBeLessThanOrEqual(server.db.kind === 'pglite' ? 3 : 20);
  });
});
