import { describe, expect, it } from 'vitest';
import {
  EMPTY_AUDIT_FILTERS,
  auditFiltersFromUrl,
  auditFiltersToUrl,
  auditQueryOf,
  isFiltered,
} from './audit-filters.ts';

describe('the audit filters', () => {
  it('go through the URL and back', () => {
    const filters = {
      ...EMPTY_AUDIT_FILTERS,
      company: 'c1',
      companyName: 'Demo C.A.',
      actor: 'corporate' as const,
      action: 'login',
      assist: true,
      from: '2026-05-01',
      to: '2026-05-03',
    };
    expect(auditFiltersFromUrl(auditFiltersToUrl(filters))).toEqual(filters);
    expect(auditFiltersToUrl(EMPTY_AUDIT_FILTERS).toString()).toBe('');
    expect(auditFiltersFromUrl(new URLSearchParams('actor=nobody')).actor).toBe('');
  });

  it('ask the API for Caracas days, an admin as an admin actor, assist as a string', () => {
    const query = auditQueryOf({
      ...EMPTY_AUDIT_FILTERS,
      admin: 'a1',
      actor: 'corporate',
      assist: true,
      from: '2026-05-01',
      to: '2026-05-01',
      action: '  company_approved ',
    });
    expect(query).toEqual({
      corporate_id: undefined,
      actor_type: 'admin',
      actor_id: 'a1',
      action: 'company_approved',
      assist_only: 'true',
      from: '2026-05-01T04:00:00.000Z',
      to: '2026-05-02T03:59:59.999Z',
    });
  });

  it('do not ask for a reversed range', () => {
    const query = auditQueryOf({ ...EMPTY_AUDIT_FILTERS, from: '2026-05-03', to: '2026-05-01' });
    expect(query.from).toBeUndefined();
    expect(query.to).toBeUndefined();
  });

  it('count as set when any is (the company name alone does not)', () => {
    expect(isFiltered(EMPTY_AUDIT_FILTERS)).toBe(false);
    expect(isFiltered({ ...EMPTY_AUDIT_FILTERS, companyName: 'x' })).toBe(false);
    expect(isFiltered({ ...EMPTY_AUDIT_FILTERS, assist: true })).toBe(true);
  });
});
