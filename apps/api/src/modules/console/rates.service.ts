import { and, desc, eq } from 'drizzle-orm';
import { DEFAULT_TIMEZONE, zonedDayStart, type SetRateBody } from '@trayecto/contracts';
import { exchangeRates } from '@trayecto/db';
import type { Actor, AppDeps } from '../../app-types.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';

// The BCV rate of bolívares per dollar, one per Caracas day: what every amount in Bs is shown at.

type RateRow = typeof exchangeRates.$inferSelect;

const rateView = (r: RateRow) => ({
  _id: String(r.id),
  rate: Number(r.rate),
  date: new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIMEZONE }).format(r.effectiveAt),
  created_at: r.createdAt.toISOString(),
});

export async function listRates(deps: AppDeps) {
  const rows = await deps.db
    .select()
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, 'VES'))
    .orderBy(desc(exchangeRates.effectiveAt), desc(exchangeRates.id))
    .limit(120);
  const now = deps.clock.now().getTime();
  const today = rows.find((r) => r.effectiveAt.getTime() <= now) ?? null;
  return {
    success: true as const,
    today: today ? rateView(today) : null,
    rates: rows.map(rateView),
  };
}

/** Sets the rate of a day (from its first minute in Caracas), replacing that day's if it had one. */
export async function setRate(deps: AppDeps, body: SetRateBody, actor: Actor) {
  const effectiveAt = zonedDayStart(body.date, DEFAULT_TIMEZONE);
  await runTransaction(deps.db, async (tx) => {
    const [existing] = await tx
      .select()
      .from(exchangeRates)
      .where(and(eq(exchangeRates.currency, 'VES'), eq(exchangeRates.effectiveAt, effectiveAt)))
      .for('update');
    if (existing) {
      await tx
        .update(exchangeRates)
        .set({ rate: String(body.rate) })
        .where(eq(exchangeRates.id, existing.id));
    } else {
      await tx
        .insert(exchangeRates)
        .values({ currency: 'VES', rate: String(body.rate), effectiveAt });
    }
    await recordAudit(tx, {
      actor,
      corporateId: null,
      action: 'exchange_rate_set',
      entity: 'exchange_rate',
      entityId: body.date,
      before: existing ? { rate: Number(existing.rate) } : null,
      after: { rate: body.rate, date: body.date },
    });
  });
  return listRates(deps);
}
