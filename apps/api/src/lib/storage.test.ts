import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  assertStorageKey,
  createLocalStorage,
  createMemoryStorage,
  createStorage,
  type FileStorage,
} from './storage.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'trayecto-storage-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

const implementations: [string, () => FileStorage][] = [
  ['local disk', () => createLocalStorage(join(dir, 'uploads'))],
  ['memory', () => createMemoryStorage()],
];

describe.each(implementations)('%s storage', (_, make) => {
  it('puts, gets (bytes and type) and removes a file', async () => {
    const storage = make();
    expect(await storage.get('parcel_image/c1/f1')).toBeNull();
    await storage.put('parcel_image/c1/f1', bytes, 'image/png');
    const file = await storage.get('parcel_image/c1/f1');
    expect(file?.contentType).toBe('image/png');
    expect(file?.bytes.equals(bytes)).toBe(true);

    // replaced whole
    await storage.put('parcel_image/c1/f1', Buffer.from('RIFFxxxxWEBP'), 'image/webp');
    expect((await storage.get('parcel_image/c1/f1'))?.contentType).toBe('image/webp');

    await storage.remove('parcel_image/c1/f1');
    expect(await storage.get('parcel_image/c1/f1')).toBeNull();
    await storage.remove('parcel_image/c1/f1'); // already gone: not an error
  });

  it('refuses a key with "..", an absolute or empty key, or odd characters', async () => {
    const storage = make();
    for (const key of [
      '../x',
      'a/../../x',
      'a/..',
      '..',
      'a..b',
      '/etc/passwd',
      '',
      'a//b',
      'a\\b',
      'a b',
      'a/\u0000',
    ]) {
      await expect(storage.put(key, bytes, 'image/png'), key).rejects.toThrow(
        /invalid storage key/,
      );
      await expect(storage.get(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.remove(key), key).rejects.toThrow(/invalid storage key/);
    }
  });
});

describe('local disk storage', () => {
  it('writes under its root, the bytes as they are, and leaves no temporary file', async () => {
    const storage = createLocalStorage(join(dir, 'uploads'));
    await storage.put('proof_photo/c2/f2', bytes, 'image/jpeg');
    expect((await readFile(join(dir, 'uploads', 'proof_photo', 'c2', 'f2'))).equals(bytes)).toBe(
      true,
    );
    const names = await readdir(join(dir, 'uploads', 'proof_photo', 'c2'));
    expect(names.sort()).toEqual(['f2', 'f2.meta.json']);
    await storage.remove('proof_photo/c2/f2');
    expect(await readdir(join(dir, 'uploads', 'proof_photo', 'c2'))).toEqual([]);
  });

  it('is what DATA_DIR asks for: <DATA_DIR>/uploads, or memory for memory://', async () => {
    await createStorage(dir).put('k', bytes, 'image/png');
    expect((await readFile(join(dir, 'uploads', 'k'))).equals(bytes)).toBe(true);
    const memory = createStorage('memory://');
    await memory.put('k2', bytes, 'image/png');
    expect((await memory.get('k2'))?.bytes.equals(bytes)).toBe(true);
    expect(await readdir(dir)).toEqual(['uploads']);
  });

  it('assertStorageKey accepts the keys the server makes', () => {
    expect(() =>
      assertStorageKey('parcel_image/8b7f3c1e-0000-4000-8000-000000000000/0a1b.c-d_e'),
    ).not.toThrow();
  });
});
