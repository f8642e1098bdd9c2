import { describe, expect, it } from 'vitest';
import { activeUsers, apiClient, caracasRoutes, loginDemo, type Reply } from './fault-api.ts';
import { inParallel, startServer, waitFor, useFaultCluster } from './fault-harness.ts';
import { ledgerViolations } from './fault-sql.ts';
import {
  balanceTransfersByOp,
  createMoneyLoad,
  PREFUND_DOLLARS,
  tripsByKey,
  type MoneyOp,
} from './money-load.ts';

// Issue 7, defect 1: kill -9 of a server under money load, restart on the same database, then
// every key replayed answers its committed result or runs once, and the books balance.

const fault = useFaultCluster();

/** Replays `op` until the answer is not "still running" (409 in progress, none, 503). */
async function replay(api: ReturnType<typeof apiClient>, op: MoneyOp, deadline: number) {
  for (;;) {
    const res: Reply = await api.call('POST', op.path, { body: op.body, key: op.key });
    const transient =
      res.status === 0 ||
      res.status === 503 ||
      (res.status === 409 && res.body?.error_code === 'idempotency_in_progress');
    if (!transient || Date.now() > deadline) return res;
    await new Promise((r) => setTimeout(r, 250));
  }
}

const idOf = (op: MoneyOp, res: Reply | undefined): string | undefined =>
  op.kind === 'trip' ? res?.body?.data?._id : res?.body?.data?.transfer_id;

describe('kill -9 under money load', () => {
  it('after a restart every key answers its committed result or runs once, and the ledger holds', async () => {
    const { cluster, pool, servers } = fault;
    const first = await startServer(cluster, 'fault-kill-1');
    servers.push(first);
    const token = await loginDemo(first.baseUrl);
    const api = apiClient(first.baseUrl, token);
    const users = (await activeUsers(api)).slice(0, 6);
    expect(users.length).toBeGreaterThanOrEqual(3);
    const routes = await caracasRoutes(api);
    for (const u of users) {
      const res = await api.call('POST', `/api/corporate/users/${u._id}/balance`, {
        body: { amount: PREFUND_DOLLARS, direction: 'give' },
        key: `prefund-${u._id}`,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }

    const prefix = `kill-${Date.now().toString(36)}`;
    const load = createMoneyLoad(api, users, routes, prefix);
    load.start(16);
    // Kill in the middle: enough answered to have history, many requests inside the server.
    await waitFor(
      'load is running with requests in flight',
      () => load.answered() >= 40 && load.inFlight() >= 8,
      { timeoutMs: 60_000, intervalMs: 10 },
    );
    const inFlightAtKill = load.inFlight();
    const stopping = load.stop(); // no new requests from here on
    await first.kill('SIGKILL');
    await stopping;
    const { rows: stuck } = await pool.query(
      `select count(*)::int as n from idempotency_keys where status = 'in_progress'`,
    );

    const second = await startServer(cluster, 'fault-kill-2');
    servers.push(second);
    const again = apiClient(second.baseUrl, token);
    const deadline = Date.now() + 30_000;
    const finals = await inParallel(load.ops, 8, (op) => replay(again, op, deadline));

    const problems: string[] = [];
    const transfers = await balanceTransfersByOp(
      pool,
      users.map((u) => u._id),
    );
    const trips = await tripsByKey(pool, prefix);
    load.ops.forEach((op, i) => {
      const final = finals[i]!;
      const want = op.kind === 'trip' ? 201 : 200;
      const done =
        (op.kind === 'trip' ? trips.get(op.key) : transfers.get(`${op.userId}:${op.cents}`)) ?? [];
      const inSql = `${done.length} ${op.kind === 'trip' ? 'trip' : 'transfer'}(s) committed`;
      if (final.status !== want) {
        const code = final.body?.error_code ?? final.error;
        problems.push(`${op.key} (${op.kind}) replay answered ${final.status} ${code}; ${inSql}`);
        return;
      }
      if (op.first?.status === want && idOf(op, op.first) !== idOf(op, final))
        problems.push(`${op.key}: replay answered ${idOf(op, final)}, first ${idOf(op, op.first)}`);
      if (done.length !== 1 || done[0] !== idOf(op, final))
        problems.push(`${op.key}: ${inSql} (${done.join(', ')}), replay ${idOf(op, final)}`);
    });
    problems.push(...(await ledgerViolations(pool)));
    // The old design left every key of a request under way at the kill claimed `in_progress`.
    if (stuck[0].n !== 0) problems.push(`${stuck[0].n} keys left in_progress by the kill`);

    const outcome = finals.reduce<Record<string, number>>((acc, r) => {
      const k = `${r.status}${r.body?.error_code ? ` ${r.body.error_code}` : ''}`;
      return { ...acc, [k]: (acc[k] ?? 0) + 1 };
    }, {});
    console.log(
      `kill -9: ${load.ops.length} ops, ${inFlightAtKill} in flight at the kill, ` +
        `${stuck[0].n} keys in_progress after it; replays: ${JSON.stringify(outcome)}`,
    );
    expect(problems).toEqual([]);
  });
});
