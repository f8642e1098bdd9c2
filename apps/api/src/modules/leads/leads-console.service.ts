import type { Readable } from 'node:stream';
import type { z } from 'zod';
import {
  COMPANY_SIZE_LABELS,
  DEFAULT_TIMEZONE,
  INDUSTRY_LABELS,
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  csvDateTime,
  csvHeader,
  labelIn,
  type CsvColumn,
  type Language,
  type Lead,
  type LeadDetail,
  type LeadStatusCode,
  type leadsPageSchema,
  type leadsQuerySchema,
} from '@trayecto/contracts';
import type { Actor, AppDeps } from '../../app-types.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { csvStream } from '../../lib/csv.ts';
import {
  decodeTimeIdCursor,
  encodeTimeIdCursor,
  keysetPage,
  keysetRows,
  type TimeIdCursor,
} from '../../lib/keyset.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { createCorporate, unknownPasswordHash } from '../corporate/corporate-create.ts';
import * as repo from './leads.repository.ts';

// The console's leads (issue 10): the list with its status tabs, a lead with its notes, moving
// its status, writing a note, and creating the company from it.

type LeadsQuery = z.output<typeof leadsQuerySchema>;
type LeadsPage = z.infer<typeof leadsPageSchema>;

function toLead({ lead, corporate }: repo.LeadWithCorporate): Lead {
  return {
    _id: lead.id,
    name: lead.name,
    company: lead.company,
    tax_id: lead.taxId,
    email: lead.email,
    phone: lead.phone,
    city: lead.city,
    company_size: lead.companySize,
    industry: lead.industry,
    lead_source: lead.leadSource,
    message: lead.message,
    status: lead.status,
    lang: lead.lang,
    corporate: corporate
      ? { _id: corporate.id, unique_id: corporate.uniqueId, status: corporate.status }
      : null,
    created_at: lead.createdAt.toISOString(),
    updated_at: lead.updatedAt.toISOString(),
  };
}

const positionOf = (r: repo.LeadWithCorporate): TimeIdCursor => ({
  at: r.lead.createdAt,
  id: r.lead.id,
});
const filterOf = (q: LeadsQuery): repo.LeadFilter => ({ status: q.status, search: q.search });

/** GET /leads: a status tab's leads, newest first, keyset pages; every tab's count. */
export async function listLeads(deps: AppDeps, query: LeadsQuery): Promise<LeadsPage> {
  const after = query.cursor ? decodeTimeIdCursor(query.cursor) : undefined;
  const [rows, counts] = await Promise.all([
    repo.selectLeads(deps.db, filterOf(query), { after, limit: query.limit + 1 }),
    repo.countLeads(deps.db, { search: query.search }),
  ]);
  const { page, next } = keysetPage(rows, query.limit, positionOf);
  return {
    success: true,
    leads: page.map(toLead),
    next_cursor: next ? encodeTimeIdCursor(next) : null,
    counts,
  };
}

export const LEAD_CSV_COLUMNS = [
  'lead_received_at',
  'status',
  'name',
  'lead_company',
  'lead_tax_id',
  'email',
  'phone',
  'lead_city',
  'lead_company_size',
  'lead_industry',
  'lead_source',
  'lead_message',
  'lead_panel_id',
] as const satisfies readonly CsvColumn[];

/** GET /leads?format=csv: the tab's whole list under the search, in the caller's language. */
export function exportLeadsCsv(deps: AppDeps, query: LeadsQuery, lang: Language): Readable {
  const filter = filterOf(query);
  const rows = keysetRows(
    (after: TimeIdCursor | undefined, limit) => repo.selectLeads(deps.db, filter, { after, limit }),
    positionOf,
  );
  return csvStream(csvHeader(LEAD_CSV_COLUMNS, lang), rows, ({ lead, corporate }) => [
    csvDateTime(lead.createdAt, DEFAULT_TIMEZONE),
    labelIn(LEAD_STATUS_LABELS, lead.status, lang),
    lead.name,
    lead.company,
    lead.taxId,
    lead.email,
    lead.phone,
    lead.city,
    labelIn(COMPANY_SIZE_LABELS, lead.companySize, lang),
    labelIn(INDUSTRY_LABELS, lead.industry, lang),
    labelIn(LEAD_SOURCE_LABELS, lead.leadSource, lang),
    lead.message,
    corporate?.uniqueId ?? '',
  ]);
}

/** GET /leads/:id: the lead and its notes, newest first. */
export async function getLead(deps: AppDeps, id: string): Promise<LeadDetail> {
  const found = await repo.findLead(deps.db, id);
  if (!found) throw notFound();
  return detailOf(deps, found);
}

async function detailOf(deps: AppDeps, found: repo.LeadWithCorporate): Promise<LeadDetail> {
  const notes = await repo.selectNotes(deps.db, found.lead.id);
  return {
    success: true,
    lead: toLead(found),
    notes: notes.map((n) => ({
      _id: n.id,
      text: n.text,
      admin: { _id: n.adminId, name: n.adminName },
      created_at: n.createdAt.toISOString(),
    })),
  };
}

const requireAdmin = (actor: Actor) => {
  if (!actor.adminId) throw new AppError(401, 'invalid_token');
  return actor.adminId;
};

/**
 * PATCH /leads/:id: moves the lead to a status. A lead a company was created from stays won
 * (409 lead_already_converted for any other status).
 */
export async function setLeadStatus(
  deps: AppDeps,
  id: string,
  status: LeadStatusCode,
  actor: Actor,
): Promise<LeadDetail> {
  requireAdmin(actor);
  const found = await runTransaction(deps.db, async (tx) => {
    const current = await repo.findLead(tx, id, { forUpdate: true });
    if (!current) throw notFound();
    if (current.lead.status === status) return current;
    if (current.lead.corporateId) throw new AppError(409, 'lead_already_converted');
    const lead = await repo.updateLead(tx, id, { status, updatedAt: deps.clock.now() });
    await recordAudit(tx, {
      actor,
      corporateId: null,
      action: 'lead_status_changed',
      entity: 'lead',
      entityId: id,
      before: { status: current.lead.status },
      after: { status },
    });
    return { ...current, lead };
  });
  return detailOf(deps, found);
}

/** POST /leads/:id/notes: an admin's note on the lead. */
export async function addLeadNote(
  deps: AppDeps,
  id: string,
  text: string,
  actor: Actor,
): Promise<LeadDetail> {
  const adminId = requireAdmin(actor);
  const found = await runTransaction(deps.db, async (tx) => {
    const current = await repo.findLead(tx, id, { forUpdate: true });
    if (!current) throw notFound();
    const now = deps.clock.now();
    const noteId = await repo.insertNote(tx, { leadId: id, adminId, text, createdAt: now });
    const lead = await repo.updateLead(tx, id, { updatedAt: now });
    await recordAudit(tx, {
      actor,
      corporateId: null,
      action: 'lead_note_added',
      entity: 'lead',
      entityId: id,
      after: { note_id: noteId, text },
    });
    return { ...current, lead };
  });
  return detailOf(deps, found);
}

/**
 * POST /leads/:id/company: creates the pending company from the lead (corporate-create.ts), links
 * the lead to it (won) and e-mails the company its first-password link, in one transaction.
 * Already converted: 409 lead_already_converted; its e-mail used by a company: 409
 * company_email_taken.
 */
export async function createCompanyFromLead(
  deps: AppDeps,
  id: string,
  actor: Actor,
): Promise<LeadDetail> {
  requireAdmin(actor);
  const passwordHash = await unknownPasswordHash();
  const { found, welcome } = await runTransaction(deps.db, async (tx) => {
    const current = await repo.findLead(tx, id, { forUpdate: true });
    if (!current) throw notFound();
    if (current.lead.corporateId) throw new AppError(409, 'lead_already_converted');
    const { lead } = current;
    const { corporate, welcome } = await createCorporate(
      tx,
      deps,
      {
        passwordHash,
        name: lead.company,
        email: lead.email,
        taxId: lead.taxId,
        phone: lead.phone,
        city: lead.city,
        lang: lead.lang,
      },
      actor,
      { action: 'company_created_from_lead', after: { lead_id: lead.id } },
    );
    const updated = await repo.updateLead(tx, id, {
      corporateId: corporate.id,
      status: 'won',
      updatedAt: deps.clock.now(),
    });
    await recordAudit(tx, {
      actor,
      corporateId: null,
      action: 'lead_status_changed',
      entity: 'lead',
      entityId: id,
      before: { status: lead.status, corporate_id: null },
      after: { status: 'won', corporate_id: corporate.id },
    });
    return {
      found: {
        lead: updated,
        corporate: { id: corporate.id, uniqueId: corporate.uniqueId, status: corporate.status },
      },
      welcome,
    };
  });
  welcome.deliver();
  return detailOf(deps, found);
}
