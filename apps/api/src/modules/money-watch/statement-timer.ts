import { shiftMonth, zonedMonthString } from '@trayecto/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types.ts';
import { createLeaderSweep } from '../../lib/leader-sweep.ts';
import { runTransaction } from '../../lib/transaction.ts';
import type { Emit } from '../../plugins/realtime.ts';
import type { LeaderTask } from '../orders/order-runtime.ts';
import { giveNotice } from './notices.service.ts';
import * as repo from './statement.repository.ts';
import { closedMonths, statementFiles } from './statement.service.ts';

// The month's statement goes out on the first (issue 13, part 7): on the elected leader, every
// hour of the app's clock, each company that chose to receive it and has no statement for the
// month just closed (in its time zone) gets one: its PDF and CSV e-mailed to its recipients and
// a notice in the panel. The month is claimed in the transaction that queues the e-mails, so it
// goes once in a cluster, and a leader that was down on the first sends it when it is back.

export const STATEMENT_SWEEP_MS = 60 * 60_000;

export function createStatementTimer(deps: AppDeps, emit: Emit, log: FastifyBaseLogger) {
  async function sendOne(corporateId: string, month: string) {
    const files = await statementFiles(deps, corporateId, month);
    const given = await runTransaction(deps.db, async (tx) => {
      if (!(await repo.claimMonth(tx, corporateId, month, deps.clock.now()))) return null;
      return giveNotice(deps, tx, {
        corporateId,
        kind: 'statement_ready',
        key: month,
        params: { month },
        link: `/balance?tab=statements`,
        attachments: [
          { ...files.pdf, contentType: 'application/pdf' },
          { ...files.csv, contentType: 'text/csv; charset=utf-8' },
        ],
      });
    });
    given?.announce(emit);
  }

  async function sweep() {
    const companies = await repo.statementCompanies(deps.db);
    for (const company of companies) {
      const month = shiftMonth(zonedMonthString(deps.clock.now(), company.timezone), -1);
      try {
        const sent = await repo.sentMonths(deps.db, company.id);
        if (sent.some((s) => s.month === month)) continue;
        if (!(await closedMonths(deps, company.id)).includes(month)) continue;
        await sendOne(company.id, month);
      } catch (err) {
        log.error({ err, corporateId: company.id, month }, 'monthly statement failed');
      }
    }
  }

  const task: LeaderTask & { sweepNow(): Promise<void> } = createLeaderSweep({
    clock: deps.clock,
    everyMs: STATEMENT_SWEEP_MS,
    log,
    name: 'monthly statements',
    sweep,
  });
  return task;
}
