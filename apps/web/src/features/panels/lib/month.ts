/**
 * "noviembre de 2026", "November 2026": the month of a YYYY-MM-DD day in a language, as it is
 * written inside a sentence (Spanish and French keep the month in lower case there).
 */
export function monthLabel(day: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day.slice(0, 10)}T12:00:00Z`));
}
