import { and, desc, eq, sql } from 'drizzle-orm';
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

/** The Caracas day of a rate, as the unique index `exchange_rates_one_per_day` reads it. */
const rateDay = sql`((${exchangeRates.effectiveAt} at time zone ${DEFAULT_TIMEZONE})::date)`;

/**
 * Sets the rate of a day, in force from its first minute in Caracas. A day has one rate (a unique
 * index on the Caracas day): a day that has one, seeded at another time of day or set before,
 * gets the new rate in its row, so the rate shown and used afterwards is this one.
 */
export async function setRate(deps: AppDeps, body: SetRateBody, actor: Actor) {
  const effectiveAt = zonedDayStart(body.date, DEFAULT_TIMEZONE);
  await runTransaction(deps.db, async (tx) => {
    const [existing] = await tx
      .select()
      .from(exchangeRates)
      .where(and(eq(exchangeRates.currency, 'VES'), eq(rateDay, body.date)))
      .for('update');
    if (existing) {
      await tx
        .update(exchangeRates)
        .set({ rate: String(body.rate), effectiveAt })
        .where(eq(exchangeRates.id, existing.id));
    } else {
      // Two first settings of a day at once: the second finds the first's row by the index.
      await tx.execute(sql`
        insert into exchange_rates (currency, rate, effective_at)
        values ('VES', ${String(body.rate)}, ${effectiveAt})
        on conflict (currency, ((effective_at at time zone 'America/Caracas')::date))
        do update set rate = excluded.rate, effective_at = excluded.effective_at`);
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
