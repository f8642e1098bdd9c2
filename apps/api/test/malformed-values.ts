// Values for the malformed-input sweep (malformed-inputs.ts): a plausible valid value for a
// JSON schema of the OpenAPI document, and the values that break it.

export type JsonSchema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  example?: unknown;
};

const UUID = '00000000-0000-4000-8000-000000000000';
const PATTERN_SAMPLES = ['4125551234', '+58', 'V-12345678', 'J-12345678-9', '2026-01-15', 'x'];
export const first = (s: JsonSchema) => s.oneOf?.[0] ?? s.anyOf?.[0] ?? s;

/** A plausible valid value, so that a probe breaks only the input it means to. */
export function sample(schema: JsonSchema): unknown {
  const s = first(schema);
  if (s.example !== undefined) return s.example;
  if (s.enum) return s.enum[0];
  if (s.type === 'object' || s.properties) {
    return Object.fromEntries((s.required ?? []).map((k) => [k, sample(s.properties?.[k] ?? {})]));
  }
  // as many items as the array needs (a multistop quote has at least two stops)
  if (s.type === 'array')
    return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items ?? {}));
  if (s.type === 'number' || s.type === 'integer')
    return Math.max(s.minimum ?? 1, Math.min(1, s.maximum ?? 1));
  if (s.type === 'boolean') return true;
  if (s.format === 'uuid') return UUID;
  if (s.format === 'email') return 'sweep@example.test';
  if (s.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
  if (s.format === 'date') return new Date().toISOString().slice(0, 10);
  if (s.pattern) {
    const re = new RegExp(s.pattern);
    return PATTERN_SAMPLES.find((v) => re.test(v)) ?? 'x';
  }
  return 'x'.repeat(Math.max(1, s.minLength ?? 1));
}

const b64 = (v: unknown) =>
  Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
// A [date, id] cursor at year 0 breaks a trip cursor, but is a fine (name, id) payroll cursor.
const CURSORS: Bad[] = [
  ['cursor: not base64url', 'not a cursor!'],
  ['cursor: not JSON', b64('garbage')],
  ['cursor: year 0', b64(['0000-01-01T00:00:00Z', UUID]), false],
  ['cursor: year 275760', b64(['+275760-09-13T00:00:00.000Z', UUID]), false],
  ['cursor: a NUL', b64(['a\u0000b', UUID])],
  ['cursor: a lone surrogate', b64(['a\ud800b', UUID])],
  ['cursor: a negative id', b64({ e: -1 })],
  ['cursor: a huge id', b64({ e: 1e300 })],
];
const DATES = [
  '0000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '2020-13-45T25:61:61Z',
  'not-a-date',
];
const DAYS = ['0000-01-01', '+275760-09-13', '2020-02-30', 'not-a-date'];

/** A value, and whether every route must refuse it (else: only no 5xx and nothing stored). */
export type Bad = [label: string, value: unknown, mustRefuse?: boolean];

/**
 * Values that break `schema` (named `name`). In a URL every value is text: `inUrl` leaves out
 * the JSON types a query or path cannot carry.
 */
export function badValues(
  schema: JsonSchema,
  name: string,
  foreignIds: string[],
  inUrl: boolean,
): Bad[] {
  const s = first(schema);
  const out: Bad[] = [];
  if (!inUrl) out.push(['wrong type (object)', { a: 1 }]);
  if (!inUrl && !s.nullable) out.push(['null', null]);
  if (s.type === 'number' || s.type === 'integer') {
    if (s.minimum !== undefined) out.push(['below minimum', s.minimum - 1]);
    out.push(['huge', s.maximum === undefined ? 1e308 : s.maximum + 1]);
    out.push(['a string', 'abc']);
    if (s.type === 'integer') out.push(['a fraction', 1.5]);
    return out;
  }
  if (s.type === 'boolean') return [...out, ['a string', 'yes'], ['a number', 2]];
  if (s.type === 'object' || s.type === 'array') return [...out, ['a string', 'x']];
  out.push(['a NUL', 'x\u0000x']);
  // In a URL a lone surrogate is invalid UTF-8 (%ED%A0%80): a path refuses it, but the query
  // parser keeps such bytes as the text they are, and text is what a search asks for.
  out.push(['a lone surrogate', 'x\ud800x', !inUrl]);
  if (!inUrl) out.push(['a number', 12345]);
  out.push(['over-long', 'x'.repeat((s.maxLength ?? 5000) + 1)]);
  if (s.enum) out.push(['not in the enum', 'not-in-enum']);
  if (s.format === 'date-time') DATES.forEach((d) => out.push([`date ${d}`, d]));
  if (s.format === 'date') DAYS.forEach((d) => out.push([`day ${d}`, d]));
  if (s.format === 'uuid')
    foreignIds.forEach((id, i) => out.push([`another company's id #${i}`, id]));
  if (/cursor/i.test(name)) out.push(...CURSORS);
  return out;
}
