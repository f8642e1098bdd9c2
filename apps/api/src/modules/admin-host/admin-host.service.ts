import {
  fromCents,
  zonedDayStart,
  type CorporateUsersResponse,
  type DashboardResponse,
  type PaymentsResponse,
} from '@trayecto/contracts';
import type { AppDeps } from '../../app-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { findCorporateById } from '../auth/auth.repository.ts';
import { listAssociatedPanels } from '../corporate/corporate.repository.ts';
import * as repo from './admin-host.repository.ts';

/** The corporates a caller reads: itself, or for a master its associated panels. */
async function scope(deps: AppDeps, corporateId: string, associated: boolean) {
  const corporate = await findCorporateById(deps.db, corporateId);
  if (!corporate) throw new AppError(401, 'invalid_token');
  if (!corporate.isCorporateMaster || !associated) return { corporate, ids: [corporate.id] };
  const panels = await listAssociatedPanels(deps.db, corporate.id);
  return { corporate, ids: panels.map((p) => p.id) };
}

const startOfDay = zonedDayStart;

function parseRange(startDate: string, endDate: string, timeZone: string) {
  const valid = (d: string) =>
    !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
    new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);
  if (!valid(startDate) || !valid(endDate) || startDate > endDate) {
    throw new AppError(400, 'validation_error', { fields: { endDate: 'validation_error' } });
  }
  const next = new Date(`${endDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return {
    from: startOfDay(startDate, timeZone),
    to: startOfDay(next.toISOString().slice(0, 10), timeZone),
  };
}

export async function dashboard(
  deps: AppDeps,
  corporateId: string,
  q: { startDate: string; endDate: string },
): Promise<DashboardResponse> {
  const { corporate, ids } = await scope(deps, corporateId, true);
  const stats = await repo.tripShipmentStats(
    deps.db,
    ids,
    parseRange(q.startDate, q.endDate, corporate.timezone),
    corporate.timezone,
  );
  const rows = (list: repo.StatsRow[]) =>
    list.map((r) => ({
      date: r.date,
      status: r.status,
      count: r.count,
      amount: fromCents(r.amountCents),
    }));
  return {
    success: true,
    data: {
      totals: stats.totals,
      details: { trips: rows(stats.details.trips), shipments: rows(stats.details.shipments) },
    },
  };
}

export async function users(
  deps: AppDeps,
  corporateId: string,
  q: { isActive?: 'true' | 'false' | undefined },
): Promise<CorporateUsersResponse> {
  const { ids } = await scope(deps, corporateId, true);
  const isActive = q.isActive === undefined ? undefined : q.isActive === 'true';
  const list = await repo.listPayrollUsers(deps.db, ids, isActive);
  return {
    success: true,
    data: {
      users: list.map((u) => ({ _id: u.id, name: u.name, email: u.email, is_active: u.isActive })),
      count: list.length,
    },
  };
}

export async function payments(
  deps: AppDeps,
  corporateId: string,
  q: { page: number; limit: number; onlyAssociatedPanelsMov?: 'true' | 'false' | undefined },
): Promise<PaymentsResponse> {
  const onlyPanels = q.onlyAssociatedPanelsMov === 'true';
  const { corporate, ids } = await scope(deps, corporateId, onlyPanels);
  // only the associated panels' movements: a company that is no master has no panels, so none
  // (its own movements are the answer without the flag)
  const { rows, total } =
    onlyPanels && !corporate.isCorporateMaster
      ? { rows: [], total: 0 }
      : await repo.listWalletMovements(deps.db, ids, q.page, q.limit);
  return {
    success: true,
    data: {
      detail: rows.map((r) => ({
        _id: String(r.entryId),
        corporate_id: r.corporateId,
        corporate_name: r.corporateName,
        corporate_unique_id: r.corporateUniqueId,
        origin: r.kind,
        description: r.description,
        amount: fromCents(r.amountCents),
        created_at: r.createdAt.toISOString(),
      })),
      total,
      page: q.page,
      limit: q.limit,
    },
  };
}
