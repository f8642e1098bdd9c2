import type { DashboardResponse, PaymentsResponse } from '@trayecto/contracts';

// SPEC §3 "Persisted in the browser: dashboard data and timestamp, associated panels".
// Each entry records the corporate it belongs to, so one account never sees another's figures.

export type DashboardData = DashboardResponse['data'];
export type PaymentRow = PaymentsResponse['data']['detail'][number];

export type DashboardCache = {
  owner: string;
  data: DashboardData | null;
  collaborators: number | null;
  associatedPanels: PaymentRow[] | null;
  /** epoch ms of the last successful dashboard fetch */
  timestamp: number | null;
};

export const DASHBOARD_CACHE_KEYS = {
  data: 'dashboard_data',
  timestamp: 'dashboard_timestamp',
  associatedPanels: 'associated_panels',
} as const;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readJson<T>(key: string): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // quota or privacy mode: the cache is an optimisation only
  }
}

type Owned<T> = { owner: string; value: T };

/** What is cached for `owner` (the corporate _id); pieces of another owner read as null. */
export function readDashboardCache(owner: string): DashboardCache {
  const data = readJson<DataEntry>(DASHBOARD_CACHE_KEYS.data);
  const timestamp = readJson<Owned<number>>(DASHBOARD_CACHE_KEYS.timestamp);
  const panels = readJson<Owned<PaymentRow[]>>(DASHBOARD_CACHE_KEYS.associatedPanels);
  const mine = <T>(entry: Owned<T> | null): T | null =>
    entry?.owner === owner ? entry.value : null;
  const cached = mine(data);
  return {
    owner,
    data: cached?.data ?? null,
    collaborators: cached?.collaborators ?? null,
    associatedPanels: mine(panels),
    timestamp: mine(timestamp),
  };
}

type DataEntry = Owned<{ data: DashboardData | null; collaborators: number | null }>;

function patchData(owner: string, patch: Partial<DataEntry['value']>): void {
  const current = readJson<DataEntry>(DASHBOARD_CACHE_KEYS.data);
  const base = current?.owner === owner ? current.value : { data: null, collaborators: null };
  writeJson(DASHBOARD_CACHE_KEYS.data, { owner, value: { ...base, ...patch } });
}

/** A successful dashboard fetch: its figures and the time they were taken. */
export function writeDashboardData(owner: string, data: DashboardData, timestamp: number): void {
  patchData(owner, { data });
  writeJson(DASHBOARD_CACHE_KEYS.timestamp, { owner, value: timestamp });
}

export function writeCollaborators(owner: string, collaborators: number): void {
  patchData(owner, { collaborators });
}

export function writeAssociatedPanels(owner: string, rows: PaymentRow[]): void {
  writeJson(DASHBOARD_CACHE_KEYS.associatedPanels, { owner, value: rows });
}

/** Logout and expired sessions: forget every dashboard figure. */
export function clearDashboardCache(): void {
  const s = storage();
  if (!s) return;
  for (const key of Object.values(DASHBOARD_CACHE_KEYS)) {
    try {
      s.removeItem(key);
    } catch {
      // ignore
    }
  }
}
