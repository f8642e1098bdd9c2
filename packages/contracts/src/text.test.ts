import { describe, expect, it } from 'vitest';
import { cursor, dateTime, isoDate, isStorableText, text } from './text.ts';

const codes = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('isStorableText', () => {
  it.each([
    ['plain text', 'Ana Pérez', true],
    ['Arabic', 'مرحبا', true],
    ['an emoji (a surrogate pair)', 'ok 👍', true],
    ['a NUL', 'a\u0000b', false],
    ['a lone high surrogate', 'a\ud800b', false],
    ['a lone low surrogate', 'a\udc00b', false],
    ['a high surrogate at the end', 'ab\ud83d', false],
    ['two pairs back to back', '👍👍', true],
  ])('%s: %s', (_name, value, expected) => {
    expect(isStorableText(value)).toBe(expected);
  });
});

describe('text()', () => {
  const name = text().trim().min(1, { message: 'field_required' }).max(3, { message: 'too_long' });

  it('answers invalid_text alone, before the other rules', () => {
    expect(codes(name.safeParse('abcdef\u0000'))).toEqual(['invalid_text']);
    expect(codes(name.safeParse('\ud800'))).toEqual(['invalid_text']);
  });

  it('keeps the rules it is chained with', () => {
    expect(name.parse(' ab ')).toBe('ab');
    expect(codes(name.safeParse('abcd'))).toEqual(['too_long']);
  });
});

describe('dateTime()', () => {
  it.each([
    ['2026-01-15T03:30:00Z'],
    ['2026-01-15T03:30:00.123-04:00'],
    ['1900-01-01T00:00:00Z'],
    ['2200-12-31T23:59:59.999Z'],
  ])('accepts %s', (value) => {
    expect(dateTime().safeParse(value).success).toBe(true);
  });

  it.each([
    ['year 0', '0000-01-01T00:00:00Z', 'date_out_of_range'],
    ['year +275760', '+275760-09-13T00:00:00Z', 'date_out_of_range'],
    ['a negative year', '-000001-01-01T00:00:00Z', 'date_out_of_range'],
    [
      '1899 in UTC, though 1900 where it was written',
      '1900-01-01T00:30:00+01:00',
      'date_out_of_range',
    ],
    ['year 2201', '2201-01-01T00:00:00Z', 'date_out_of_range'],
    ['year 9999', '9999-12-31T23:59:59Z', 'date_out_of_range'],
    ['February 30th', '2026-02-30T00:00:00Z', 'validation_error'],
    ['no offset', '2026-01-15T03:30:00', 'validation_error'],
    ['not a date', 'noon', 'validation_error'],
    ['a NUL', '2026-01-15T03:30:00Z\u0000', 'invalid_text'],
  ])('refuses %s', (_name, value, code) => {
    expect(codes(dateTime().safeParse(value))).toEqual([code]);
  });

  it('says what it is in the OpenAPI document', () => {
    expect(dateTime().meta()).toMatchObject({ format: 'date-time' });
  });
});

describe('isoDate()', () => {
  it.each([
    ['2024-02-29', []],
    ['2026-02-29', ['validation_error']],
    ['01/11/2026', ['validation_error']],
    ['0000-01-01', ['date_out_of_range']],
    ['+275760-09-13', ['date_out_of_range']],
    ['1899-12-31', ['date_out_of_range']],
  ])('%s -> %j', (value, expected) => {
    expect(codes(isoDate().safeParse(value))).toEqual(expected);
  });
});

describe('cursor()', () => {
  it('accepts base64url', () => {
    expect(cursor().safeParse('WyJhIiwiYiJd').success).toBe(true);
  });

  it.each([
    ['not base64url', '%%%'],
    ['a NUL', 'abc\u0000'],
    ['a lone surrogate', 'abc\ud800'],
    ['over 500 characters', 'a'.repeat(501)],
    ['a number', 12],
  ])('answers invalid_cursor to %s', (_name, value) => {
    const result = cursor().safeParse(value);
    expect(result.success).toBe(false);
    expect(new Set(codes(result))).toEqual(new Set(['invalid_cursor']));
  });
});
