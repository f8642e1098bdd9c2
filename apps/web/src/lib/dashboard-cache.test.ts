import { beforeEach, describe, expect, it } from 'vitest';
import {
  DASHBOARD_CACHE_KEYS,
  clearDashboardCache,
  readDashboardCache,
  writeAssociatedPanels,
  writeCollaborators,
  writeDashboardData,
  type DashboardData,
  type PaymentRow,
} from './dashboard-cache.ts';

const map = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  },
});

const data: DashboardData = {
  totals: { trips: 3, shipments: 1 },
  details: {
    trips: [{ date: '2026-11-02', status: 'completed', count: 3, amount: 12.5 }],
    shipments: [],
  },
};
const row: PaymentRow = {
  _id: '1',
  corporate_id: 'p1',
  corporate_name: 'Panel',
  corporate_unique_id: 'TE-1',
  origin: 'topup',
  description: 'Recarga',
  amount: 10,
  created_at: '2026-11-02T10:00:00.000Z',
};

beforeEach(() => map.clear());

describe('dashboard cache (SPEC §3: data, timestamp and associated panels in local storage)', () => {
  it('keeps the figures, the collaborators, the panels and the time they were taken', () => {
    writeCollaborators('c1', 7);
    writeDashboardData('c1', data, 1_000);
    writeAssociatedPanels('c1', [row]);
    expect(readDashboardCache('c1')).toEqual({
      owner: 'c1',
      data,
      collaborators: 7,
      associatedPanels: [row],
      timestamp: 1_000,
    });
    expect(Object.keys(Object.fromEntries(map)).sort()).toEqual(
      Object.values(DASHBOARD_CACHE_KEYS).sort(),
    );
  });

  it("never hands one corporate another's figures", () => {
    writeDashboardData('c1', data, 1_000);
    writeAssociatedPanels('c1', [row]);
    expect(readDashboardCache('c2')).toEqual({
      owner: 'c2',
      data: null,
      collaborators: null,
      associatedPanels: null,
      timestamp: null,
    });
    writeCollaborators('c2', 4);
    expect(readDashboardCache('c2').collaborators).toBe(4);
    expect(readDashboardCache('c2').data).toBeNull();
  });

  it('clearDashboardCache forgets everything and tolerates damaged entries', () => {
    writeDashboardData('c1', data, 1_000);
    writeAssociatedPanels('c1', [row]);
    clearDashboardCache();
    expect(map.size).toBe(0);
    map.set(DASHBOARD_CACHE_KEYS.data, '{not json');
    expect(readDashboardCache('c1').data).toBeNull();
  });
});
