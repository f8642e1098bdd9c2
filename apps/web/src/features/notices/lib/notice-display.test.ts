import { describe, expect, it } from 'vitest';
import type { Notice } from '@trayecto/contracts/money-watch';
import { noticeText } from '@trayecto/contracts/notice-texts';
import {
  dayName,
  isolateNoticeParams,
  isPanelLink,
  localizeNoticeParams,
  markRead,
  monthName,
  noticeAge,
} from './notice-display.ts';

const notice = (id: string, read: boolean): Notice => ({
  _id: id,
  kind: 'balance_low',
  params: {},
  link: '/balance',
  created_at: '2026-11-02T12:00:00.000Z',
  read,
});

describe('notice display', () => {
  it('names a statement month in the reader language, as a sentence writes it', () => {
    expect(monthName('2026-10', 'es')).toBe('octubre de 2026');
    expect(monthName('2026-10', 'en')).toBe('October 2026');
    expect(monthName('2026-01', 'fr')).toBe('janvier 2026');
    expect(monthName('2026-10', 'ar')).not.toContain('2026-10');
    // anything that is not a YYYY-MM month is kept
    expect(monthName('2026-13', 'es')).toBe('2026-13');
    expect(monthName('octubre', 'es')).toBe('octubre');
  });

  it('fills the statement notice with the month name, never the raw YYYY-MM', () => {
    const params = localizeNoticeParams('statement_ready', { month: '2026-10' }, 'es');
    expect(params.month).toBe('octubre de 2026');
    expect(noticeText('statement_ready', params, 'es').body).toBe(
      'El estado de cuenta de octubre de 2026 está listo para descargar.',
    );
    expect(
      noticeText(
        'statement_ready',
        localizeNoticeParams('statement_ready', { month: '2026-10' }, 'en'),
        'en',
      ).body,
    ).toBe('The statement for October 2026 is ready to download.');
    // the params given are not changed
    const given = { month: '2026-10' };
    localizeNoticeParams('statement_ready', given, 'es');
    expect(given.month).toBe('2026-10');
  });

  it('writes a YYYY-MM-DD date in words and leaves the other params alone', () => {
    expect(dayName('2026-10-05', 'es')).toBe('5 de octubre de 2026');
    expect(dayName('2026-10-05', 'en')).toBe('October 5, 2026');
    expect(dayName('5/10/2026', 'es')).toBe('5/10/2026');
    const params = localizeNoticeParams(
      'credit_expiring',
      { credit: 'CR-12', date: '2026-10-05', due: '$10.00', month: '2026-10' },
      'es',
    );
    expect(params).toEqual({
      credit: 'CR-12',
      date: '5 de octubre de 2026',
      due: '$10.00',
      month: '2026-10',
    });
  });

  it('isolates the user data of a notice, not its error code nor empty values', () => {
    const marks = isolateNoticeParams(
      {
        passenger: 'Ana',
        error_code: 'insufficient_balance',
        reason: '',
        days: 3,
        threshold: null,
      },
      (v) => `<${v}>`,
    );
    expect(marks).toEqual({
      passenger: '<Ana>',
      error_code: 'insufficient_balance',
      reason: '',
      days: 3,
      threshold: null,
    });
  });

  it('tells a notice age relative for a week, then by its date', () => {
    const now = new Date('2026-11-10T12:00:00Z');
    const tz = 'America/Caracas';
    expect(noticeAge('2026-11-10T11:59:40Z', now, 'es', tz).label).toBe('ahora');
    expect(noticeAge('2026-11-10T12:00:30Z', now, 'en', tz).label).toBe('now');
    expect(noticeAge('2026-11-10T11:55:00Z', now, 'es', tz).label).toBe('hace 5 minutos');
    expect(noticeAge('2026-11-10T09:00:00Z', now, 'en', tz).label).toBe('3 hours ago');
    expect(noticeAge('2026-11-09T10:00:00Z', now, 'es', tz).label).toBe('ayer');
    expect(noticeAge('2026-11-06T12:00:00Z', now, 'fr', tz).label).toBe('il y a 4 jours');
    const old = noticeAge('2026-10-01T15:00:00Z', now, 'es', tz);
    expect(old.label).toBe('1 oct 2026');
    expect(old.full).toContain('1 oct 2026');
    expect(noticeAge('not a date', now, 'es', tz)).toEqual({ label: '', full: '' });
  });

  it('follows only links inside the panel', () => {
    expect(isPanelLink('/balance?tab=credits')).toBe(true);
    expect(isPanelLink('//evil.example')).toBe(false);
    expect(isPanelLink('/\\evil.example')).toBe(false);
    expect(isPanelLink('https://evil.example')).toBe(false);
    expect(isPanelLink('balance')).toBe(false);
  });

  it('marks one notice or every notice read in the cached list', () => {
    const data = {
      notices: [notice('a', false), notice('b', false), notice('c', true)],
      unread: 5,
    };
    const one = markRead(data, 'b');
    expect(one.notices.map((n) => n.read)).toEqual([false, true, true]);
    expect(one.unread).toBe(4);
    expect(markRead(data, 'c').unread).toBe(5);
    const all = markRead(data, null);
    expect(all.notices.every((n) => n.read)).toBe(true);
    expect(all.unread).toBe(0);
    expect(data.notices[0]!.read).toBe(false);
  });
});
