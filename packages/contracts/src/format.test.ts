import { describe, expect, it } from 'vitest';
import { toBolivares } from './money.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from './i18n.ts';
import {
  formatBs,
  formatNumber,
  formatRate,
  setNumberLanguage,
  formatDate,
  formatDateTime,
  formatUsd,
  monthName,
  initials,
  isValidIdCard,
  isValidTaxId,
  maskIdCard,
  maskPhone,
  normalizePhoneInput,
  maskTaxId,
  monthRange,
} from './format.ts';

describe("money (SPEC §9: symbol in front, 2 decimals; the separators are the language's)", () => {
  it.each([
    [0, '$0,00', '$0.00', '$0,00', '$0.00'],
    [1234.56, '$1.234,56', '$1,234.56', '$1\u202f234,56', '$1,234.56'],
    [1234.5, '$1.234,50', '$1,234.50', '$1\u202f234,50', '$1,234.50'],
    [1_000_000, '$1.000.000,00', '$1,000,000.00', '$1\u202f000\u202f000,00', '$1,000,000.00'],
    [0.1 + 0.2, '$0,30', '$0.30', '$0,30', '$0.30'],
    [-3, '-$3,00', '-$3.00', '-$3,00', '-$3.00'],
    [-1234.567, '-$1.234,57', '-$1,234.57', '-$1\u202f234,57', '-$1,234.57'],
  ])('formatUsd(%s) in es, en, fr, ar', (value, es, en, fr, ar) => {
    expect(LANGUAGES.map((lang) => formatUsd(value, lang))).toEqual([es, en, fr, ar]);
  });

  it.each([
    [0, 'Bs. 0,00', 'Bs. 0.00'],
    [1234.56, 'Bs. 1.234,56', 'Bs. 1,234.56'],
    [98765432.1, 'Bs. 98.765.432,10', 'Bs. 98,765,432.10'],
    [-3, '-Bs. 3,00', '-Bs. 3.00'],
  ])('formatBs(%s) = %s in Spanish, %s in English', (value, es, en) => {
    expect(formatBs(value, 'es')).toBe(es);
    expect(formatBs(value, 'en')).toBe(en);
  });

  it('never shows a minus sign on an amount that rounds to zero', () => {
    for (const lang of LANGUAGES) {
      expect(formatUsd(-0, lang)).toBe(formatUsd(0, lang));
      expect(formatUsd(-0.001, lang)).toBe(formatUsd(0, lang));
      expect(formatBs(-0.004, lang)).toBe(formatBs(0, lang));
    }
  });

  it('Spanish is Spanish (Venezuela): money and a distance share their marks', () => {
    expect(formatUsd(2941.68, 'es')).toBe('$2.941,68');
    expect(formatNumber(3.5, 'es')).toBe('3,5');
    expect(formatNumber(3.5, 'en')).toBe('3.5');
    expect(formatRate(236.4571, 'es')).toBe('Bs. 236,4571');
  });

  it('follows the interface language when the caller names none', () => {
    try {
      for (const lang of LANGUAGES) {
        setNumberLanguage(lang);
        expect(formatUsd(1234.5)).toBe(formatUsd(1234.5, lang));
        expect(formatNumber(3.5)).toBe(formatNumber(3.5, lang));
      }
    } finally {
      setNumberLanguage(DEFAULT_LANGUAGE);
    }
    expect(formatUsd(1234.5)).toBe('$1.234,50');
  });
});

describe('tax id mask (letter V, E, J or G + 8 digits + 1 digit)', () => {
  it.each([
    ['j123456789', 'J-12345678-9'],
    ['J-12345678-9', 'J-12345678-9'],
    ['g 1234 5678 9', 'G-12345678-9'],
    ['V1234', 'V-1234'],
    ['E12345678', 'E-12345678'],
    ['J', 'J'],
    ['j1234567890123', 'J-12345678-9'],
  ])('maskTaxId(%j) = %j', (input, expected) => {
    expect(maskTaxId(input)).toBe(expected);
  });

  it('keeps only digits when the first character is not an allowed letter', () => {
    expect(maskTaxId('X12345678')).toBe('12345678');
    expect(maskTaxId('123')).toBe('123');
    expect(maskTaxId('')).toBe('');
  });

  it.each([
    ['J-12345678-9', true],
    ['j123456789', true],
    ['G-12345678-9', true],
    ['V123456789', true],
    ['E-12345678-9', true],
    ['X-12345678-9', false],
    ['J-1234567-9', false],
    ['J-12345678', false],
    ['J-12345678-90', false],
  ])('isValidTaxId(%j) is %s', (input, expected) => {
    expect(isValidTaxId(input)).toBe(expected);
  });
});

describe('identity card mask (letter V or E + 8 digits)', () => {
  it.each([
    ['v12345678', 'V-12345678'],
    ['E-12345678', 'E-12345678'],
    ['V123', 'V-123'],
    ['V', 'V'],
    ['v1234567899', 'V-12345678'],
    ['J12345678', '12345678'],
  ])('maskIdCard(%j) = %j', (input, expected) => {
    expect(maskIdCard(input)).toBe(expected);
  });

  it.each([
    ['V-12345678', true],
    ['e12345678', true],
    ['J-12345678', false],
    ['V-1234567', false],
    ['V-123456789', false],
  ])('isValidIdCard(%j) is %s', (input, expected) => {
    expect(isValidIdCard(input)).toBe(expected);
  });
});

describe('phone mask: (###) ###-##-## for 10 digits, (###) ###-###-##-## for 13', () => {
  it.each([
    ['', ''],
    ['4', '(4'],
    ['412', '(412'],
    ['4125', '(412) 5'],
    ['412555', '(412) 555'],
    ['4125551', '(412) 555-1'],
    ['41255512', '(412) 555-12'],
    ['4125551234', '(412) 555-12-34'],
    ['41255512345', '(412) 555-123-45'],
    ['4125551234567', '(412) 555-123-45-67'],
    ['41255512345678', '(412) 555-123-45-67'],
    ['(412) 555-1234', '(412) 555-12-34'],
    ['abc', ''],
  ])('maskPhone(%j) = %j', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });

  it('is idempotent: masking a masked value changes nothing', () => {
    for (const digits of ['4', '4125', '4125551234', '4125551234567']) {
      const once = maskPhone(digits);
      expect(maskPhone(once)).toBe(once);
    }
  });
});

describe('dates in the corporate time zone', () => {
  it('shows an instant in America/Caracas by default (UTC-4)', () => {
    const text = formatDateTime('2026-01-15T03:30:00Z', 'en', undefined, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(text).toBe('01/14/2026, 23:30');
  });

  it('follows the given time zone and language', () => {
    const iso = '2026-01-15T03:30:00Z';
    expect(formatDate(iso, 'en', 'UTC')).toBe('Jan 15, 2026');
    expect(formatDate(iso, 'en', 'America/Caracas')).toBe('Jan 14, 2026');
    expect(formatDate(new Date(iso), 'es', 'UTC')).toBe('15 ene 2026');
  });
});

describe('monthRange (first and last day of the month, date only)', () => {
  it.each([
    ['2026-02-10T12:00:00Z', 'America/Caracas', '2026-02-01', '2026-02-28'],
    ['2028-02-10T12:00:00Z', 'America/Caracas', '2028-02-01', '2028-02-29'],
    ['2026-12-31T12:00:00Z', 'America/Caracas', '2026-12-01', '2026-12-31'],
    ['2026-04-30T12:00:00Z', 'UTC', '2026-04-01', '2026-04-30'],
    // 02:00 UTC on March 1st is still February 28th in Caracas
    ['2026-03-01T02:00:00Z', 'America/Caracas', '2026-02-01', '2026-02-28'],
    ['2026-03-01T02:00:00Z', 'UTC', '2026-03-01', '2026-03-31'],
    // 23:00 UTC on December 31st is already January in Tokyo
    ['2026-12-31T23:00:00Z', 'Asia/Tokyo', '2027-01-01', '2027-01-31'],
  ])('%s in %s -> %s .. %s', (now, tz, startDate, endDate) => {
    expect(monthRange(new Date(now), tz)).toEqual({ startDate, endDate });
  });
});

describe('initials', () => {
  it.each([
    ['Inversiones Demo C.A.', 'ID'],
    ['demo', 'D'],
    ['  ñandú   corp ', 'ÑC'],
    ['Élite Transporte Global', 'ÉT'],
    ['- Otra Empresa', 'OE'],
    ['', '?'],
    ['   ', '?'],
  ])('initials(%j) = %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('normalizePhoneInput', () => {
  it.each([
    ['4141234567', '4141234567'],
    ['(414) 123-45-67', '4141234567'],
    ['04141234567', '4141234567'],
    ['0414 123 4567', '4141234567'],
    ['+58 414 123 4567', '4141234567'],
    ['+584141234567', '4141234567'],
    ['0058 414 1234567', '4141234567'],
    ['584141234567', '4141234567'],
    ['0212 555 1234', '2125551234'],
  ])('reads %j as the national number %j', (input, expected) => {
    expect(normalizePhoneInput(input)).toBe(expected);
  });

  it.each([
    ['a digit too many is kept, for the form to refuse', '41412345678', '41412345678'],
    ['a digit too few is kept', '414123456', '414123456'],
    ['the country code alone, while typing', '+58', ''],
    ['the trunk 0 alone, while typing', '0', ''],
  ])('%s', (_what, input, expected) => {
    expect(normalizePhoneInput(input)).toBe(expected);
  });
});

describe('toBolivares', () => {
  it('rounds once, half away from zero, exactly (no float drift)', () => {
    // 50.00 × 236.4571 = 11822.855 exactly: .86, where the float product's toFixed(2) said .85
    expect(toBolivares(50, 236.4571)).toBe(11822.86);
    expect(toBolivares(-50, 236.4571)).toBe(-11822.86);
    expect(toBolivares(0.01, 36.5)).toBe(0.37);
    expect(toBolivares(1_000_000_000, 236.4571)).toBe(236457100000);
    expect(toBolivares(0, 236.4571)).toBe(0);
  });
});

describe('the month name', () => {
  it('names a month as a sentence writes it in each language, capitalised on asking', () => {
    expect(monthName('2026-10', 'es')).toBe('octubre de 2026');
    expect(monthName('2026-10', 'es', { capital: true })).toBe('Octubre de 2026');
    expect(monthName('2026-01', 'en')).toBe('January 2026');
    expect(monthName('2026-12', 'fr')).toBe('décembre 2026');
    expect(monthName('2026-12', 'fr', { capital: true })).toBe('Décembre 2026');
    expect(monthName('2026-10', 'ar')).not.toContain('2026-10');
  });

  it('takes a day or a date-time as its month, in no time zone but the date’s own', () => {
    expect(monthName('2026-11-01', 'es')).toBe('noviembre de 2026');
    expect(monthName('2026-03-01T00:00:00.000Z', 'en')).toBe('March 2026');
    expect(monthName('2026-02-28', 'en')).toBe('February 2026');
  });

  it('keeps what is not a month as it is', () => {
    expect(monthName('2026-13', 'es')).toBe('2026-13');
    expect(monthName('octubre', 'es')).toBe('octubre');
  });
});
