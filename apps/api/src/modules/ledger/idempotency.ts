import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_MAX } from '@trayecto/contracts';
import type { Db, Tx } from '@trayecto/db';
import { AppError } from '../../lib/app-error.ts';
import { runTransaction } from '../../lib/transaction.ts';
import * as repo from './idempotency.repository.ts';

/** Keys are kept at least this long (issue 3: "Keys live at least 24 hours"). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export type IdempotentResult = { statusCode: number; body: unknown };

export type IdempotentRequest = {
  corporateId: string;
  key: string;
  method: string;
  path: string;
  body: unknown;
  /**
   * What of the answer must not be kept as is (the public links' tokens, lib/link-tokens.ts
   * linkSeal): concealed when stored, revealed when replayed.
   */
  seal?: { conceal: (body: unknown) => unknown; reveal: (body: unknown) => unknown };
};

/**
 * What a service does with the key inside its own transaction. The key is stored in the same
 * transaction as the effect, so after a crash there is either both (the retry replays the stored
 * result) or neither (the retry runs the operation): never a claim that outlives its process.
 */
export type IdempotencyScope = {
  /**
   * The first statement of the effect's transaction: takes the key's advisory lock for this
   * transaction (it dies with the transaction or its connection), then looks for a stored result.
   * Another request holding the key answers 409 idempotency_in_progress; a stored result ends
   * the request with that result (the service's work stops here).
   */
  begin(tx: Tx): Promise<void>;
  /** Stores the response to replay, in the effect's transaction. */
  record(tx: Tx, result: IdempotentResult): Promise<void>;
  /** Drops the stored response in the transaction that undoes the effect (e.g. a trip the provider refused). */
  forget(tx: Tx): Promise<void>;
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

/** The result as JSON would carry it (dates as strings), as the first answer was sent. */
const normalised = (result: IdempotentResult): IdempotentResult => ({
  statusCode: result.statusCode,
  body: result.body === undefined ? null : (JSON.parse(JSON.stringify(result.body)) as unknown),
});

/** Thrown by `begin` when the key already has a result: unwinds the service to the wrapper. */
class StoredResult extends Error {
  constructor(readonly result: IdempotentResult) {
    super('idempotent replay');
  }
}

/** Requests running in this process per database, by corporate and key (covers work after the commit too). */
const runningByDb = new WeakMap<Db, Set<string>>();

function replayOf(
  row: repo.IdempotencyRow,
  hash: string,
  seal: IdempotentRequest['seal'],
): IdempotentResult {
  if (row.requestHash !== hash) throw new AppError(422, 'idempotency_mismatch');
  const body = seal ? seal.reveal(row.responseBody) : row.responseBody;
  return { statusCode: row.responseStatus ?? 200, body };
}

const sealed = (result: IdempotentResult, seal: IdempotentRequest['seal']): IdempotentResult =>
  seal ? { ...result, body: seal.conceal(result.body) } : result;

/**
 * Runs an operation at most once per (corporate, key). `run` gets a scope and must call
 * `scope.begin(tx)` first and `scope.record(tx, result)` last inside the transaction that makes
 * its effect (`idempotentTransaction` does both for a single-transaction operation). Same key and
 * same request: the stored result is replayed; another body or path: 422 idempotency_mismatch;
 * while the first runs: 409 idempotency_in_progress. A run that fails stored nothing, so the
 * client may retry with the same key.
 */
export async function withIdempotency(
  db: Db,
  req: IdempotentRequest,
  run: (scope: IdempotencyScope) => Promise<IdempotentResult>,
): Promise<IdempotentResult> {
  if (req.key.length === 0 || req.key.length > IDEMPOTENCY_KEY_MAX) {
    throw new AppError(400, 'validation_error');
  }
  const hash = requestHash(req);
  const ref = { corporateId: req.corporateId, key: req.key };
  // Checked before any query: on PGlite (one connection) a query would wait for the running
  // request's transaction to end.
  const id = `${req.corporateId}\n${req.key}`;
  let running = runningByDb.get(db);
  if (!running) runningByDb.set(db, (running = new Set()));
  if (running.has(id)) throw new AppError(409, 'idempotency_in_progress');
  running.add(id);
  let recorded: IdempotentResult | null = null;
  const scope: IdempotencyScope = {
    async begin(tx) {
      if (!(await repo.tryLockKey(tx, ref))) throw new AppError(409, 'idempotency_in_progress');
      const row = await repo.findLiveKey(tx, ref);
      if (row) throw new StoredResult(replayOf(row, hash, req.seal));
    },
    async record(tx, result) {
      await repo.storeKey(tx, {
        ...ref,
        requestHash: hash,
        ttlMs: IDEMPOTENCY_KEY_TTL_MS,
        result: sealed(result, req.seal),
      });
      recorded = result;
    },
    async forget(tx) {
      await repo.deleteKey(tx, ref);
    },
  };
  try {
    await repo.purgeExpired(db);
    // The common replay (a client retrying after a timeout) is answered without a transaction.
    const stored = await repo.findLiveKey(db, ref);
    if (stored) return replayOf(stored, hash, req.seal);
    const result = await run(scope);
    if (!recorded) throw new Error('idempotent operation finished without recording its result');
    // A replay answers the first answer in full. What the service stored in its transaction is
    // the effect as committed (an order before the provider took it, a parcel's ids); the
    // answer is what the route made of it afterwards, and that is what is kept.
    if (canonicalJson(result) !== canonicalJson(recorded))
      await repo.replaceResult(
        db,
        { ...ref, requestHash: hash },
        sealed(normalised(result), req.seal),
      );
    return result;
  } catch (error) {
    if (error instanceof StoredResult) return error.result;
    throw error;
  } finally {
    running.delete(id);
  }
}

/** The common case: the whole effect is one transaction (retried on deadlock). */
export function idempotentTransaction(
  db: Db,
  req: IdempotentRequest,
  work: (tx: Tx) => Promise<IdempotentResult>,
): Promise<IdempotentResult> {
  return withIdempotency(db, req, (scope) =>
    runTransaction(db, async (tx) => {
      await scope.begin(tx);
      const result = await work(tx);
      await scope.record(tx, result);
      return result;
    }),
  );
}
