import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, withChunkTimeout } from './lazy.ts';

afterEach(() => vi.useRealTimers());

describe('withChunkTimeout', () => {
  it('resolves with the module when the import answers in time', async () => {
    const load = withChunkTimeout(() => Promise.resolve({ Component: 'x' }), 1000);
    await expect(load()).resolves.toEqual({ Component: 'x' });
  });

  it('rejects with a timeout ChunkLoadError once the limit passes', async () => {
    vi.useFakeTimers();
    const load = withChunkTimeout(() => new Promise<never>(() => {}), 120_000);
    const result = load();
    const caught = result.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void result.then(
      () => (settled = true),
      () => (settled = true),
    );
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await caught;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('timeout');
  });

  it('wraps a failed import', async () => {
    const load = withChunkTimeout(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    );
    const error = await load().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('failed');
  });
});

describe('isChunkLoadError', () => {
  it('recognises our error and the browsers’ dynamic import failures, nothing else', () => {
    expect(isChunkLoadError(new ChunkLoadError('timeout'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
