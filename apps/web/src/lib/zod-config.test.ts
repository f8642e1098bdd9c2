import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('makes zod jitless without importing it, before zod loads', async () => {
    const g = globalThis as { __zod_globalConfig?: Record<string, unknown> };
    delete g.__zod_globalConfig;
    await import('./zod-config.ts');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    // and parsing an object (where zod would probe for `new Function`) still works
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });

  it('sets it on the configuration zod already holds when zod loaded first', async () => {
    const { config } = await import('zod');
    config({ jitless: false });
    const { configureZod } = await import('./zod-config.ts');
    configureZod();
    expect(config().jitless).toBe(true);
  });
});
