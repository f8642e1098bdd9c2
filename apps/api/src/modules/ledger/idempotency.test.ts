import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  corporates,
  idempotencyKeys,
  openDatabase,
  type Db,
  type DbHandle,
  type DbOrTx,
} from '@trayecto/db';
import { openTestDatabase } from '@trayecto/db/test-db';
import { createCorporate } from './ledger-test-helpers.ts';
import {
  canonicalJson,
  IDEMPOTENCY_KEY_TTL_MS,
  idempotentTransaction,
  withIdempotency,
  type IdempotentResult,
} from './idempotency.ts';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Db;
let corporateId: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  corporateId = await createCorporate(db);
});
afterAll(async () => {
  await handle?.close();
});

const req = (key: string, body: unknown, path = '/api/corporate/users/1/balance') => ({
  corporateId,
  key,
  method: 'POST',
  path,
  body,
});

function counter() {
  let calls = 0;
  const run = async (): Promise<IdempotentResult> => {
    calls += 1;
    return { statusCode: 201, body: { call: calls } };
  };
  return { run, calls: () => calls };
}

const keyRow = async (key: string, corp = corporateId) =>
  (
    await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.corporateId, corp), eq(idempotencyKeys.key, key)))
  )[0];

/** An effect that is visible in the database: a corporate row created in the key's transaction. */
async function effect(tx: DbOrTx): Promise<IdempotentResult> {
  const id = await createCorporate(tx);
  return { statusCode: 201, body: { id } };
}
const effectExists = async (id: string) =>
  (await db.select().from(corporates).where(eq(corporates.id, id))).length === 1;

describe('withIdempotency', () => {
  it('runs once and replays the stored result for the same request', async () => {
    const c = counter();
    const key = randomUUID();
    const first = await idempotentTransaction(db, req(key, { amount: 10, note: 'x' }), c.run);
    const replay = await idempotentTransaction(db, req(key, { note: 'x', amount: 10 }), c.run);
    expect(first).toEqual({ statusCode: 201, body: { call: 1 } });
    expect(replay).toEqual(first);
    expect(c.calls()).toBe(1);
    const row = await keyRow(key);
    expect(row?.status).toBe('done');
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThanOrEqual(
      IDEMPOTENCY_KEY_TTL_MS,
    );
  });

  it('answers 422 idempotency_mismatch for another body or path with the same key', async () => {
    const c = counter();
    const key = randomUUID();
    await idempotentTransaction(db, req(key, { amount: 10 }), c.run);
    await expect(idempotentTransaction(db, req(key, { amount: 11 }), c.run)).rejects.toMatchObject({
      statusCode: 422,
      code: 'idempotency_mismatch',
    });
    await expect(
      idempotentTransaction(db, req(key, { amount: 10 }, '/api/corporate/users/2/balance'), c.run),
    ).rejects.toMatchObject({
      code: 'idempotency_mismatch',
    });
    expect(c.calls()).toBe(1);
  });

  it('answers 409 idempotency_in_progress while the first request runs, then replays it', async () => {
    const key = randomUUID();
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = idempotentTransaction(db, req(key, { amount: 5 }), async () => {
      started();
      await gate;
      return { statusCode: 201, body: { ok: true } };
    });
    await running;
    await expect(
      idempotentTransaction(db, req(key, { amount: 5 }), counter().run),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'idempotency_in_progress',
    });
    finish();
    expect(await first).toEqual({ statusCode: 201, body: { ok: true } });
    expect(await idempotentTransaction(db, req(key, { amount: 5 }), counter().run)).toEqual({
      statusCode: 201,
      body: { ok: true },
    });
  });

  it('stores the key with its effect: a run that fails leaves neither, and the key can be retried', async () => {
    const key = randomUUID();
    let createdId = '';
    await expect(
      idempotentTransaction(db, req(key, { amount: 5 }), async (tx) => {
        createdId = ((await effect(tx)).body as { id: string }).id;
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await keyRow(key)).toBeUndefined();
    expect(await effectExists(createdId)).toBe(false);
    const retried = await idempotentTransaction(db, req(key, { amount: 5 }), effect);
    expect(await effectExists((retried.body as { id: string }).id)).toBe(true);
    expect((await keyRow(key))?.responseBody).toEqual(retried.body);
  });

  it('runs a key that an earlier process left in_progress (a claim that outlived its process)', async () => {
    const key = randomUUID();
    await db.insert(idempotencyKeys).values({
      corporateId,
      key,
      requestHash: 'left-by-a-crashed-process',
      status: 'in_progress',
      expiresAt: sql`now() + interval '1 day'`,
    });
    const c = counter();
    expect(await idempotentTransaction(db, req(key, { amount: 5 }), c.run)).toEqual({
      statusCode: 201,
      body: { call: 1 },
    });
    expect(await idempotentTransaction(db, req(key, { amount: 5 }), c.run)).toEqual({
      statusCode: 201,
      body: { call: 1 },
    });
    expect((await keyRow(key))?.status).toBe('done');
  });

  it('refuses an operation that never records its result (a service that forgot the scope)', async () => {
    await expect(
      withIdempotency(db, req(randomUUID(), {}), async () => ({ statusCode: 200, body: {} })),
    ).rejects.toThrow(/without recording/);
  });

  it('scopes keys by corporate', async () => {
    const key = randomUUID();
    const other = await createCorporate(db);
    const c = counter();
    await idempotentTransaction(db, req(key, { amount: 1 }), c.run);
    await idempotentTransaction(db, { ...req(key, { amount: 2 }), corporateId: other }, c.run);
    expect(c.calls()).toBe(2);
  });

  it('forgets expired keys: the key works again and old ones are purged', async () => {
    const key = randomUUID();
    const stale = randomUUID();
    const c = counter();
    await idempotentTransaction(db, req(key, { amount: 1 }), c.run);
    await idempotentTransaction(db, req(stale, { amount: 1 }), c.run);
    await db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.corporateId, corporateId));
    expect(await idempotentTransaction(db, req(key, { amount: 2 }), c.run)).toEqual({
      statusCode: 201,
      body: { call: 3 },
    });
    expect(await keyRow(stale)).toBeUndefined();
    expect((await keyRow(key))?.status).toBe('done');
  });

  it('refuses an empty or oversized key with 400', async () => {
    await expect(idempotentTransaction(db, req('', {}), counter().run)).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      idempotentTransaction(db, req('k'.repeat(256), {}), counter().run),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});

// A second instance and a connection that dies need a server: defined on PostgreSQL only.
if (process.env.DATABASE_URL) {
  describe('withIdempotency across connections', () => {
    let second: DbHandle;
    beforeAll(async () => {
      second = await openDatabase({ databaseUrl: handle.url! });
    });
    afterAll(async () => {
      await second?.close();
    });

    it('a request whose connection dies mid-transaction leaves nothing; the retry runs it once', async () => {
      const key = randomUUID();
      let createdId = '';
      const doomed = idempotentTransaction(db, req(key, { amount: 7 }), async (tx) => {
        createdId = ((await effect(tx)).body as { id: string }).id;
        const pid = (
          (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: Array<{ pid: number }>;
          }
        ).rows[0]!.pid;
        // What kill -9 of the process does to its connection: the server ends the session.
        await second.db.execute(sql`select pg_terminate_backend(${pid})`);
        await tx.execute(sql`select 1`);
        return { statusCode: 201, body: { id: createdId } };
      });
      await expect(doomed).rejects.toThrow();
      expect(await keyRow(key)).toBeUndefined();
      expect(await effectExists(createdId)).toBe(false);
      // The retry, on another instance, is not refused as in progress: it runs once.
      const retried = await idempotentTransaction(second.db, req(key, { amount: 7 }), effect);
      expect(retried.statusCode).toBe(201);
      expect(await effectExists((retried.body as { id: string }).id)).toBe(true);
      expect(await idempotentTransaction(db, req(key, { amount: 7 }), effect)).toEqual(retried);
    });

    it('another instance gets 409 while the first transaction holds the key, then the stored result', async () => {
      const key = randomUUID();
      let finish!: () => void;
      const gate = new Promise<void>((resolve) => (finish = resolve));
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      const first = idempotentTransaction(db, req(key, { amount: 3 }), async (tx) => {
        const result = await effect(tx);
        started();
        await gate;
        return result;
      });
      await running;
      await expect(
        idempotentTransaction(second.db, req(key, { amount: 3 }), effect),
      ).rejects.toMatchObject({ statusCode: 409, code: 'idempotency_in_progress' });
      finish();
      const done = await first;
      expect(await idempotentTransaction(second.db, req(key, { amount: 3 }), effect)).toEqual(done);
    });
  });
}

describe('canonicalJson', () => {
  it('sorts keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,1]},"b":1}',
    );
    expect(canonicalJson(undefined)).toBe('null');
  });
});
