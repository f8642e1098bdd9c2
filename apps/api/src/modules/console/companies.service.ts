import {
  fromCents,
  toCents,
  type CompanyFeaturesBody,
  type ConsoleCompaniesQuery,
  type ConsoleCompanyDetail,
  type ConsoleCompanyRow,
  type CorporateStatusCode,
  type Language,
} from '@trayecto/contracts';
import type { DbOrTx } from '@trayecto/db';
import type { Actor, AppDeps } from '../../app-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { csvStream } from '../../lib/csv.ts';
import {
  decodeTimeIdCursor,
  encodeTimeIdCursor,
  isUuid,
  keysetPage,
  keysetRows,
} from '../../lib/keyset.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { revokeCorporateSessions } from '../auth/auth.repository.ts';
import { ensureAccount, setOverdraft, walletCents } from '../ledger/ledger.service.ts';
import * as repo from './companies.repository.ts';
import { companyCsvColumns, companyCsvCells } from './console-csv.ts';

type Query = Omit<ConsoleCompaniesQuery, 'limit'> & { limit: number };

export function companyRow(row: repo.CompanyRow): ConsoleCompanyRow {
  const c = row.corporate;
  return {
    _id: c.id,
    unique_id: c.uniqueId,
    name: c.name,
    email: c.email,
    tax_id: c.taxId,
    city: c.city,
    status: c.status,
    is_corporate_master: c.isCorporateMaster,
    is_active_shipments: c.isActiveShipments,
    is_active_multi_stops: c.isActiveMultiStops,
    is_allow_credits: c.isAllowCredits,
    wallet: fromCents(
      walletCents({ balanceCents: row.balanceCents ?? 0, heldCents: row.heldCents ?? 0 }),
    ),
    overdraft: fromCents(row.overdraftCents ?? 0),
    created_at: c.createdAt.toISOString(),
  };
}

export async function listCompanies(deps: AppDeps, query: Query) {
  const after = query.cursor ? decodeTimeIdCursor(query.cursor) : undefined;
  const [rows, counts] = await Promise.all([
    repo.listCompanies(deps.db, query, after, query.limit + 1),
    repo.countCompaniesByStatus(deps.db, query.search),
  ]);
  const { page, next } = keysetPage(rows, query.limit, (r) => ({
    at: r.corporate.createdAt,
    id: r.corporate.id,
  }));
  return {
    success: true as const,
    companies: page.map(companyRow),
    next_cursor: next ? encodeTimeIdCursor(next) : null,
    counts: {
      pending: counts.find((c) => c.status === 'pending')?.count ?? 0,
      approved: counts.find((c) => c.status === 'approved')?.count ?? 0,
      suspended: counts.find((c) => c.status === 'suspended')?.count ?? 0,
    },
  };
}

/** The filtered list as CSV, every page of it. */
export function exportCompaniesCsv(deps: AppDeps, query: Query, lang: Language) {
  const rows = keysetRows(
    (after: { at: Date; id: string } | undefined, limit) =>
      repo.listCompanies(deps.db, query, after, limit),
    (r) => ({ at: r.corporate.createdAt, id: r.corporate.id }),
  );
  return csvStream(companyCsvColumns(lang), rows, (r) => companyCsvCells(companyRow(r), lang));
}

/** A company by id, or 404 (an id that is not a uuid names no company). */
async function companyOr404(db: DbOrTx, id: string, lock = false) {
  const row = isUuid(id) ? await repo.findCompany(db, id, lock) : undefined;
  if (!row) throw new AppError(404, 'not_found');
  return row;
}

export async function companyDetail(db: DbOrTx, id: string): Promise<ConsoleCompanyDetail> {
  const row = await companyOr404(db, id);
  const c = row.corporate;
  const [collaborators, orders, panels, masters] = await Promise.all([
    repo.collaboratorCounts(db, id),
    repo.lastOrders(db, id),
    c.isCorporateMaster ? repo.panelsOf(db, id) : Promise.resolve([]),
    repo.mastersOf(db, id),
  ]);
  const ref = (p: { id: string; uniqueId: string; name: string }) => ({
    _id: p.id,
    unique_id: p.uniqueId,
    name: p.name,
  });
  return {
    success: true,
    company: {
      ...companyRow(row),
      phone: c.phone,
      country_name: c.countryName,
      lang: c.lang,
      fiscal_name: c.fiscalName,
      fiscal_address: c.fiscalAddress,
      invoice_emails: c.invoiceEmails ?? [],
      onboarded_at: c.onboardedAt?.toISOString() ?? null,
      approved_at: c.approvedAt?.toISOString() ?? null,
      suspended_reason: c.suspendedReason,
      image_url: c.imageUrl,
    },
    collaborators,
    last_orders: orders.map((o) => ({
      _id: o.id,
      unique_id: o.uniqueId,
      kind: o.kind,
      status: o.status,
      created_at: o.requestedAt.toISOString(),
      amount: fromCents(Number(o.amountCents)),
    })),
    panels: panels.map(ref),
    masters: masters.map(ref),
  };
}

type Transition = {
  from: CorporateStatusCode;
  to: CorporateStatusCode;
  action: 'company_approved' | 'company_suspended' | 'company_reactivated';
};
const TRANSITIONS = {
  approve: { from: 'pending', to: 'approved', action: 'company_approved' },
  suspend: { from: 'approved', to: 'suspended', action: 'company_suspended' },
  reactivate: { from: 'suspended', to: 'approved', action: 'company_reactivated' },
} as const satisfies Record<string, Transition>;
export type CompanyTransition = keyof typeof TRANSITIONS;

/**
 * Approve, suspend (with a reason: every session of the company ends in the same transaction, so
 * it is refused everywhere at once) or reactivate. Only from the expected status: a company that
 * moved meanwhile (another admin) answers 409 company_status_conflict and nothing changes.
 */
export async function changeStatus(
  deps: AppDeps,
  id: string,
  transition: CompanyTransition,
  actor: Actor,
  reason?: string,
) {
  const t = TRANSITIONS[transition];
  const now = deps.clock.now();
  let sessionsEnded = 0;
  await runTransaction(deps.db, async (tx) => {
    const row = await companyOr404(tx, id, true);
    const changes =
      transition === 'approve'
        ? { status: t.to, approvedAt: now, suspendedReason: null }
        : transition === 'suspend'
          ? { status: t.to, suspendedReason: reason ?? null }
          : { status: t.to, suspendedReason: null };
    const moved = await repo.moveStatus(tx, id, t.from, changes, now);
    if (!moved) throw new AppError(409, 'company_status_conflict');
    if (transition === 'approve') await ensureAccount(tx, { type: 'corporate', corporateId: id });
    if (transition === 'suspend') sessionsEnded = await revokeCorporateSessions(tx, id, now);
    await recordAudit(tx, {
      actor,
      corporateId: id,
      action: t.action,
      entity: 'corporate',
      entityId: id,
      before: { status: row.corporate.status },
      after: {
        status: t.to,
        ...(reason ? { reason } : {}),
        ...(transition === 'suspend' ? { sessions_revoked: sessionsEnded } : {}),
      },
    });
  });
  return { detail: await companyDetail(deps.db, id), sessionsEnded };
}

const FEATURE_COLUMNS = {
  is_active_shipments: 'isActiveShipments',
  is_active_multi_stops: 'isActiveMultiStops',
  is_allow_credits: 'isAllowCredits',
} as const;

export async function setFeatures(
  deps: AppDeps,
  id: string,
  body: CompanyFeaturesBody,
  actor: Actor,
) {
  await runTransaction(deps.db, async (tx) => {
    const row = await companyOr404(tx, id, true);
    const changes: Partial<
      Record<(typeof FEATURE_COLUMNS)[keyof typeof FEATURE_COLUMNS], boolean>
    > = {};
    const before: Record<string, boolean> = {};
    for (const [key, column] of Object.entries(FEATURE_COLUMNS)) {
      const value = body[key as keyof CompanyFeaturesBody];
      if (value === undefined) continue;
      changes[column] = value;
      before[key] = row.corporate[column];
    }
    await repo.setFeatures(tx, id, changes, deps.clock.now());
    await recordAudit(tx, {
      actor,
      corporateId: id,
      action: 'company_features_changed',
      entity: 'corporate',
      entityId: id,
      before,
      after: body,
    });
  });
  return companyDetail(deps.db, id);
}

/** The overdraft the company may run into; refused (422 overdraft_too_low) below what it already uses. */
export async function setCompanyOverdraft(
  deps: AppDeps,
  id: string,
  dollars: number,
  actor: Actor,
) {
  await runTransaction(deps.db, async (tx) => {
    await companyOr404(tx, id, true);
    const account = await ensureAccount(tx, { type: 'corporate', corporateId: id });
    const before = account.overdraftCents;
    await setOverdraft(tx, account.id, toCents(dollars));
    await recordAudit(tx, {
      actor,
      corporateId: id,
      action: 'company_overdraft_changed',
      entity: 'ledger_account',
      entityId: account.id,
      before: { overdraft: fromCents(before) },
      after: { overdraft: dollars },
    });
  });
  return companyDetail(deps.db, id);
}

/**
 * Associates a panel with a master (or ends it). The master must be a master; the panel an
 * approved company that is not a master itself (422 panel_link_invalid otherwise).
 */
export async function linkPanel(
  deps: AppDeps,
  masterId: string,
  panelId: string,
  link: boolean,
  actor: Actor,
) {
  await runTransaction(deps.db, async (tx) => {
    const master = await companyOr404(tx, masterId, true);
    if (!master.corporate.isCorporateMaster) throw new AppError(422, 'panel_link_invalid');
    const panel = await companyOr404(tx, panelId);
    if (link) {
      if (panel.corporate.isCorporateMaster || panel.corporate.status !== 'approved') {
        throw new AppError(422, 'panel_link_invalid');
      }
      if (!(await repo.linkPanel(tx, masterId, panelId))) return;
    } else if (!(await repo.unlinkPanel(tx, masterId, panelId))) {
      throw new AppError(404, 'not_found');
    }
    await recordAudit(tx, {
      actor,
      corporateId: masterId,
      action: link ? 'panel_linked' : 'panel_unlinked',
      entity: 'corporate',
      entityId: panelId,
      after: { panel_id: panelId, panel_unique_id: panel.corporate.uniqueId },
    });
  });
  return companyDetail(deps.db, masterId);
}
