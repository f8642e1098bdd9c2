import { z } from 'zod';
import { businessName } from './text.ts';

// A company's API keys: its own systems (a shop's e-commerce, a hotel's front desk, an ERP) call
// the corporate API as the company, with the scopes the key was given and nothing else. The
// scope of each route comes from its first OpenAPI tag and its method, as a member's permission
// does (team-permissions.ts): a route under a tag with no scope here is closed to keys.

export const API_KEY_SCOPES = [
  /** trips, parcels and multistop quotes: lists, one order, its tracking; address search */
  'orders:read',
  /** book and cancel trips */
  'trips:write',
  /** send and cancel parcels */
  'parcels:write',
  /** request and accept multistop quotes */
  'quotes:write',
  /** the wallet, its movements, top-ups, credits and invoices */
  'money:read',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** At most this many keys per company, revoked ones not counted. */
export const API_KEYS_MAX = 20;
/** Every key begins with this, so people (and secret scanners) recognise one. */
export const API_KEY_PREFIX = 'tk_live_';
/** How much of a key the list shows, prefix included, to tell keys apart. */
export const API_KEY_SHOWN_CHARS = API_KEY_PREFIX.length + 6;
/** Requests per key per window, on each instance; past it 429 with Retry-After. */
export const API_KEY_RATE_LIMIT = { max: 300, windowMs: 60_000 } as const;

/** Whether a bearer token is an API key rather than a session token. */
export const isApiKeyToken = (token: string) => token.startsWith(API_KEY_PREFIX);

/**
 * The scope a key needs on a corporate route, by the route's first tag: `read` for GET, `write`
 * for anything else. A tag absent here (team, auth, the company's profile, API keys themselves,
 * payroll, approvals…), or an action it does not name, is closed to keys.
 */
export const API_KEY_SCOPE_BY_TAG: Record<
  string,
  { read?: ApiKeyScope; write?: ApiKeyScope } | undefined
> = {
  trips: { read: 'orders:read', write: 'trips:write' },
  recurring: { read: 'orders:read', write: 'trips:write' },
  parcels: { read: 'orders:read', write: 'parcels:write' },
  quotes: { read: 'orders:read', write: 'quotes:write' },
  geo: { read: 'orders:read' },
  wallet: { read: 'money:read' },
  topups: { read: 'money:read' },
  invoices: { read: 'money:read' },
  credits: { read: 'money:read' },
};

/** The scope a key needs for `method` on a route tagged `tag`; null: keys may not call it. */
export function apiKeyScopeFor(tag: string | undefined, method: string): ApiKeyScope | null {
  const entry = tag ? API_KEY_SCOPE_BY_TAG[tag] : undefined;
  const action = method === 'GET' || method === 'HEAD' ? 'read' : 'write';
  return entry?.[action] ?? null;
}

export const API_KEY_STATUSES = ['active', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export const apiKeySchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** the first characters of the secret, to tell keys apart (never the whole secret) */
  shown: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  status: z.enum(API_KEY_STATUSES),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  last_used_ip: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListResponseSchema = z.object({
  success: z.literal(true),
  keys: z.array(apiKeySchema),
  max_keys: z.number(),
});
export type ApiKeyListResponse = z.infer<typeof apiKeyListResponseSchema>;

export const API_KEY_NAME_MAX = 80;

export const createApiKeyBodySchema = z.object({
  // named like a company's things ("Tienda en línea 2"): letters, digits and a company's marks
  name: businessName(API_KEY_NAME_MAX).meta({ example: 'Tienda en línea' }),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { message: 'validation_error' }), {
      error: 'api_key_scopes_required',
    })
    .min(1, { message: 'api_key_scopes_required' })
    .max(API_KEY_SCOPES.length, { message: 'validation_error' })
    .refine((s) => new Set(s).size === s.length, { message: 'validation_error' }),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBodySchema>;

export const createApiKeyResponseSchema = z.object({
  success: z.literal(true),
  key: apiKeySchema,
  /** the whole key: shown this once, never again (only its hash is stored) */
  secret: z.string(),
});
export type CreateApiKeyResponse = z.infer<typeof createApiKeyResponseSchema>;

export const apiKeyResponseSchema = z.object({ success: z.literal(true), key: apiKeySchema });
