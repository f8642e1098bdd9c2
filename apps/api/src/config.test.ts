import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_DOC, ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has a default for every variable', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      redisUrl: undefined,
      demoSeed: true,
      smtpUrl: undefined,
      smsUrl: undefined,
      smsToken: undefined,
      mailFrom: 'Trayecto Empresas <no-reply@trayecto.test>',
      publicUrl: 'http://localhost:3000',
      productName: 'Trayecto Empresas',
      providerName: 'Trayecto',
      logLevel: 'info',
      trustProxy: false,
    });
    expect(c.webDist.endsWith('apps/web/dist')).toBe(true);
  });

  it('reads the environment', () => {
    const c = loadConfig({
      PORT: '4100',
      DEMO_SEED: 'false',
      CAPTCHA_HMAC_KEY: 'a-deployment-own-captcha-secret',
      LINK_TOKEN_KEY: 'a-deployment-own-link-secret',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mail:587',
      PUBLIC_URL: 'https://empresas.example.com/',
      TRUST_PROXY: 'true',
    });
    expect(c).toMatchObject({
      port: 4100,
      demoSeed: false,
      trustProxy: true,
      publicUrl: 'https://empresas.example.com',
    });
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it('reads the SMS provider', () => {
    expect(
      loadConfig({ SMS_URL: 'https://sms.example.com/messages', SMS_TOKEN: ' t0k3n ' }),
    ).toMatchObject({ smsUrl: 'https://sms.example.com/messages', smsToken: 't0k3n' });
    expect(loadConfig({ SMS_TOKEN: '' }).smsToken).toBeUndefined();
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DEMO_SEED', 'maybe'],
    ['DATABASE_URL', 'mysql://db/app'],
    ['REDIS_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['SMS_URL', 'smtp://sms'],
    ['PUBLIC_URL', 'ftp://x'],
    ['LOG_LEVEL', 'loud'],
    ['SUPPORT_EMAIL', 'nope'],
    ['TRUST_PROXY', '2'],
    ['GEOCODER', 'teleport'],
    ['ROUTER', 'warp'],
    ['PROVIDER', 'uber'],
    ['SIM_SPEED', 'fast'],
  ])('stops on a wrong %s naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(name);
    expect((error as Error).message).toContain(name);
    expect((error as Error).message).toContain(value);
  });

  it('documents every variable it reads', () => {
    const names = CONFIG_DOC.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'PORT',
        'DATA_DIR',
        'DATABASE_URL',
        'REDIS_URL',
        'DEMO_SEED',
        'SMTP_URL',
        'SMS_URL',
        'SMS_TOKEN',
        'WEB_DIST',
        'TRUST_PROXY',
      ]),
    );
    expect(CONFIG_DOC.every((d) => d.description.length > 10)).toBe(true);
  });
});

describe('signing keys', () => {
  const keyOf = (env: Record<string, string>) => loadConfig(env).captchaHmacKey;
  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      return error;
    }
    return null;
  };

  it('refuses to start outside demo mode without a key of its own, or with the published one', () => {
    const missing = refusal({ DEMO_SEED: 'false' });
    expect(missing).toBeInstanceOf(ConfigError);
    expect((missing as ConfigError).message).toMatch(/CAPTCHA_HMAC_KEY/);
    const published = refusal({
      DEMO_SEED: 'false',
      CAPTCHA_HMAC_KEY: 'trayecto-dev-captcha-hmac-key',
    });
    expect((published as ConfigError).message).toMatch(/CAPTCHA_HMAC_KEY.*published/);
    const own = { CAPTCHA_HMAC_KEY: 'a-deployment-own-secret' };
    const noLinkKey = refusal({ DEMO_SEED: 'false', ...own });
    expect((noLinkKey as ConfigError).message).toMatch(/LINK_TOKEN_KEY/);
    const linkKey = 'a-deployment-own-link-secret';
    const config = loadConfig({ DEMO_SEED: 'false', ...own, LINK_TOKEN_KEY: linkKey });
    expect(config.captchaHmacKey).toBe('a-deployment-own-secret');
    expect(config.linkTokenKey).toBe(linkKey);
  });

  it('makes one key per data folder in demo mode, keeps it owner-only, and reads it again', () => {
    const [a, b] = [mkdtempSync(join(tmpdir(), 'keys-a-')), mkdtempSync(join(tmpdir(), 'keys-b-'))];
    try {
      const first = keyOf({ DATA_DIR: a });
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(keyOf({ DATA_DIR: a })).toBe(first);
      expect(keyOf({ DATA_DIR: b })).not.toBe(first);
      // the link key is a key of its own, kept beside it
      const links = loadConfig({ DATA_DIR: a }).linkTokenKey;
      expect(links).toMatch(/^[0-9a-f]{64}$/);
      expect(links).not.toBe(first);
      expect(loadConfig({ DATA_DIR: a }).linkTokenKey).toBe(links);
      const file = join(a, 'signing-keys', 'captcha.key');
      expect(readFileSync(file, 'utf8').trim()).toBe(first);
      expect(statSync(file).mode & 0o077).toBe(0);
      // a key the deployment gives wins, in demo mode too
      expect(keyOf({ DATA_DIR: a, CAPTCHA_HMAC_KEY: 'given-by-the-deployment' })).toBe(
        'given-by-the-deployment',
      );
    } finally {
      rmSync(a, { recursive: true, force: true });
      rmSync(b, { recursive: true, force: true });
    }
  });
});
