import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  PRODUCT_NAME_DEFAULT,
  PROVIDER_NAME_DEFAULT,
  SUPPORT_EMAIL_DEFAULT,
} from '@trayecto/contracts';
import { GEO_ENV_DOC, readGeoConfig, type GeoConfig } from './modules/geo/geo-adapters.ts';
import { PROVIDER_ENV_DOC, PROVIDER_NAMES } from './providers/create-provider-gateway.ts';
import { readSimConfig } from './providers/simulated/sim-config.ts';
import { MONEY_ENV_DOC, readMoneyConfig, type MoneyConfig } from './modules/topups/money-config.ts';
import { demoSigningKey } from './lib/signing-keys.ts';

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const CORE_DOC = [
  {
    name: 'PORT',
    default: '3000',
    description: 'HTTP port for the API, realtime and the web app.',
  },
  { name: 'HOST', default: '0.0.0.0', description: 'Address to listen on.' },
  {
    name: 'DATA_DIR',
    default: './data',
    description:
      'Folder of the embedded PGlite database (not used for it when DATABASE_URL is set) and of uploaded files, in DATA_DIR/uploads (parcel photos). memory:// keeps both in memory (tests).',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset: embedded PGlite)',
    description: 'PostgreSQL 15+ connection string, e.g. postgres://user:pass@host:5432/db.',
  },
  {
    name: 'REDIS_URL',
    default: '(unset: in memory)',
    description:
      'Redis for the socket.io adapter and shared rate-limit counters, e.g. redis://127.0.0.1:6379.',
  },
  {
    name: 'DEMO_SEED',
    default: 'true',
    description: 'Seed the demo accounts and data at start (idempotent). false turns it off.',
  },
  {
    name: 'SMTP_URL',
    default: '(unset: stored outbox)',
    description:
      'SMTP server for e-mail, e.g. smtp://user:pass@host:587. Unset: messages stay in the email_outbox table and the log prints reset links.',
  },
  {
    name: 'SMS_URL',
    default: '(unset: stored outbox)',
    description:
      'HTTP endpoint of the SMS provider: each parcel SMS is POSTed to it as JSON { to, text }. Unset: messages stay in the sms_outbox table.',
  },
  {
    name: 'SMS_TOKEN',
    default: '(unset: no authorization header)',
    description: 'Bearer token for SMS_URL, sent in the authorization header of each request.',
  },
  {
    name: 'MAIL_FROM',
    default: 'Trayecto Empresas <no-reply@trayecto.test>',
    description: 'Sender of outgoing e-mail.',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:PORT',
    description: 'Public address of the web app, used in e-mailed links.',
  },
  {
    name: 'PRODUCT_NAME',
    default: PRODUCT_NAME_DEFAULT,
    description: 'Product name shown in titles and e-mails.',
  },
  {
    name: 'PROVIDER_NAME',
    default: PROVIDER_NAME_DEFAULT,
    description: 'Provider name used in messages (e.g. the not-approved notice).',
  },
  {
    name: 'SUPPORT_PHONE',
    default: '584241234567',
    description: 'Support phone returned as admin_phone (HELP messaging link).',
  },
  {
    name: 'SUPPORT_EMAIL',
    default: SUPPORT_EMAIL_DEFAULT,
    description: 'Support e-mail returned as admin_email.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'WEB_DIST',
    default: 'apps/web/dist',
    description: 'Built web app to serve (relative to the repository root, or absolute).',
  },
  {
    name: 'MAP_PMTILES_PATH',
    default: '(unset: the built-in offline map)',
    description:
      'A PMTiles vector basemap (Protomaps schema) the server streams to the maps with range requests, relative to the repository root or absolute; unset, the maps draw the built-in offline map. See docs/MAPS.md.',
  },
  {
    name: 'MAP_ATTRIBUTION',
    default: '© OpenStreetMap',
    description: 'Credit shown on the maps for the basemap data (OpenStreetMap data requires it).',
  },
  {
    name: 'CAPTCHA_HMAC_KEY',
    default: '(demo mode: made once per data folder)',
    description:
      'Secret that signs the captcha challenges; required outside demo mode. Same on every instance, kept secret; see docs/DEPLOY.md.',
  },
  {
    name: 'LINK_TOKEN_KEY',
    default: '(demo mode: made once per data folder)',
    description:
      'Secret the public links (/trip-info, /parcel-track) are derived from; only their hashes are stored. Required outside demo mode, same on every instance; see docs/DEPLOY.md.',
  },
  {
    name: 'RECAPTCHA_SECRET',
    default: '(unset: ALTCHA)',
    description:
      'Google reCAPTCHA secret key. With RECAPTCHA_SITE_KEY, the contact form uses reCAPTCHA instead of the self-hosted ALTCHA proof of work.',
  },
  {
    name: 'RECAPTCHA_SITE_KEY',
    default: '(unset: ALTCHA)',
    description: 'Google reCAPTCHA site key, given to the browser. Set with RECAPTCHA_SECRET.',
  },
  {
    name: 'RECAPTCHA_VERIFY_URL',
    default: 'https://www.google.com/recaptcha/api/siteverify',
    description: 'Where reCAPTCHA tokens are verified (server to server).',
  },
  {
    name: 'SALES_EMAIL',
    default: 'ventas@trayecto.test',
    description: 'Sales inbox that receives each contact form (a new lead).',
  },
  {
    name: 'WEBHOOKS_ALLOW_LOOPBACK',
    default: 'false',
    description:
      'Demo mode only: true lets webhook endpoints on this machine (127.0.0.1, ::1, localhost) register and receive, for a local receiver. Refused outside demo mode; private, link-local and metadata addresses are always refused.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'true behind a load balancer or reverse proxy, so client addresses come from X-Forwarded-For.',
  },
] as const;

/** Every environment variable the server reads, with its default, for the README. */
export const CONFIG_DOC: ReadonlyArray<{ name: string; default: string; description: string }> = [
  ...CORE_DOC,
  ...GEO_ENV_DOC,
  ...PROVIDER_ENV_DOC,
  ...MONEY_ENV_DOC,
];

const bool = (def: 'true' | 'false') =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .default(def)
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || (URL.canParse(v) && protocols.test(new URL(v).protocol)), {
      message: `must be a URL like ${hint}`,
    });

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be an integer')
    .min(0)
    .max(65535)
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, 'postgres://user:pass@host:5432/db'),
  REDIS_URL: optionalUrl(/^rediss?:$/, 'redis://127.0.0.1:6379'),
  DEMO_SEED: bool('true'),
  SMTP_URL: optionalUrl(/^smtps?:$/, 'smtp://user:pass@host:587'),
  SMS_URL: optionalUrl(/^https?:$/, 'https://sms.example.com/messages'),
  SMS_TOKEN: z.string().trim().optional(),
  MAIL_FROM: z.string().trim().min(3).default('Trayecto Empresas <no-reply@trayecto.test>'),
  PUBLIC_URL: optionalUrl(/^https?:$/, 'https://empresas.example.com'),
  PRODUCT_NAME: z.string().trim().min(1).max(80).default(PRODUCT_NAME_DEFAULT),
  PROVIDER_NAME: z.string().trim().min(1).max(80).default(PROVIDER_NAME_DEFAULT),
  SUPPORT_PHONE: z
    .string()
    .trim()
    .regex(/^\+?\d{7,15}$/, 'must be digits, e.g. 584241234567')
    .default('584241234567'),
  SUPPORT_EMAIL: z.email('must be an e-mail address').default(SUPPORT_EMAIL_DEFAULT),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().trim().min(1).default('apps/web/dist'),
  MAP_PMTILES_PATH: z.string().trim().optional(),
  MAP_ATTRIBUTION: z.string().trim().min(1).max(200).default('© OpenStreetMap'),
  TRUST_PROXY: bool('false'),
  WEBHOOKS_ALLOW_LOOPBACK: bool('false'),
  CAPTCHA_HMAC_KEY: z
    .string()
    .trim()
    .min(16, 'must be at least 16 characters')
    // the development key this repository once published signs nothing anymore
    .refine((k) => k !== 'trayecto-dev-captcha-hmac-key', 'is a published key: make your own')
    .optional(),
  LINK_TOKEN_KEY: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  RECAPTCHA_SECRET: z.string().trim().optional(),
  RECAPTCHA_SITE_KEY: z.string().trim().optional(),
  RECAPTCHA_VERIFY_URL: optionalUrl(/^https?:$/, 'https://www.google.com/recaptcha/api/siteverify'),
  SALES_EMAIL: z.email('must be an e-mail address').default('ventas@trayecto.test'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  demoSeed: boolean;
  smtpUrl: string | undefined;
  /** the HTTP SMS provider (modules/sms); unset: SMS stay in the outbox */
  smsUrl: string | undefined;
  smsToken: string | undefined;
  mailFrom: string;
  publicUrl: string;
  productName: string;
  providerName: string;
  supportPhone: string;
  supportEmail: string;
  logLevel: string;
  webDist: string;
  /** the PMTiles basemap file (absolute), or undefined for the built-in offline map */
  mapPmtilesPath: string | undefined;
  mapAttribution: string;
  trustProxy: boolean;
  /** signs the contact form's ALTCHA challenges (modules/leads) */
  captchaHmacKey: string;
  /** derives the public order links' tokens (lib/link-tokens.ts) */
  linkTokenKey: string;
  /** set: the contact form uses Google reCAPTCHA instead of ALTCHA */
  recaptcha: { secret: string; siteKey: string; verifyUrl: string } | undefined;
  /** the sales inbox told of each new lead */
  salesEmail: string;
  /**
   * webhooks (modules/webhooks): plain http endpoints only in demo mode; loopback endpoints only
   * when WEBHOOKS_ALLOW_LOOPBACK is set, in demo mode
   */
  webhooks: { allowHttp: boolean; allowLoopback: boolean };
  /** geocoding and routing adapters (modules/geo) */
  geo: GeoConfig;
  /** the provider's accounts, fiscal data and payment gateway (modules/topups) */
  money: MoneyConfig;
};

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

/** Runs an adapter's own reader, turning its error into a ConfigError naming the variable. */
function readAdapterConfig<T>(
  env: Record<string, string | undefined>,
  read: () => T,
  urlVariables: string[],
  fallback: string,
): T {
  try {
    return read();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const variable =
      /^[A-Z][A-Z_]+/.exec(message)?.[0] ??
      urlVariables.find((v) => env[v] && message.includes(env[v])) ??
      fallback;
    const detail = message.startsWith(`${variable} `)
      ? message.slice(variable.length + 1)
      : message;
    throw new ConfigError(variable, detail);
  }
}

function readProviderEnv(env: Record<string, string | undefined>) {
  const name = env.PROVIDER?.trim() || 'simulated';
  if (!(PROVIDER_NAMES as readonly string[]).includes(name)) {
    throw new Error(`PROVIDER must be one of ${PROVIDER_NAMES.join(', ')} (got "${name}")`);
  }
  return readSimConfig(env);
}

/** Parses the environment; throws ConfigError naming the first wrong variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable counts as unset.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(name, `${issue?.message ?? 'is invalid'} (got "${env[name] ?? ''}")`);
  }
  const e = parsed.data;
  // Every signing key is the deployment's own secret outside demo mode (see lib/signing-keys.ts).
  if (!e.DEMO_SEED && !e.CAPTCHA_HMAC_KEY) {
    throw new ConfigError(
      'CAPTCHA_HMAC_KEY',
      'must be set outside demo mode (DEMO_SEED=false): a secret of at least 16 characters, the same on every instance',
    );
  }
  if (!e.DEMO_SEED && !e.LINK_TOKEN_KEY) {
    throw new ConfigError(
      'LINK_TOKEN_KEY',
      'must be set outside demo mode (DEMO_SEED=false): a secret of at least 16 characters, the same on every instance',
    );
  }
  if (!e.DEMO_SEED && e.WEBHOOKS_ALLOW_LOOPBACK) {
    throw new ConfigError(
      'WEBHOOKS_ALLOW_LOOPBACK',
      'is for demo mode only: outside it (DEMO_SEED=false) webhooks never reach this machine',
    );
  }
  if (!e.RECAPTCHA_SECRET !== !e.RECAPTCHA_SITE_KEY) {
    const missing = e.RECAPTCHA_SECRET ? 'RECAPTCHA_SITE_KEY' : 'RECAPTCHA_SECRET';
    throw new ConfigError(missing, 'must be set with the other reCAPTCHA key');
  }
  const geo = readAdapterConfig(
    cleaned,
    () => readGeoConfig(cleaned),
    ['NOMINATIM_URL', 'OSRM_URL'],
    'GEOCODER',
  );
  const money = readAdapterConfig(cleaned, () => readMoneyConfig(cleaned), [], 'PAYMENT_GATEWAY');
  // The provider gateway reads its own variables when the trips module creates it; a wrong
  // value must still stop the server at start.
  readAdapterConfig(cleaned, () => readProviderEnv(cleaned), [], 'PROVIDER');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    demoSeed: e.DEMO_SEED,
    smtpUrl: e.SMTP_URL,
    smsUrl: e.SMS_URL,
    smsToken: e.SMS_TOKEN || undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    productName: e.PRODUCT_NAME,
    providerName: e.PROVIDER_NAME,
    supportPhone: e.SUPPORT_PHONE,
    supportEmail: e.SUPPORT_EMAIL,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(REPO_ROOT, e.WEB_DIST),
    mapPmtilesPath: e.MAP_PMTILES_PATH ? resolve(REPO_ROOT, e.MAP_PMTILES_PATH) : undefined,
    mapAttribution: e.MAP_ATTRIBUTION,
    trustProxy: e.TRUST_PROXY,
    captchaHmacKey: e.CAPTCHA_HMAC_KEY ?? demoSigningKey(e.DATA_DIR, 'captcha'),
    linkTokenKey: e.LINK_TOKEN_KEY ?? demoSigningKey(e.DATA_DIR, 'links'),
    recaptcha:
      e.RECAPTCHA_SECRET && e.RECAPTCHA_SITE_KEY
        ? {
            secret: e.RECAPTCHA_SECRET,
            siteKey: e.RECAPTCHA_SITE_KEY,
            verifyUrl: e.RECAPTCHA_VERIFY_URL ?? 'https://www.google.com/recaptcha/api/siteverify',
          }
        : undefined,
    salesEmail: e.SALES_EMAIL,
    webhooks: { allowHttp: e.DEMO_SEED, allowLoopback: e.WEBHOOKS_ALLOW_LOOPBACK },
    geo,
    money,
  };
}
