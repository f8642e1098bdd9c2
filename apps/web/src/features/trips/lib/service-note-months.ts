// The months a monthly bundle of service notes can be asked for: the company's current month and
// the ones before it, in the company's time zone (the server refuses a month not started yet).

/** YYYY-MM of an instant in a time zone. */
export function monthIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' })
    .format(at)
    .slice(0, 7);
}

/** The month before a YYYY-MM. */
export function previousMonth(month: string): string {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  return mm === 1 ? `${year - 1}-12` : `${year}-${String(mm - 1).padStart(2, '0')}`;
}

/** The current month in the time zone and the `count - 1` before it, newest first. */
export function recentMonths(now: Date, timeZone: string, count = 24): string[] {
  const months = [monthIn(now, timeZone)];
  while (months.length < count) months.push(previousMonth(months[months.length - 1]!));
  return months;
}
