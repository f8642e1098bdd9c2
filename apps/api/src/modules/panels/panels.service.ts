import type { Readable } from 'node:stream';
import {
  CORPORATE_STATUS_LABELS,
  PANEL_CSV_COLUMNS,
  PANEL_OPERATIONS_LIMIT,
  PANEL_PAYMENTS_LIMIT,
  fromCents,
  labelIn,
  monthRange,
  type Language,
  type PanelCsvColumn,
  type PanelDetail,
  type PanelRow,
} from '@trayecto/contracts';
import type { AppDeps } from '../../app-types.ts';
import { notFound } from '../../lib/app-error.ts';
import { csvNumber, csvStream } from '../../lib/csv.ts';
import { decodeNameIdCursor, encodeNameIdCursor, isUuid, keysetPage } from '../../lib/keyset.ts';
import { payments } from '../admin-host/admin-host.service.ts';
import { corporateTimeZone } from '../corporate/corporate.repository.ts';
import {
  availableCents,
  findAccount,
  takeableCents,
  walletCents,
} from '../ledger/ledger.service.ts';
import {
  exportOperationsCsv,
  listOperations,
  type OperationsQuery,
} from '../wallet/wallet.service.ts';
import * as repo from './panels.repository.ts';

// GET /panels, /panels/{id} and /panels/{id}/operations of a corporate master (routes say
// master only). A panel is found only through the master's associations: another master's panel,
// a company that is not a panel, or an id that is no id all answer 404.

export type PanelsQuery = {
  q?: string | undefined;
  cursor?: string | undefined;
  limit: number;
};

type Month = { startDate: string; endDate: string; timeZone: string };

/** This month in the master's time zone (the dashboard's month). */
async function monthOf(deps: AppDeps, masterId: string): Promise<Month> {
  const timeZone = await corporateTimeZone(deps.db, masterId);
  return { ...monthRange(deps.clock.now(), timeZone), timeZone };
}

const monthBody = (m: Month) => ({ start_date: m.startDate, end_date: m.endDate });

const figuresOf = (row: repo.MonthFiguresRow | undefined) => {
  const tripsCents = row?.tripsCents ?? 0;
  const parcelsCents = row?.parcelsCents ?? 0;
  return {
    trips: row?.trips ?? 0,
    parcels: row?.parcels ?? 0,
    trips_spend: fromCents(tripsCents),
    parcels_spend: fromCents(parcelsCents),
    spend: fromCents(tripsCents + parcelsCents),
  };
};

const accountOf = (row: repo.PanelRowData) => ({
  balanceCents: row.balanceCents ?? 0,
  heldCents: row.heldCents ?? 0,
  overdraftCents: row.overdraftCents ?? 0,
});

/** The rows of a page with their month's figures and active collaborators (two queries). */
async function withFigures(
  deps: AppDeps,
  rows: repo.PanelRowData[],
  month: Month,
): Promise<PanelRow[]> {
  const ids = rows.map((r) => r.id);
  const [figures, collaborators] = await Promise.all([
    repo.monthFigures(deps.db, ids, month, month.timeZone),
    repo.activeCollaborators(deps.db, ids),
  ]);
  const byPanel = new Map(figures.map((f) => [f.corporateId, f]));
  return rows.map((row) => {
    const account = accountOf(row);
    return {
      _id: row.id,
      name: row.name,
      unique_id: row.uniqueId,
      email: row.email,
      status: row.status,
      wallet: fromCents(walletCents(account)),
      overdraft: fromCents(account.overdraftCents),
      month: figuresOf(byPanel.get(row.id)),
      active_collaborators: collaborators.get(row.id) ?? 0,
    };
  });
}

/** GET /panels: one keyset page of the master's panels (by name), with this month's figures. */
export async function listPanels(deps: AppDeps, masterId: string, query: PanelsQuery) {
  const after = query.cursor ? decodeNameIdCursor(query.cursor) : undefined;
  const [rows, month] = await Promise.all([
    repo.listPanels(deps.db, masterId, { q: query.q }, { after, limit: query.limit + 1 }),
    monthOf(deps, masterId),
  ]);
  const { page, next } = keysetPage(rows, query.limit, (r) =>
    encodeNameIdCursor({ name: r.name, id: r.id }),
  );
  return {
    success: true as const,
    data: {
      panels: await withFigures(deps, page, month),
      next_cursor: next,
      month: monthBody(month),
    },
  };
}

export const PANEL_CSV_ORDER = [
  'name',
  'unique_id',
  'email',
  'status',
  'wallet',
  'overdraft',
  'month_trips',
  'month_parcels',
  'month_spend',
  'active_collaborators',
] as const satisfies readonly PanelCsvColumn[];

const CSV_BATCH = 200;

/** GET /panels?format=csv: every panel the search finds, with the month's figures. */
export async function exportPanelsCsv(
  deps: AppDeps,
  masterId: string,
  query: PanelsQuery,
  lang: Language,
): Promise<Readable> {
  const month = await monthOf(deps, masterId);
  async function* panels() {
    let after: { name: string; id: string } | undefined;
    for (;;) {
      const rows = await repo.listPanels(
        deps.db,
        masterId,
        { q: query.q },
        { after, limit: CSV_BATCH },
      );
      yield* await withFigures(deps, rows, month);
      if (rows.length < CSV_BATCH) return;
      const last = rows[rows.length - 1]!;
      after = { name: last.name, id: last.id };
    }
  }
  return csvStream(
    PANEL_CSV_ORDER.map((column) => PANEL_CSV_COLUMNS[column][lang]),
    panels(),
    (p) => [
      p.name,
      p.unique_id,
      p.email,
      labelIn(CORPORATE_STATUS_LABELS, p.status, lang),
      csvNumber(p.wallet, 2),
      csvNumber(p.overdraft, 2),
      p.month.trips,
      p.month.parcels,
      csvNumber(p.month.spend, 2),
      p.active_collaborators,
    ],
  );
}

/** The master's panel, or 404 (not its panel, or not an id). */
export async function panelOf(deps: AppDeps, masterId: string, panelId: string) {
  if (!isUuid(panelId)) throw notFound();
  const row = await repo.findPanel(deps.db, masterId, panelId);
  if (!row) throw notFound();
  return row;
}

/**
 * GET /panels/{id}: the panel's figures, the first page of its balance history (the wallet
 * module's operations of the panel) and its payments (the admin-host payments call for the
 * panel), and what the master has to move to it.
 */
export async function getPanel(deps: AppDeps, masterId: string, panelId: string) {
  const row = await panelOf(deps, masterId, panelId);
  const month = await monthOf(deps, masterId);
  const [[figures], history, paid, masterAccount] = await Promise.all([
    withFigures(deps, [row], month),
    listOperations(deps, panelId, { limit: PANEL_OPERATIONS_LIMIT }),
    payments(deps, panelId, { page: 1, limit: PANEL_PAYMENTS_LIMIT }),
    findAccount(deps.db, { type: 'corporate', corporateId: masterId }),
  ]);
  const account = accountOf(row);
  const master = masterAccount ?? { balanceCents: 0, heldCents: 0, overdraftCents: 0 };
  const panel: PanelDetail = {
    ...figures!,
    balance: fromCents(account.balanceCents),
    holds: fromCents(account.heldCents),
    available: fromCents(availableCents(account)),
    takeable: fromCents(takeableCents(account)),
    operations: history.data.operations,
    operations_next_cursor: history.data.next_cursor,
    payments: paid.data.detail,
    payments_total: paid.data.total,
  };
  return {
    success: true as const,
    data: {
      panel,
      master: {
        wallet: fromCents(walletCents(master)),
        overdraft: fromCents(master.overdraftCents),
        available: fromCents(availableCents(master)),
      },
      month: monthBody(month),
    },
  };
}

/** GET /panels/{id}/operations: the panel's balance history (the wallet module's, for the panel). */
export async function listPanelOperations(
  deps: AppDeps,
  masterId: string,
  panelId: string,
  query: OperationsQuery,
) {
  await panelOf(deps, masterId, panelId);
  return listOperations(deps, panelId, query);
}

/** GET /panels/{id}/operations?format=csv: the same export as the panel's own balance page. */
export async function exportPanelOperationsCsv(
  deps: AppDeps,
  masterId: string,
  panelId: string,
  query: OperationsQuery,
  lang: Language,
): Promise<Readable> {
  await panelOf(deps, masterId, panelId);
  return exportOperationsCsv(deps, panelId, query, lang);
}
