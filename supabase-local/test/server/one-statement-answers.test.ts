// A statement run in its own transaction (how REST runs most requests) answers exactly what the same
// statement answers on the server handle: on PGlite its answer travels from the database thread as
// Postgres's own protocol messages and is parsed on the main thread, a different path from the handle's.
// Errors keep their SQLSTATE whether they come from the transaction's prelude or from the statement, and a
// statement that failed runs again afterwards.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer } from '../helpers/test-server.ts';

const server = setupTestServer({ shared: true });

beforeAll(async () => {
  await server.db.query('create table public.sl_answers (id int primary key, label text)');
}, 120_000);

const SCALARS = `select $1::int as small, count(*) over () as counted, $2::text as label, true as yes, 1.5::numeric as ratio,
  '{"a":[1,2]}'::json as doc, '2026-11-27'::date as day, '2026-11-27 10:00:00+00'::timestamptz as at, null::text as nothing,
  repeat('é', 3000) as long_text`;

describe('one statement in its own transaction', () => {
  it('answers the same rows, types and fields as the server handle', async () => {
    const params = [7, 'seven'];
    const direct = await server.db.query(SCALARS, params);
    const inTransaction = await server.db.queryInTransaction(SCALARS, params, {
      statementTimeoutMs: 5000,
      settings: { role: 'authenticated' },
    });
    expect(inTransaction.rows).toEqual(direct.rows);
    expect(inTransaction.fields).toEqual(direct.fields);
    expect(inTransaction.rows[0]).toMatchObject({
      small: 7,
      label: 'seven',
      yes: true,
      doc: { a: [1, 2] },
      day: '2026-11-27',
      nothing: null,
    });
  });

  it('counts the rows a write changed, and an empty answer has no rows', async () => {
    const insert = await server.db.queryInTransaction(
      "insert into public.sl_answers (id, label) values (1, 'a'), (2, 'b')",
      [],
    );
    expect(insert.affectedRows).toBe(2);
    const none = await server.db.queryInTransaction('select id from public.sl_answers where id > $1', [100]);
    expect(none.rows).toEqual([]);
    expect(none.fields.map((f) => f.name)).toEqual(['id']);
  });

  it("reports the statement's error, and the same statement runs again afterwards", async () => {
    const divide = 'select 10 / $1::int as quotient';
    await expect(server.db.queryInTransaction(divide, [0])).rejects.toMatchObject({
      code: '22012',
      message: 'division by zero',
    });
    expect((await server.db.queryInTransaction(divide, [5])).rows).toEqual([{ quotient: 2 }]);
  });

  it('hands settings to the transaction intact, quotes and backslashes included', async () => {
    for (const value of ["O'Brien", 'C:\\dir\\', `{"name":"\\"'; select 1; --"}`, "\\'", 'é 漢字']) {
      const { rows } = await server.db.queryInTransaction(
        "select current_setting('request.jwt.claims', true) as claims",
        [],
        {
          settings: { 'request.jwt.claims': value },
        },
      );
      expect(rows).toEqual([{ claims: value }]);
    }
  });

  it("reports the prelude's error, and the statement never ran", async () => {
    const insert = "insert into public.sl_answers (id, label) values (3, 'after a signed-out check')";
    await expect(server.db.queryInTransaction(insert, [], { requireSession: randomUUID() })).rejects.toMatchObject({
      code: 'SL303',
    });
    const { rows } = await server.db.query('select id from public.sl_answers where id = 3');
    expect(rows).toEqual([]);
  });
});
