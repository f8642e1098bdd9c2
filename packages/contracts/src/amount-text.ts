// What a person types into an amount field, read as dollars. The panel shows amounts as
// "1,234.50" (SPEC §9), and people in Venezuela also write "1.234,50" or "25,50": both are read,
// and whatever cannot be read one way only is refused, never rewritten into another number.
//
// - "" (or only "$") -> undefined: 'amount_required'
// - a sign is kept: "-7" -> -7, which the amount schemas refuse ('amount_positive')
// - with both "." and ",", the last one is the decimal mark and the other groups thousands by 3
// - with one kind of mark: once and followed by 1 or 2 digits (or none) it is the decimal mark;
//   "," followed by 3 digits, or several marks of one kind, group thousands ("1,234", "1.234.567")
// - "." followed by 3 or more digits is a decimal with too many places: the schema says so
//   ('amount_decimals') rather than guess thousands
// - anything else ("1.2.3", "12,34.5", "7a") -> NaN: 'amount_format'

const GROUPED = (mark: string) => new RegExp(`^\\d{1,3}(\\${mark}\\d{3})+$`);

function read(body: string): number {
  if (!/^[\d.,]+$/.test(body) || !/\d/.test(body)) return Number.NaN;
  const dots = body.split('.').length - 1;
  const commas = body.split(',').length - 1;
  if (dots && commas) {
    const decimal = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    const at = body.lastIndexOf(decimal);
    const [whole, fraction] = [body.slice(0, at), body.slice(at + 1)];
    if (body.split(decimal).length - 1 !== 1 || !GROUPED(thousands).test(whole)) return Number.NaN;
    if (!/^\d*$/.test(fraction)) return Number.NaN;
    return Number(`${whole.replaceAll(thousands, '')}.${fraction || '0'}`);
  }
  const mark = dots ? '.' : commas ? ',' : '';
  if (!mark) return Number(body);
  const count = dots || commas;
  const at = body.indexOf(mark);
  const fraction = body.slice(at + 1);
  if (count === 1 && !(mark === ',' && fraction.length === 3)) {
    // the decimal mark ("25,50", "0.5", ".75", "10.")
    const whole = body.slice(0, at) || '0';
    return Number(`${whole}.${fraction || '0'}`);
  }
  return GROUPED(mark).test(body) ? Number(body.replaceAll(mark, '')) : Number.NaN;
}

/** Dollars from an amount field's text: a number (maybe negative), undefined when empty, NaN when unreadable. */
export function parseAmountText(raw: string): number | undefined {
  const text = raw.trim().replace(/^\$\s*/, '');
  if (text === '') return undefined;
  const sign = /^[-+−]/.test(text) ? (text[0] === '+' ? 1 : -1) : 1;
  const body = text.replace(/^[-+−]\s*/, '');
  const value = read(body);
  return Number.isNaN(value) ? Number.NaN : sign * value;
}
