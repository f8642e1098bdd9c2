import { createHash } from 'node:crypto';
import type { Db } from '@trayecto/db';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './idempotency.repository.ts';

/** Keys are kept at least this long (issue 3: "Keys live at least 24 hours"). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export type IdempotentResult = { statusCode: number; body: unknown };

export type IdempotentRequest = {
  corporateId: string;
  key: string;
  method: string;
  path: string;
  body: unknown;
};

/** JSON with object keys sorted at every level, so equal bodies hash equally. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value === undefined ? null : value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)),
    );
  });
}

export function requestHash(req: Pick<IdempotentRequest, 'method' | 'path' | 'body'>): string {
  return createHash('sha256')
    .update(`${req.method.toUpperCase()} ${req.path}\n${canonicalJson(req.body)}`)
    .digest('hex');
}

/**
 * Runs `run` at most once per (corporate, key). The claim is committed on its own before `run`
 * starts, so every other connection sees it: a replay with the same request gets the stored
 * result, one with a different request 422 idempotency_mismatch, one that arrives while the first
 * is running 409 idempotency_in_progress. If `run` throws, the claim is dropped and the error
 * rethrown, so the client may retry with the same key. Pass the root database, not a transaction:
 * a claim inside an open transaction would be invisible to the concurrent replays it must stop.
 */
export async function withIdempotency(
  db: Db,
  req: IdempotentRequest,
  run: () => Promise<IdempotentResult>,
): Promise<IdempotentResult> {
  if (req.key.length === 0 || req.key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new AppError(400, 'validation_error');
  }
  const hash = requestHash(req);
  await repo.purgeExpired(db);
  // A claim dropped by a failed attempt between our insert and our read sends us round again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (
      await repo.claimKey(db, {
        corporateId: req.corporateId,
        key: req.key,
        requestHash: hash,
        ttlMs: IDEMPOTENCY_KEY_TTL_MS,
      })
    ) {
      return runClaimed(db, req, hash, run);
    }
    if (await repo.deleteIfExpired(db, req.corporateId, req.key)) continue;
    const row = await repo.findKey(db, req.corporateId, req.key);
    if (!row) continue;
    if (row.requestHash !== hash) throw new AppError(422, 'idempotency_mismatch');
    if (row.status !== 'done') throw new AppError(409, 'idempotency_in_progress');
    return { statusCode: row.responseStatus ?? 200, body: row.responseBody };
  }
  throw new AppError(409, 'idempotency_in_progress');
}

async function runClaimed(
  db: Db,
  req: IdempotentRequest,
  hash: string,
  run: () => Promise<IdempotentResult>,
): Promise<IdempotentResult> {
  let result: IdempotentResult;
  try {
    result = await run();
  } catch (error) {
    await repo.releaseKey(db, req.corporateId, req.key, hash);
    throw error;
  }
  await repo.completeKey(db, req.corporateId, req.key, result);
  return result;
}
