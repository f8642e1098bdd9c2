import { SEARCH_RESULTS_PER_GROUP } from '@trayecto/contracts';

/** Lower case without accents, so "historico" finds "Histórico". */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Items whose text holds every word of the query, best first (prefix matches lead), at most a group's worth. */
export function matchByText<T>(
  items: T[],
  query: string,
  text: (item: T) => string,
  limit = SEARCH_RESULTS_PER_GROUP,
): T[] {
  const words = normalizeText(query).split(/\s+/).filter(Boolean);
  if (!words.length) return items.slice(0, limit);
  return items
    .map((item) => ({ item, haystack: normalizeText(text(item)) }))
    .filter(({ haystack }) => words.every((w) => haystack.includes(w)))
    .sort(
      (a, b) => Number(b.haystack.startsWith(words[0]!)) - Number(a.haystack.startsWith(words[0]!)),
    )
    .slice(0, limit)
    .map(({ item }) => item);
}
