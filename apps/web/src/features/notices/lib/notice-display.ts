import type { NoticesResponse } from '@trayecto/contracts/money-watch';
import { formatDate, formatDateTime } from '@trayecto/contracts/format';
import {
  dayName,
  localizeNoticeParams,
  monthName,
  type NoticeParams,
} from '@trayecto/contracts/notice-texts';

// the params in the reader's words live with the notice texts (the e-mail writes them too)
export { dayName, localizeNoticeParams, monthName };

// Pure helpers of the notices' list (zod-free, no notice texts): the params as the reader's
// language writes them, a notice's age, where a notice may take the reader, and a list marked
// read before the server answers.

/** Params whose values are user data (names, ids, a reason), each passed through `isolate`. */
export function isolateNoticeParams(
  params: NoticeParams,
  isolate: (value: string) => string,
): NoticeParams {
  const out: NoticeParams = {};
  for (const [key, value] of Object.entries(params))
    // error_code is looked up in the error catalogue; an empty value stays empty (it is tested)
    out[key] =
      typeof value === 'string' && value !== '' && key !== 'error_code' ? isolate(value) : value;
  return out;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY_S = 24 * HOUR;
const WEEK = 7 * DAY_S;

/**
 * When a notice was given, for the list: "ahora", "hace 5 minutos", "hace 3 horas", "ayer" for
 * the last week, then its date (in the company's time zone). `full` is the date and time.
 */
export function noticeAge(
  createdAt: string,
  now: Date,
  lang: string,
  timeZone: string,
): { label: string; full: string } {
  const at = new Date(createdAt);
  if (Number.isNaN(at.getTime())) return { label: '', full: '' };
  const full = formatDateTime(at, lang, timeZone);
  // a clock a little behind the server's: "now", never "in 2 minutes"
  const seconds = Math.max(0, Math.round((now.getTime() - at.getTime()) / 1000));
  if (seconds >= WEEK) return { label: formatDate(at, lang, timeZone), full };
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const label =
    seconds < MINUTE
      ? rtf.format(0, 'second')
      : seconds < HOUR
        ? rtf.format(-Math.floor(seconds / MINUTE), 'minute')
        : seconds < DAY_S
          ? rtf.format(-Math.floor(seconds / HOUR), 'hour')
          : rtf.format(-Math.floor(seconds / DAY_S), 'day');
  return { label, full };
}

/** A path of the panel ('/balance?tab=credits'): never another site ('//x', 'https:…'). */
export function isPanelLink(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\');
}

/** The list with one notice (every one when `id` is null) marked read, as the server will. */
export function markRead(data: NoticesResponse, id: string | null): NoticesResponse {
  let unread = data.unread;
  const notices = data.notices.map((n) => {
    if (n.read || (id !== null && n._id !== id)) return n;
    unread -= 1;
    return { ...n, read: true };
  });
  return { notices, unread: id === null ? 0 : Math.max(0, unread) };
}
