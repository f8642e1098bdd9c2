import { CHUNK_LOAD_TIMEOUT_MS } from '@trayecto/contracts/constants';

/** A route chunk that failed to download or took longer than CHUNK_LOAD_TIMEOUT_MS (SPEC §8). */
export class ChunkLoadError extends Error {
  readonly reason: 'timeout' | 'failed';
  constructor(reason: 'timeout' | 'failed', cause?: unknown) {
    super(reason === 'timeout' ? 'Chunk load timed out' : 'Chunk load failed', { cause });
    this.name = 'ChunkLoadError';
    this.reason = reason;
  }
}

/** Wraps a dynamic import: rejects with ChunkLoadError on failure or after `ms`. */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  ms: number = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError('failed', error));
        },
      );
    });
}

const DYNAMIC_IMPORT_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && DYNAMIC_IMPORT_FAILURE.test(error.message);
}
