import {
  assistResponseSchema,
  auditPageSchema,
  consoleAdminsResponseSchema,
  consoleCompaniesPageSchema,
  consoleCompanyDetailSchema,
  consoleLoginResponseSchema,
  consoleMeResponseSchema,
  consolePromosResponseSchema,
  consoleRatesResponseSchema,
  promoUsesResponseSchema,
  type AuditQuery,
  type CompanyFeaturesBody,
  type ConsoleLoginBody,
  type CorporateStatusCode,
  type CreatePromoBody,
  type SetRateBody,
} from '@trayecto/contracts/console';
import {
  consoleFareResponseSchema,
  consoleFaresResponseSchema,
  type SetFareBody,
} from '@trayecto/contracts/fares';
import { leadDetailSchema, leadsPageSchema, type LeadStatusCode } from '@trayecto/contracts/leads';
import { consoleApi } from '../../../lib/api-client.ts';
import type { CreditListFilters } from './credits-api.ts';
import type { TopupListFilters } from './topups-api.ts';

// The provider console's calls (/api/console/*), every one with the console session's token
// (consoleApi): an expired console session goes to /admin/login, never to the corporate login.

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});
const id = (value: string) => encodeURIComponent(value);

/** Every console query key starts with 'console': the API client drops them when it ends. */
export const consoleKeys = {
  all: ['console'] as const,
  me: () => ['console', 'me'] as const,
  companies: () => ['console', 'companies'] as const,
  companyList: (filters: CompanyListFilters) => ['console', 'companies', 'list', filters] as const,
  companySearch: (search: string, status: CorporateStatusCode | undefined) =>
    ['console', 'companies', 'search', search, status ?? 'all'] as const,
  company: (companyId: string) => ['console', 'companies', 'detail', companyId] as const,
  leads: () => ['console', 'leads'] as const,
  leadList: (filters: LeadListFilters) => ['console', 'leads', 'list', filters] as const,
  lead: (leadId: string) => ['console', 'leads', 'detail', leadId] as const,
  rates: () => ['console', 'rates'] as const,
  promos: () => ['console', 'promos'] as const,
  promoUses: (promoId: string) => ['console', 'promos', 'uses', promoId] as const,
  fares: () => ['console', 'fares'] as const,
  audit: () => ['console', 'audit'] as const,
  auditList: (filters: AuditFilters) => ['console', 'audit', 'list', filters] as const,
  admins: () => ['console', 'admins'] as const,
  topups: () => ['console', 'topups'] as const,
  topupLists: () => ['console', 'topups', 'list'] as const,
  topupList: (filters: TopupListFilters) => ['console', 'topups', 'list', filters] as const,
  topup: (topupId: string) => ['console', 'topups', 'detail', topupId] as const,
  topupReceipt: (topupId: string) => ['console', 'topups', 'receipt', topupId] as const,
  credits: () => ['console', 'credits'] as const,
  creditLists: () => ['console', 'credits', 'list'] as const,
  creditList: (filters: CreditListFilters) => ['console', 'credits', 'list', filters] as const,
  credit: (creditId: string) => ['console', 'credits', 'detail', creditId] as const,
};

// ---- session ---------------------------------------------------------------------------------

export function consoleLogin(body: ConsoleLoginBody) {
  return consoleApi.post('/console/login', body, { schema: consoleLoginResponseSchema });
}

export function consoleLogout() {
  return consoleApi.post('/console/logout');
}

export async function getConsoleMe(signal?: AbortSignal) {
  return (
    await consoleApi.get('/console/me', { schema: consoleMeResponseSchema, ...signalOf(signal) })
  ).admin;
}

// ---- companies -------------------------------------------------------------------------------

export type CompanyListFilters = {
  status?: CorporateStatusCode | undefined;
  search?: string | undefined;
};

export function listCompanies(
  filters: CompanyListFilters,
  cursor: string | null,
  limit?: number,
  signal?: AbortSignal,
) {
  return consoleApi.get('/console/companies', {
    query: { ...filters, cursor: cursor ?? undefined, limit },
    schema: consoleCompaniesPageSchema,
    ...signalOf(signal),
  });
}

/** The filtered list (every page) as the server's CSV, with the console session's headers. */
export function exportCompaniesCsv(filters: CompanyListFilters) {
  return consoleApi.get<Blob>('/console/companies', {
    query: { ...filters, format: 'csv' },
    responseType: 'blob',
  });
}

export function getCompany(companyId: string, signal?: AbortSignal) {
  return consoleApi.get(`/console/companies/${id(companyId)}`, {
    schema: consoleCompanyDetailSchema,
    ...signalOf(signal),
  });
}

const companyAction = (companyId: string, action: string) =>
  `/console/companies/${id(companyId)}/${action}`;

export function approveCompany(companyId: string) {
  return consoleApi.post(companyAction(companyId, 'approve'), undefined, {
    schema: consoleCompanyDetailSchema,
  });
}

export function suspendCompany(companyId: string, reason: string) {
  return consoleApi.post(
    companyAction(companyId, 'suspend'),
    { reason },
    { schema: consoleCompanyDetailSchema },
  );
}

export function reactivateCompany(companyId: string) {
  return consoleApi.post(companyAction(companyId, 'reactivate'), undefined, {
    schema: consoleCompanyDetailSchema,
  });
}

export function setCompanyFeatures(companyId: string, body: CompanyFeaturesBody) {
  return consoleApi.patch(companyAction(companyId, 'features'), body, {
    schema: consoleCompanyDetailSchema,
  });
}

export function setCompanyOverdraft(companyId: string, overdraft: number) {
  return consoleApi.put(
    companyAction(companyId, 'overdraft'),
    { overdraft },
    { schema: consoleCompanyDetailSchema },
  );
}

/** Associates a panel with a master (`masterId`). */
export function linkPanel(masterId: string, panelId: string) {
  return consoleApi.post(
    companyAction(masterId, 'panels'),
    { panel_id: panelId },
    { schema: consoleCompanyDetailSchema },
  );
}

export function unlinkPanel(masterId: string, panelId: string) {
  return consoleApi.delete(`${companyAction(masterId, 'panels')}/${id(panelId)}`, {
    schema: consoleCompanyDetailSchema,
  });
}

/** A corporate session of the company, acting as the admin (assist mode). */
export function startAssist(corporateId: string) {
  return consoleApi.post(
    '/console/assist',
    { corporate_id: corporateId },
    { schema: assistResponseSchema },
  );
}

// ---- leads -----------------------------------------------------------------------------------

export type LeadListFilters = {
  status?: LeadStatusCode | undefined;
  search?: string | undefined;
};

export function listLeads(
  filters: LeadListFilters,
  cursor: string | null,
  limit?: number,
  signal?: AbortSignal,
) {
  return consoleApi.get('/console/leads', {
    query: { ...filters, cursor: cursor ?? undefined, limit },
    schema: leadsPageSchema,
    ...signalOf(signal),
  });
}

export function exportLeadsCsv(filters: LeadListFilters) {
  return consoleApi.get<Blob>('/console/leads', {
    query: { ...filters, format: 'csv' },
    responseType: 'blob',
  });
}

export function getLead(leadId: string, signal?: AbortSignal) {
  return consoleApi.get(`/console/leads/${id(leadId)}`, {
    schema: leadDetailSchema,
    ...signalOf(signal),
  });
}

export function setLeadStatus(leadId: string, status: LeadStatusCode) {
  return consoleApi.patch(`/console/leads/${id(leadId)}`, { status });
}

export function addLeadNote(leadId: string, text: string) {
  return consoleApi.post(`/console/leads/${id(leadId)}/notes`, { text });
}

/** Creates a pending company from the lead and e-mails its first-password link. */
export function createCompanyFromLead(leadId: string) {
  return consoleApi.post(`/console/leads/${id(leadId)}/company`, undefined, {
    schema: leadDetailSchema,
  });
}

// ---- exchange rates --------------------------------------------------------------------------

export function getRates(signal?: AbortSignal) {
  return consoleApi.get('/console/rates', {
    schema: consoleRatesResponseSchema,
    ...signalOf(signal),
  });
}

export function setRate(body: SetRateBody) {
  return consoleApi.post('/console/rates', body);
}

// ---- promo codes -----------------------------------------------------------------------------

export async function getPromos(signal?: AbortSignal) {
  return (
    await consoleApi.get('/console/promos', {
      schema: consolePromosResponseSchema,
      ...signalOf(signal),
    })
  ).promos;
}

export function createPromo(body: CreatePromoBody) {
  return consoleApi.post('/console/promos', body);
}

export function pausePromo(promoId: string, paused: boolean) {
  return consoleApi.post(`/console/promos/${id(promoId)}/pause`, { paused });
}

export async function getPromoUses(promoId: string, signal?: AbortSignal) {
  return (
    await consoleApi.get(`/console/promos/${id(promoId)}/uses`, {
      schema: promoUsesResponseSchema,
      ...signalOf(signal),
    })
  ).uses;
}

// ---- fares ----------------------------------------------------------------------------------

export function getFares(signal?: AbortSignal) {
  return consoleApi.get('/console/fares', {
    schema: consoleFaresResponseSchema,
    ...signalOf(signal),
  });
}

const farePath = (city: string, serviceType: string) =>
  `/console/fares/${id(city)}/${id(serviceType)}`;

export function setFare(city: string, serviceType: string, body: SetFareBody) {
  return consoleApi.put(farePath(city, serviceType), body, { schema: consoleFareResponseSchema });
}

/** Back to the default table's values. */
export function resetFare(city: string, serviceType: string) {
  return consoleApi.delete(farePath(city, serviceType), { schema: consoleFareResponseSchema });
}

// ---- audit log -------------------------------------------------------------------------------

/** The audit filters as the query sends them (no cursor, limit or format). */
export type AuditFilters = Omit<AuditQuery, 'cursor' | 'limit' | 'format'>;

export function listAudit(
  filters: AuditFilters,
  cursor: string | null,
  limit?: number,
  signal?: AbortSignal,
) {
  return consoleApi.get('/console/audit', {
    query: { ...filters, cursor: cursor ?? undefined, limit },
    schema: auditPageSchema,
    ...signalOf(signal),
  });
}

export function exportAuditCsv(filters: AuditFilters) {
  return consoleApi.get<Blob>('/console/audit', {
    query: { ...filters, format: 'csv' },
    responseType: 'blob',
  });
}

export async function getAdmins(signal?: AbortSignal) {
  return (
    await consoleApi.get('/console/admins', {
      schema: consoleAdminsResponseSchema,
      ...signalOf(signal),
    })
  ).admins;
}
