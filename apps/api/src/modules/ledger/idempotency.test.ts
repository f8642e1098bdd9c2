import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, type Db } from '@trayecto/db';
import { openTestDatabase } from '@trayecto/db/test-db';
import { createCorporate } from './ledger-test-helpers.ts';
import {
  canonicalJson,
  IDEMPOTENCY_KEY_TTL_MS,
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

const keyRow = async (key: string) =>
  (
    await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.corporateId, corporateId), eq(idempotencyKeys.key, key)))
  )[0];

describe('withIdempotency', () => {
  it('runs once and replays the stored result for the same request', async () => {
    const c = counter();
    const key = randomUUID();
    const first = await withIdempotency(db, req(key, { amount: 10, note: 'x' }), c.run);
    const replay = await withIdempotency(db, req(key, { note: 'x', amount: 10 }), c.run);
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
    await withIdempotency(db, req(key, { amount: 10 }), c.run);
    await expect(withIdempotency(db, req(key, { amount: 11 }), c.run)).rejects.toMatchObject({
      statusCode: 422,
      code: 'idempotency_mismatch',
    });
    await expect(
      withIdempotency(db, req(key, { amount: 10 }, '/api/corporate/users/2/balance'), c.run),
    ).rejects.toMatchObject({
      code: 'idempotency_mismatch',
    });
    expect(c.calls()).toBe(1);
  });

  it('answers 409 idempotency_in_progress while the first request runs', async () => {
    const key = randomUUID();
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = withIdempotency(db, req(key, { amount: 5 }), async () => {
      started();
      await gate;
      return { statusCode: 201, body: { ok: true } };
    });
    await running;
    await expect(withIdempotency(db, req(key, { amount: 5 }), counter().run)).rejects.toMatchObject(
      {
        statusCode: 409,
        code: 'idempotency_in_progress',
      },
    );
    finish();
    expect(await first).toEqual({ statusCode: 201, body: { ok: true } });
    expect(await withIdempotency(db, req(key, { amount: 5 }), counter().run)).toEqual({
      statusCode: 201,
      body: { ok: true },
    });
  });

  it('drops the claim when the run fails, so the same key can be retried', async () => {
    const key = randomUUID();
    await expect(
      withIdempotency(db, req(key, { amount: 5 }), async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await keyRow(key)).toBeUndefined();
    const c = counter();
    expect(await withIdempotency(db, req(key, { amount: 5 }), c.run)).toEqual({
      statusCode: 201,
      body: { call: 1 },
    });
  });

  it('scopes keys by corporate', async () => {
    const key = randomUUID();
    const other = await createCorporate(db);
    const c = counter();
    await withIdempotency(db, req(key, { amount: 1 }), c.run);
    await withIdempotency(db, { ...req(key, { amount: 2 }), corporateId: other }, c.run);
    expect(c.calls()).toBe(2);
  });

  it('forgets expired keys: the key works again and old ones are purged', async () => {
    const key = randomUUID();
    const stale = randomUUID();
    const c = counter();
    await withIdempotency(db, req(key, { amount: 1 }), c.run);
    await withIdempotency(db, req(stale, { amount: 1 }), c.run);
    await db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.corporateId, corporateId));
    expect(await withIdempotency(db, req(key, { amount: 2 }), c.run)).toEqual({
      statusCode: 201,
      body: { call: 3 },
    });
    expect(await keyRow(stale)).toBeUndefined();
    expect((await keyRow(key))?.status).toBe('done');
  });

  it('refuses an empty or oversized key with 400', async () => {
    await expect(withIdempotency(db, req('', {}), counter().run)).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      withIdempotency(db, req('k'.repeat(256), {}), counter().run),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,1]},"b":1}',
    );
    expect(canonicalJson(undefined)).toBe('null');
  });
});
