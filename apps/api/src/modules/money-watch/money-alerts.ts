import { CREDIT_EXPIRY_WARN_DAYS, fromCents, zonedDateString } from '@trayecto/contracts';
import { and, eq, gt, lte } from 'drizzle-orm';
import { corporateCredits, moneyWatchSettings } from '@trayecto/db';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types.ts';
import { createLeaderSweep } from '../../lib/leader-sweep.ts';
import { runTransaction } from '../../lib/transaction.ts';
import type { Emit } from '../../plugins/realtime.ts';
import { corporateTimeZone } from '../corporate/corporate.repository.ts';
import { creditUniqueId } from '../credits/credits.service.ts';
import type { LeaderTask } from '../orders/order-runtime.ts';
import { computeForecast, settingsOf } from './forecast.service.ts';
import * as repo from './money-watch.repository.ts';
import { giveNotice, giveNoticeNow } from './notices.service.ts';
import { queueWebhook } from '../webhooks/webhook-outbox.ts';

// Warnings before the money runs out (issue 13, part 6), on the elected leader every few minutes
// of the app's clock (and for one company right after it changes its settings): a company whose
// available balance is under its threshold, or whose forecast says it lasts `days_before` days
// or fewer, is told once per episode (low_since, cleared when the balance is healthy again); a
// credit that ends within CREDIT_EXPIRY_WARN_DAYS is told once. A rejected top-up is told by
// topup-decisions.ts with the same notice.

export const MONEY_ALERT_SWEEP_MS = 10 * 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function createMoneyAlerts(deps: AppDeps, emit: Emit, log: FastifyBaseLogger) {
  /** The low-balance check of one company; answers whether it is low now. */
  async function checkBalance(corporateId: string): Promise<boolean> {
    const row = await repo.findSettings(deps.db, corporateId);
    const settings = settingsOf(row);
    if (!row || !settings.alerts_enabled) return false;
    const now = deps.clock.now();
    const forecast = await computeForecast(deps.db, corporateId, now);
    if (!forecast.low) {
      await repo.markLow(deps.db, corporateId, null);
      return false;
    }
    const given = await runTransaction(deps.db, async (tx) => {
      if (!(await repo.markLow(tx, corporateId, now))) return null;
      await queueWebhook(tx, {
        corporateId,
        type: 'balance.low',
        at: now,
        data: {
          available: forecast.available,
          threshold: settings.threshold,
          days_left: forecast.days_left,
        },
      });
      return giveNotice(deps, tx, {
        corporateId,
        kind: 'balance_low',
        // one notice per episode; markLow above already makes it once
        key: randomUUID(),
        params: {
          // raw dollars: the bell and the e-mail write them in their reader's marks
          available: forecast.available,
          days: forecast.days_left,
          threshold: settings.threshold,
        },
        link: '/balance',
      });
    });
    given?.announce(emit);
    return true;
  }

  /** Credits that end soon, each told once. */
  async function checkCredits() {
    const now = deps.clock.now();
    const until = new Date(now.getTime() + CREDIT_EXPIRY_WARN_DAYS * DAY_MS);
    const c = corporateCredits;
    const credits = await deps.db
      .select({
        id: c.id,
        corporateId: c.corporateId,
        seq: c.seq,
        amountCents: c.amountCents,
        paidCents: c.paidCents,
        expiresAt: c.expiresAt,
        alerts: moneyWatchSettings.alertsEnabled,
      })
      .from(c)
      .leftJoin(moneyWatchSettings, eq(moneyWatchSettings.corporateId, c.corporateId))
      .where(and(eq(c.status, 'active'), gt(c.expiresAt, now), lte(c.expiresAt, until)));
    for (const credit of credits) {
      if (credit.alerts === false) continue;
      const timeZone = await corporateTimeZone(deps.db, credit.corporateId);
      await giveNoticeNow(deps, emit, {
        corporateId: credit.corporateId,
        kind: 'credit_expiring',
        key: credit.id,
        params: {
          credit: creditUniqueId(credit.seq),
          date: zonedDateString(credit.expiresAt!, timeZone),
          due: fromCents(credit.amountCents - credit.paidCents),
        },
        link: '/balance?tab=credits',
      });
    }
  }

  async function sweep() {
    for (const row of await repo.watchedCompanies(deps.db)) {
      try {
        await checkBalance(row.corporateId);
      } catch (err) {
        log.error({ err, corporateId: row.corporateId }, 'balance alert check failed');
      }
    }
    await checkCredits();
  }

  const task: LeaderTask & { sweepNow(): Promise<void> } = createLeaderSweep({
    clock: deps.clock,
    everyMs: MONEY_ALERT_SWEEP_MS,
    log,
    name: 'money alerts',
    sweep,
  });
  return { ...task, checkBalance };
}

export type MoneyAlerts = ReturnType<typeof createMoneyAlerts>;
