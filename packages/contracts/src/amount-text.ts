import { formatNumber, numberMarks } from './format.ts';

// What a person types into an amount field, read as dollars in the interface language's marks,
// the ones the panel writes figures with (format.ts): in Spanish "1.234,50" and "1.234" are one
// thousand two hundred thirty-four; in English "1,234.50" and "1,234" are. Whatever cannot be
// read that way is refused, never rewritten into another number.
//
// - "" (or only "$") -> undefined: 'amount_required'
// - a sign is kept: "-7" -> -7, which the amount schemas refuse ('amount_positive')
// - the language's decimal mark once at most, digits only after it ("25,50", ",75", "10,"); more
//   than two of them are left to the schema, which says so ('amount_decimals')
// - before it, thousands marks grouping by 3 ("1.234.567"); French groups with a space (what it
//   writes) or a dot
// - anything else ("1.2.3", "25.50" in Spanish, "1.234,50" in English, "7a") -> NaN:
//   'amount_format', whose message shows the language's way to write it

const SPACES = [' ', '\u00a0', '\u202f'];

const escape = (mark: string) => mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function read(body: string, decimal: string, groups: string[]): number {
  const at = body.indexOf(decimal);
  if (at !== body.lastIndexOf(decimal)) return Number.NaN;
  const whole = at < 0 ? body : body.slice(0, at);
  const fraction = at < 0 ? '' : body.slice(at + 1);
  if (!/^\d*$/.test(fraction) || !/\d/.test(whole + fraction)) return Number.NaN;
  if (/^\d*$/.test(whole)) return Number(`${whole || '0'}.${fraction || '0'}`);
  const grouped = groups.find((g) => new RegExp(`^\\d{1,3}(${escape(g)}\\d{3})+$`).test(whole));
  if (!grouped) return Number.NaN;
  return Number(`${whole.replaceAll(grouped, '')}.${fraction || '0'}`);
}

/**
 * Dollars from an amount field's text in a language (the interface's when none is named): a
 * number (maybe negative), undefined when empty, NaN when unreadable.
 */
export function parseAmountText(raw: string, lang?: string): number | undefined {
  const text = raw.trim().replace(/^\$\s*/, '');
  if (text === '') return undefined;
  const sign = /^[-+−]/.test(text) ? (text[0] === '+' ? 1 : -1) : 1;
  const body = text.replace(/^[-+−]\s*/, '');
  const { decimal, group } = numberMarks(lang);
  const groups = SPACES.includes(group) ? [...SPACES, '.'] : [group];
  const value = read(body, decimal, groups);
  return Number.isNaN(value) ? Number.NaN : sign * value;
}

/** An amount as an amount field starts with it, in the language's marks: 1234.5 -> "1.234,50" (es). */
export function amountFieldText(dollars: number, lang?: string): string {
  return formatNumber(dollars, lang, 2, 2);
}
