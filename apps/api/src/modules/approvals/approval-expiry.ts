import { APPROVAL_UPDATE_EVENT } from '@trayecto/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { createLeaderSweep } from '../../lib/leader-sweep.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { LeaderTask, OrderRuntime } from '../orders/order-runtime.ts';
import { tellRequester } from './approval-email.ts';
import * as repo from './approvals.repository.ts';

// A request nobody decided before its time expires (issue 13, part 3): on the leader, once a
// minute of the app's clock; each change is conditional on the request still waiting, so it
// happens once even when a decision races the sweep. Whoever asked is told.

export const APPROVAL_EXPIRY_SWEEP_MS = 60_000;

export function createApprovalExpiry(runtime: OrderRuntime, log: FastifyBaseLogger) {
  const { deps } = runtime;
  async function expireOne(row: repo.ApprovalRow) {
    const now = deps.clock.now();
    const expired = await runTransaction(deps.db, async (tx) => {
      const moved = await repo.decideRequest(tx, row.id, { status: 'expired', updatedAt: now });
      if (!moved) return undefined;
      await repo.useLinks(tx, row.id, now);
      await recordAudit(tx, {
        actor: { corporateId: null, adminId: null, ip: null },
        corporateId: row.corporateId,
        action: 'approval_expired',
        entity: 'approval',
        entityId: row.id,
        before: { status: 'waiting' },
        after: { status: 'expired' },
      });
      return moved;
    });
    if (!expired) return;
    runtime.emit(row.corporateId, APPROVAL_UPDATE_EVENT, {
      approval_id: row.id,
      status: 'expired',
    });
    await tellRequester(deps, expired);
  }

  async function sweep() {
    for (;;) {
      const rows = await repo.selectExpired(deps.db, deps.clock.now(), 100);
      for (const row of rows) await expireOne(row);
      if (rows.length < 100) break;
    }
  }

  const task: LeaderTask & { sweepNow(): Promise<void> } = createLeaderSweep({
    clock: deps.clock,
    everyMs: APPROVAL_EXPIRY_SWEEP_MS,
    log,
    name: 'approval expiry',
    sweep,
  });
  return task;
}
