// The malformed-input sweep's generator: reads the OpenAPI document (/api/docs/json) and, for
// every operation, builds requests that each break one input the document declares (a path,
// query or header parameter, or one body field) while the rest stays plausible. A new route is
// swept as soon as it is in the document.

import { badValues, first, sample, type JsonSchema } from './malformed-values.ts';

type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
};
export type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /** the content types of a body of bytes (`format: binary`, e.g. an image upload) */
  binaryTypes: string[];
};
export type Probe = {
  label: string;
  /** false where the value may be valid after all (a date-like name in a name cursor) */
  mustRefuse: boolean;
  /** the input broken, as the error's `fields` name it (a body path, a query parameter) */
  field?: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};
type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
};

export function operationsOf(doc: OpenApi): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
      binaryTypes: Object.entries(op.requestBody?.content ?? {})
        .filter(([, media]) => media.schema?.format === 'binary')
        .map(([type]) => type),
    })),
  );
}

/** Every body field, as a path of keys (the first variant of a union, array items at 0). */
function fields(
  schema: JsonSchema,
  at: (string | number)[] = [],
): [(string | number)[], JsonSchema, string][] {
  const s = first(schema);
  if (s.properties) {
    return Object.entries(s.properties).flatMap(([k, v]) => [
      [[...at, k], v, k] as [(string | number)[], JsonSchema, string],
      ...fields(v, [...at, k]),
    ]);
  }
  if (s.type === 'array' && s.items) return fields(s.items, [...at, 0]);
  return [];
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null)
      node[key] = typeof key === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path[path.length - 1]!] = value;
  return copy;
}

/** A query or path value as it goes on the wire; a lone surrogate cannot be percent-encoded. */
function onUrl(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text
    .replace(/[\ud800-\udfff]/g, '%ED%A0%80')
    .replace(/[^%\ud800-\udfff]+/g, encodeURIComponent);
}

export function probesFor(
  op: Operation,
  ctx: { foreignIds: string[]; key: () => string },
): Probe[] {
  const base = {
    path: Object.fromEntries(
      op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, String(sample(p.schema))]),
    ),
    query: Object.fromEntries(
      op.parameters
        .filter((p) => p.in === 'query' && p.required)
        .map((p) => [p.name, String(sample(p.schema))]),
    ),
    body: op.body ? sample(op.body) : undefined,
  };
  const build = (
    label: string,
    mustRefuse: boolean,
    parts: {
      path?: Record<string, string>;
      field?: string;
      query?: string;
      headers?: Record<string, string>;
      payload?: string;
      type?: string;
    },
  ): Probe => {
    const pathValues = { ...base.path, ...parts.path };
    const url = op.path.replace(/\{(\w+)\}/g, (_, k: string) => pathValues[k] ?? 'x');
    const query =
      parts.query ??
      Object.entries(base.query)
        .map(([k, v]) => `${k}=${onUrl(v)}`)
        .join('&');
    const headers: Record<string, string> = { ...parts.headers };
    // The money-moving POSTs need a key to get past their first check; each probe has its own.
    if (op.parameters.some((p) => p.in === 'header' && p.name === 'idempotency-key'))
      headers['idempotency-key'] ??= ctx.key();
    const payload =
      parts.payload ?? (base.body === undefined ? undefined : JSON.stringify(base.body));
    if (payload !== undefined) headers['content-type'] ??= parts.type ?? 'application/json';
    return {
      label: `${op.method} ${op.path}: ${label}`,
      mustRefuse,
      ...(parts.field ? { field: parts.field } : {}),
      method: op.method,
      url: query ? `${url}?${query}` : url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    };
  };
  const probes: Probe[] = [];
  for (const p of op.parameters) {
    const foreign = p.in === 'path' && /id$/i.test(p.name) ? ctx.foreignIds : [];
    const values = badValues(p.schema, p.name, foreign, p.in !== 'header');
    if (p.in === 'path')
      values.push(['over the parameter limit', 'a'.repeat(101)], ['a dot segment', '..%2F..']);
    for (const [label, value, mustRefuse = true] of values) {
      const what = `${p.in} ${p.name}, ${label}`;
      if (p.in === 'path') probes.push(build(what, true, { path: { [p.name]: onUrl(value) } }));
      if (p.in === 'query') {
        const others = Object.entries(base.query)
          .filter(([k]) => k !== p.name)
          .map(([k, v]) => `${k}=${onUrl(v)}`);
        const query = [...others, `${p.name}=${onUrl(value)}`].join('&');
        probes.push(build(what, mustRefuse, { query, field: p.name }));
      }
      // Header values are bytes: a NUL or a surrogate cannot be sent (Node refuses them).
      if (
        p.in === 'header' &&
        typeof value === 'string' &&
        !/[\ud800-\udfff]/.test(value) &&
        !value.includes('\u0000')
      )
        probes.push(build(what, mustRefuse, { headers: { [p.name]: value } }));
    }
    if (p.in === 'query')
      probes.push(build(`query ${p.name}, repeated`, true, { query: `${p.name}=a&${p.name}=b` }));
  }
  if (op.body) {
    for (const [path, schema, name] of fields(op.body)) {
      for (const [label, value, mustRefuse = true] of badValues(
        schema,
        name,
        ctx.foreignIds,
        false,
      )) {
        probes.push(
          build(`body ${path.join('.')}, ${label}`, mustRefuse, {
            field: path.join('.'),
            payload: JSON.stringify(withValue(base.body, path, value)),
          }),
        );
      }
    }
    for (const [label, payload] of [
      ['an array body', '[]'],
      ['a string body', '"x"'],
      ['a null body', 'null'],
    ])
      probes.push(build(label!, true, { payload }));
  }
  // A body of bytes (an upload): none, and bytes that are not what the route takes (a PDF for an
  // image route, a ZIP where PDFs are taken too), under each content type it declares.
  const takesPdf = op.binaryTypes.includes('application/pdf');
  const [wrongLabel, wrongBytes] = takesPdf
    ? ['a ZIP', 'PK\u0003\u0004 not a receipt']
    : ['a PDF', '%PDF-1.7\n%%EOF\n'];
  for (const type of op.binaryTypes) {
    probes.push(build(`an empty ${type} body`, true, { payload: '', type }));
    probes.push(build(`${wrongLabel} as ${type}`, true, { payload: wrongBytes, type }));
  }
  // A body that is not JSON, and a type we do not take: refused before any handler runs. (A
  // GET's body is not read at all; text/plain is a type Fastify reads, so only where a body is
  // declared, above, is it a broken input.)
  if (op.method !== 'GET' && op.method !== 'HEAD') {
    probes.push(build('malformed JSON', true, { payload: '{"a":', type: 'application/json' }));
    probes.push(build('XML', true, { payload: '<a/>', type: 'application/xml' }));
    if (op.body) probes.push(build('JSON as text', true, { payload: '{}', type: 'text/plain' }));
  }
  return probes;
}
