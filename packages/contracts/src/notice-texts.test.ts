import { describe, expect, it } from 'vitest';
import { formatUsd } from './format.ts';
import { localizeNoticeParams, noticeText } from './notice-texts.ts';

const body = (
  kind: Parameters<typeof noticeText>[0],
  params: Record<string, string | number | null>,
  lang: 'en' | 'ar' | 'es',
) => noticeText(kind, localizeNoticeParams(kind, params, lang), lang).body;

describe("notice params in the reader's language", () => {
  it.each(['en', 'ar'] as const)('amounts stored raw are written in the %s marks', (lang) => {
    const text = body('balance_low', { available: 1234.5, days: 3, threshold: 500 }, lang);
    expect(text).toContain(formatUsd(1234.5, lang));
    expect(text).toContain(formatUsd(500, lang));
    expect(text).not.toContain('1.234,50');
    const rejected = body(
      'topup_rejected',
      { topup: 'REC-000001', amount: 80.25, reason: '' },
      lang,
    );
    expect(rejected).toContain(formatUsd(80.25, lang));
    expect(rejected).not.toContain('80,25');
  });

  it('older notices, stored already in Spanish marks, read in the reader’s marks too', () => {
    expect(
      body('credit_expiring', { credit: 'CRE-000001', date: '2026-12-01', due: '$1.234,50' }, 'en'),
    ).toBe('Credit CRE-000001 expires on December 1, 2026 with $1,234.50 still due.');
    expect(
      body('credit_expiring', { credit: 'CRE-000001', date: '2026-12-01', due: 1234.5 }, 'es'),
    ).toBe('El crédito CRE-000001 vence el 1 de diciembre de 2026 con $1.234,50 pendientes.');
  });

  it("a recurring trip's day and hour are written in the language, never raw", () => {
    const text = body(
      'recurring_failed',
      { passenger: 'Ana', date: '2026-12-01 07:30', error_code: 'x' },
      'en',
    );
    expect(text).toContain('December 1, 2026');
    expect(text).toContain('07:30');
    expect(text).not.toContain('2026-12-01');
    expect(
      body(
        'recurring_failed',
        { passenger: 'Ana', date: '2026-12-01 07:30', error_code: 'x' },
        'ar',
      ),
    ).not.toContain('2026-12-01');
  });
});
