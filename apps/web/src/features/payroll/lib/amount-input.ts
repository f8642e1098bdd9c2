// Amount fields: the person types dollars with an optional comma thousands separator and a dot
// decimal separator (SPEC §9); the contract's positiveAmountSchema judges the number.

/** Keeps only what an amount can contain while typing: digits, commas and one dot. */
export function sanitizeAmountTyping(raw: string): string {
  const kept = raw.replace(/[^\d.,]/g, '');
  const dot = kept.indexOf('.');
  if (dot === -1) return kept;
  return kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/[.,]/g, '');
}

/**
 * "1,234.5" -> 1234.5; "" -> undefined (amount required); a malformed text -> NaN, which the
 * schema refuses. Commas are accepted only as thousands separators.
 */
export function parseAmountInput(raw: string): number | undefined {
  const text = raw.trim().replace(/^\$\s*/, '');
  if (text === '') return undefined;
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d*)?$|^\.\d+$/.test(text)) return Number.NaN;
  return Number(text.replace(/,/g, '').replace(/\.$/, ''));
}
