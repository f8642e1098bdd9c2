import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS } from '@trayecto/contracts';
import { actionOptions, EMPTY_ACTIVITY_FILTERS, toApiFilters } from './activity-filters.ts';

const TZ = 'America/Caracas';

describe('activity filters', () => {
  it('asks for the days as instants of the company’s time zone', () => {
    expect(
      toApiFilters({ actor: 'assist', action: 'login', from: '2026-03-01', to: '2026-03-31' }, TZ),
    ).toEqual({
      actor: 'assist',
      action: 'login',
      from: '2026-03-01T04:00:00.000Z',
      to: '2026-04-01T03:59:59.999Z',
    });
  });

  it('leaves out what the URL holds that is not a filter', () => {
    expect(
      toApiFilters({ actor: 'admin', action: 'drop_tables', from: 'ayer', to: '2026-13' }, TZ),
    ).toEqual({ actor: undefined, action: undefined, from: undefined, to: undefined });
    expect(toApiFilters(EMPTY_ACTIVITY_FILTERS, TZ)).toEqual({
      actor: undefined,
      action: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('does not ask for a reversed range', () => {
    const f = toApiFilters({ ...EMPTY_ACTIVITY_FILTERS, from: '2026-03-10', to: '2026-03-01' }, TZ);
    expect(f.from).toBeUndefined();
    expect(f.to).toBeUndefined();
  });

  it('offers the company’s actions by label, without the console’s own ones or twins', () => {
    const options = actionOptions('es');
    const values = options.map((o) => o.value);
    expect(values).toContain('onboarding_completed');
    expect(values).toContain('assist_started');
    expect(values).not.toContain('admin_login');
    expect(values).not.toContain('promo_created');
    const labels = options.map((o) => o.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'es')));
    for (const o of options) expect(AUDIT_ACTION_LABELS[o.value as 'login'].es).toBe(o.label);
  });
});
