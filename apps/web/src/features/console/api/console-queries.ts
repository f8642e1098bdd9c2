import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  CompanyFeaturesBody,
  ConsoleCompanyDetail,
  CorporateStatusCode,
  CreatePromoBody,
  SetRateBody,
} from '@trayecto/contracts/console';
import type { SetFareBody } from '@trayecto/contracts/fares';
import type { LeadStatusCode } from '@trayecto/contracts/leads';
import { isApiError } from '../../../lib/api-client.ts';
import { useConsoleSessionStore } from '../../../lib/console-session-store.ts';
import {
  addLeadNote,
  approveCompany,
  consoleKeys,
  createCompanyFromLead,
  createPromo,
  getAdmins,
  getCompany,
  getConsoleMe,
  getFares,
  getLead,
  getPromoUses,
  getPromos,
  getRates,
  linkPanel,
  listAudit,
  listCompanies,
  listLeads,
  pausePromo,
  reactivateCompany,
  resetFare,
  setCompanyFeatures,
  setCompanyOverdraft,
  setFare,
  setLeadStatus,
  setRate,
  suspendCompany,
  unlinkPanel,
  type AuditFilters,
  type CompanyListFilters,
  type LeadListFilters,
} from './console-api.ts';

const notFound = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400);
const retryUnlessNotFound = (n: number, error: unknown) => !notFound(error) && n < 2;

/** The signed-in admin, read again on each visit: a role changed meanwhile takes effect. */
export function useConsoleMe() {
  const setAdmin = useConsoleSessionStore((s) => s.setAdmin);
  return useQuery({
    queryKey: consoleKeys.me(),
    queryFn: async ({ signal }) => {
      const admin = await getConsoleMe(signal);
      setAdmin(admin);
      return admin;
    },
    staleTime: 60_000,
  });
}

// ---- companies -------------------------------------------------------------------------------

export function useCompanyList(filters: CompanyListFilters) {
  return useInfiniteQuery({
    queryKey: consoleKeys.companyList(filters),
    queryFn: ({ pageParam, signal }) => listCompanies(filters, pageParam, undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Companies found by a picker's search (the first page is enough to pick from). */
export function useCompanySearch(search: string, status?: CorporateStatusCode) {
  return useQuery({
    queryKey: consoleKeys.companySearch(search, status),
    queryFn: async ({ signal }) =>
      (await listCompanies({ search: search || undefined, status }, null, 20, signal)).companies,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useCompany(companyId: string) {
  return useQuery({
    queryKey: consoleKeys.company(companyId),
    queryFn: ({ signal }) => getCompany(companyId, signal),
    retry: retryUnlessNotFound,
    staleTime: 0,
  });
}

/** An action's answer is the company as it now stands: shown at once, the lists fetched again. */
function companyChanged(queryClient: QueryClient, detail: ConsoleCompanyDetail) {
  queryClient.setQueryData(consoleKeys.company(detail.company._id), detail);
  void queryClient.invalidateQueries({ queryKey: consoleKeys.companies() });
  void queryClient.invalidateQueries({ queryKey: consoleKeys.audit() });
}

/** A refusal because the company moved on (approved or suspended elsewhere): show it anew. */
function refusedAsStale(queryClient: QueryClient, companyId: string, error: unknown) {
  if (isApiError(error) && error.error_code === 'company_status_conflict') {
    void queryClient.invalidateQueries({ queryKey: consoleKeys.company(companyId) });
    void queryClient.invalidateQueries({ queryKey: consoleKeys.companies() });
  }
}

export type CompanyAction =
  | { type: 'approve' }
  | { type: 'suspend'; reason: string }
  | { type: 'reactivate' }
  | { type: 'features'; body: CompanyFeaturesBody }
  | { type: 'overdraft'; overdraft: number }
  | { type: 'link'; panelId: string }
  | { type: 'unlink'; panelId: string };

function runCompanyAction(companyId: string, action: CompanyAction) {
  switch (action.type) {
    case 'approve':
      return approveCompany(companyId);
    case 'suspend':
      return suspendCompany(companyId, action.reason);
    case 'reactivate':
      return reactivateCompany(companyId);
    case 'features':
      return setCompanyFeatures(companyId, action.body);
    case 'overdraft':
      return setCompanyOverdraft(companyId, action.overdraft);
    case 'link':
      return linkPanel(companyId, action.panelId);
    case 'unlink':
      return unlinkPanel(companyId, action.panelId);
  }
}

/** Every change of a company from its detail (status, features, overdraft, panels). */
export function useCompanyAction(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: CompanyAction) => runCompanyAction(companyId, action),
    onSuccess: (detail, action) => {
      companyChanged(queryClient, detail);
      // the panel's own detail lists its masters
      if (action.type === 'link' || action.type === 'unlink')
        void queryClient.invalidateQueries({ queryKey: consoleKeys.company(action.panelId) });
    },
    onError: (error) => refusedAsStale(queryClient, companyId, error),
  });
}

// ---- leads -----------------------------------------------------------------------------------

export function useLeadList(filters: LeadListFilters) {
  return useInfiniteQuery({
    queryKey: consoleKeys.leadList(filters),
    queryFn: ({ pageParam, signal }) => listLeads(filters, pageParam, undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useLead(leadId: string) {
  return useQuery({
    queryKey: consoleKeys.lead(leadId),
    queryFn: ({ signal }) => getLead(leadId, signal),
    retry: retryUnlessNotFound,
    staleTime: 0,
  });
}

function leadChanged(queryClient: QueryClient, leadId: string) {
  void queryClient.invalidateQueries({ queryKey: consoleKeys.lead(leadId) });
  void queryClient.invalidateQueries({ queryKey: consoleKeys.leads() });
  void queryClient.invalidateQueries({ queryKey: consoleKeys.audit() });
}

export function useSetLeadStatus(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: LeadStatusCode) => setLeadStatus(leadId, status),
    onSuccess: () => leadChanged(queryClient, leadId),
  });
}

export function useAddLeadNote(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addLeadNote(leadId, text),
    onSuccess: () => leadChanged(queryClient, leadId),
  });
}

/** The lead's company is created pending: the companies' lists and counts change too. */
export function useCreateCompanyFromLead(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createCompanyFromLead(leadId),
    onSuccess: (detail) => {
      queryClient.setQueryData(consoleKeys.lead(leadId), detail);
      leadChanged(queryClient, leadId);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.companies() });
    },
    onError: (error) => {
      if (isApiError(error) && error.error_code === 'lead_already_converted')
        leadChanged(queryClient, leadId);
    },
  });
}

// ---- exchange rates --------------------------------------------------------------------------

export function useRates() {
  return useQuery({
    queryKey: consoleKeys.rates(),
    queryFn: ({ signal }) => getRates(signal),
    staleTime: 0,
  });
}

export function useSetRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetRateBody) => setRate(body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: consoleKeys.rates() });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.audit() });
    },
  });
}

// ---- promo codes -----------------------------------------------------------------------------

export function usePromos() {
  return useQuery({
    queryKey: consoleKeys.promos(),
    queryFn: ({ signal }) => getPromos(signal),
    staleTime: 0,
  });
}

export function usePromoUses(promoId: string | null) {
  return useQuery({
    queryKey: consoleKeys.promoUses(promoId ?? ''),
    queryFn: ({ signal }) => getPromoUses(promoId!, signal),
    enabled: Boolean(promoId),
    staleTime: 0,
  });
}

function promosChanged(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: consoleKeys.promos() });
  void queryClient.invalidateQueries({ queryKey: consoleKeys.audit() });
}

export function useCreatePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePromoBody) => createPromo(body),
    onSuccess: () => promosChanged(queryClient),
  });
}

export function usePausePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ promoId, paused }: { promoId: string; paused: boolean }) =>
      pausePromo(promoId, paused),
    onSuccess: () => promosChanged(queryClient),
  });
}

// ---- fares ----------------------------------------------------------------------------------

export function useFares() {
  return useQuery({
    queryKey: consoleKeys.fares(),
    queryFn: ({ signal }) => getFares(signal),
    staleTime: 0,
  });
}

function faresChanged(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: consoleKeys.fares() });
  void queryClient.invalidateQueries({ queryKey: consoleKeys.audit() });
}

export function useSetFare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      city,
      serviceType,
      body,
    }: {
      city: string;
      serviceType: string;
      body: SetFareBody;
    }) => setFare(city, serviceType, body),
    onSuccess: () => faresChanged(queryClient),
  });
}

export function useResetFare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ city, serviceType }: { city: string; serviceType: string }) =>
      resetFare(city, serviceType),
    onSuccess: () => faresChanged(queryClient),
  });
}

// ---- audit log -------------------------------------------------------------------------------

export function useAuditList(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: consoleKeys.auditList(filters),
    queryFn: ({ pageParam, signal }) => listAudit(filters, pageParam, undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdmins() {
  return useQuery({
    queryKey: consoleKeys.admins(),
    queryFn: ({ signal }) => getAdmins(signal),
    staleTime: 5 * 60_000,
  });
}
