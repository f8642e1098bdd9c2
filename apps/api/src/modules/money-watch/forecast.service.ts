import {
  DEFAULT_MONEY_WATCH,
  FORECAST_HORIZON_DAYS,
  FORECAST_WINDOW_DAYS,
  forecastBalance,
  forecastDay,
  fromCents,
  toCents,
  zonedDateString,
  type BalanceForecast,
  type MoneyWatchSettings,
} from '@trayecto/contracts';
import type { DbOrTx } from '@trayecto/db';
import { availableCents } from '../ledger/ledger.service.ts';
import { corporateTimeZone } from '../corporate/corporate.repository.ts';
import * as repo from './money-watch.repository.ts';

// How long a company's wallet lasts (issue 13, part 6): the last 30 days of spend averaged per
// day, the holds of its scheduled orders on their days, projected 60 days ahead by the one rule
// in contracts (forecastBalance). What the balance page draws and the alert sweep decides on.

const DAY_MS = 24 * 60 * 60 * 1000;

export function settingsOf(row: repo.SettingsRow | null): MoneyWatchSettings {
  if (!row) return DEFAULT_MONEY_WATCH;
  return {
    threshold: row.thresholdCents === null ? null : fromCents(row.thresholdCents),
    days_before: row.daysBefore,
    recipients: row.recipients,
    alerts_enabled: row.alertsEnabled,
    statement_enabled: row.statementEnabled,
  };
}

/** Whether the company should be warned now: below its threshold, or running out soon. */
export function isLow(
  settings: MoneyWatchSettings,
  figures: { availableCents: number; daysLeft: number | null },
) {
  if (settings.threshold !== null && figures.availableCents < toCents(settings.threshold))
    return true;
  return figures.daysLeft !== null && figures.daysLeft <= settings.days_before;
}

export async function computeForecast(
  db: DbOrTx,
  corporateId: string,
  now: Date,
): Promise<BalanceForecast> {
  const [account, row, timeZone] = await Promise.all([
    repo.walletAccount(db, corporateId),
    repo.findSettings(db, corporateId),
    corporateTimeZone(db, corporateId),
  ]);
  const settings = settingsOf(row);
  const since = new Date(now.getTime() - FORECAST_WINDOW_DAYS * DAY_MS);
  const [spent, scheduled] = account
    ? await Promise.all([
        repo.spentCents(db, account.id, since, now),
        repo.scheduledHolds(db, account.id, now),
      ])
    : [0, []];
  const scheduledCents = scheduled.reduce((sum, h) => sum + h.cents, 0);
  const a = account ?? { balanceCents: 0, overdraftCents: 0, heldCents: 0 };
  // what the wallet has once the running orders' holds are counted; scheduled ones fall on their day
  const startCents = a.balanceCents - (a.heldCents - scheduledCents);
  const forecast = forecastBalance({
    startCents,
    spentCents: spent,
    scheduled: scheduled.map((h) => ({ day: forecastDay(now, h.at!), cents: h.cents })),
  });
  const available = availableCents(a);
  return {
    available: fromCents(available),
    daily_spend: fromCents(forecast.dailyCents),
    spent_30d: fromCents(spent),
    scheduled: fromCents(scheduledCents),
    days_left: forecast.daysLeft,
    horizon_days: FORECAST_HORIZON_DAYS,
    points: forecast.points.map((cents, day) => ({
      date: zonedDateString(new Date(now.getTime() + day * DAY_MS), timeZone),
      balance: fromCents(cents),
    })),
    threshold: settings.threshold,
    days_before: settings.days_before,
    low: isLow(settings, { availableCents: available, daysLeft: forecast.daysLeft }),
  };
}
