import {
  OPERATION_KIND_LABELS,
  monthRange,
  type Language,
  type OperationKind,
  type WalletFlows,
} from '@trayecto/contracts';
import { zonedDayIso } from '../../../lib/zoned-day.ts';

// The dashboard's "Dinero del mes": the current month in the company's time zone as the instants
// GET /wallet/flows takes, and the kinds of movement that moved the most money.

/** The month containing `now` in `timeZone`: its days, and its first and last instants (ISO). */
export function monthFlowsRange(now: Date, timeZone: string) {
  const { startDate, endDate } = monthRange(now, timeZone);
  return {
    startDate,
    endDate,
    from: zonedDayIso(startDate, timeZone, 'start') ?? `${startDate}T00:00:00.000Z`,
    to: zonedDayIso(endDate, timeZone, 'end') ?? `${endDate}T23:59:59.999Z`,
  };
}

export type FlowKind = WalletFlows['by_kind'][number];

/**
 * The kinds that moved money, the most (in plus out) first, at most `limit`; ties in the
 * contract's order of kinds so the list does not reshuffle between two readings.
 */
export function topFlowKinds(byKind: readonly FlowKind[], limit = 4): FlowKind[] {
  const order = Object.keys(OPERATION_KIND_LABELS);
  const rank = (kind: string) => {
    const i = order.indexOf(kind);
    return i === -1 ? order.length : i;
  };
  return byKind
    .filter((k) => k.money_in !== 0 || k.money_out !== 0)
    .sort(
      (a, b) =>
        b.money_in + b.money_out - (a.money_in + a.money_out) || rank(a.kind) - rank(b.kind),
    )
    .slice(0, limit);
}

/** A kind's label in the interface language ("Cobro de viaje"), or its code when unknown. */
export function flowKindLabel(kind: string, lang: Language): string {
  return Object.hasOwn(OPERATION_KIND_LABELS, kind)
    ? OPERATION_KIND_LABELS[kind as OperationKind][lang]
    : kind;
}

/** No money moved this month. */
export function isQuietMonth(flows: Pick<WalletFlows, 'money_in' | 'money_out' | 'by_kind'>) {
  return flows.money_in === 0 && flows.money_out === 0 && topFlowKinds(flows.by_kind).length === 0;
}
