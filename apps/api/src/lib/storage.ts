import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where uploaded files live (issue 8: parcel images, proof-of-delivery photos). The database keeps
 * a row per file (`uploads`); the bytes are behind this seam under a key the server generates
 * (never a name from the request). The default is the local disk under `<DATA_DIR>/uploads/`; an
 * S3-compatible store implements the same three calls (lib/README.md).
 */
export type FileStorage = {
  /** Stores `bytes` under `key`, replacing what was there; resolves once the file is complete. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file and its content type, or null when there is none under `key`. */
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  /** Deletes the file; a key with no file is not an error. */
  remove(key: string): Promise<void>;
};

/** DATA_DIR's value for "in memory" (packages/db opens PGlite in memory for it as well). */
export const MEMORY_DATA_DIR = 'memory://';

/** The local storage's sidecar holding a file's content type (keys may not end with it). */
const META_SUFFIX = '.meta.json';

/**
 * A storage key: slash-separated segments of letters, digits, `_`, `-` and `.`, none of them
 * empty, `.` or `..` (no way out of the root), at most 512 characters. Throws otherwise.
 */
export function assertStorageKey(key: string): void {
  const segments = key.split('/');
  const ok =
    key.length > 0 &&
    key.length <= 512 &&
    !key.endsWith(META_SUFFIX) &&
    segments.every((s) => /^[A-Za-z0-9_.-]+$/.test(s) && s !== '.' && s !== '..');
  if (!ok || key.includes('..')) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

/**
 * Files on the local disk under `root` (created on first write). A file is written to a temporary
 * name in its folder, flushed, then renamed over the final name: a reader never sees half a file,
 * and a crash leaves at most a stray `*.tmp`. The content type is kept beside it in
 * `<key>.meta.json`, written before the bytes (the bytes' presence is what makes a file exist).
 */
export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const path = resolve(base, ...key.split('/'));
    if (!path.startsWith(base + sep))
      throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    return path;
  };

  async function writeAtomic(path: string, data: Buffer | string) {
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      const file = await open(tmp, 'wx', 0o600);
      try {
        await file.writeFile(data);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(tmp, path);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  const missing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      await writeAtomic(`${path}${META_SUFFIX}`, JSON.stringify({ contentType }));
      await writeAtomic(path, bytes);
    },
    async get(key) {
      const path = pathOf(key);
      let bytes: Buffer;
      try {
        bytes = await readFile(path);
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      let contentType = 'application/octet-stream';
      try {
        const meta = JSON.parse(await readFile(`${path}${META_SUFFIX}`, 'utf8')) as {
          contentType?: unknown;
        };
        if (typeof meta.contentType === 'string') contentType = meta.contentType;
      } catch (error) {
        if (!missing(error)) throw error;
      }
      return { bytes, contentType };
    },
    async remove(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}${META_SUFFIX}`, { force: true });
    },
  };
}

/** Files in this process's memory (DATA_DIR=memory://, tests): gone when the process ends. */
export function createMemoryStorage(): FileStorage & { keys(): string[] } {
  const files = new Map<string, { bytes: Buffer; contentType: string }>();
  return {
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      files.set(key, { bytes: Buffer.from(bytes), contentType });
    },
    async get(key) {
      assertStorageKey(key);
      const file = files.get(key);
      return file ? { bytes: Buffer.from(file.bytes), contentType: file.contentType } : null;
    },
    async remove(key) {
      assertStorageKey(key);
      files.delete(key);
    },
    keys: () => [...files.keys()],
  };
}

/** The storage DATA_DIR asks for: in memory for `memory://`, else `<DATA_DIR>/uploads/`. */
export function createStorage(dataDir: string): FileStorage {
  return dataDir === MEMORY_DATA_DIR
    ? createMemoryStorage()
    : createLocalStorage(join(resolve(dataDir), 'uploads'));
}
