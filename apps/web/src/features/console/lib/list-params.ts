// The status tab of a console list, kept in the URL (`?status=`): one of the list's statuses or
// 'all'; a missing or unknown value is the list's first tab.

export function tabFrom<T extends string>(
  raw: string | null,
  statuses: readonly T[],
  fallback: T | 'all',
): T | 'all' {
  if (raw === 'all') return 'all';
  return (statuses as readonly (string | null)[]).includes(raw) ? (raw as T) : fallback;
}

/** The tabs' counts: each status's, and their sum for "all" (undefined before the first page). */
export function tabCounts<T extends string>(
  counts: Partial<Record<T, number>> | undefined,
  statuses: readonly T[],
): Record<T | 'all', number | undefined> {
  const out = {} as Record<T | 'all', number | undefined>;
  let all = 0;
  for (const status of statuses) {
    const n = counts?.[status];
    out[status] = n;
    all += n ?? 0;
  }
  out.all = counts ? all : undefined;
  return out;
}
