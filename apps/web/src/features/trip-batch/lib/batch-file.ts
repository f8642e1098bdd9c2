import {
  BATCH_FILE_NAME_MAX,
  BATCH_MAX_BYTES,
  type BatchFile,
} from '@trayecto/contracts/trip-batch';

// The file a person picks or drops, checked here as the server checks it (its extension and
// size), then sent as base64 with its name (POST /trips/batch/preview and POST /trips/batch).

export const BATCH_EXTENSIONS = ['csv', 'xlsx'] as const;
/** The file input's `accept`: the extensions and their usual types. */
export const BATCH_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type BatchFileProblem = 'type' | 'too_large' | 'empty';

/** The lower-case extension of a file name, without its dot ('' when it has none). */
export function extensionOf(name: string): string {
  return /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
}

/** What can be said of a picked file before reading it: a CSV or XLSX of 1 byte to 512 KB. */
export function checkBatchFile(file: { name: string; size: number }): BatchFileProblem | null {
  if (!(BATCH_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > BATCH_MAX_BYTES) return 'too_large';
  return null;
}

/**
 * The name sent with the file: its last path part (some browsers give a path), trimmed, and cut
 * to the contract's maximum keeping its extension.
 */
export function batchFileName(name: string): string {
  const base = name.split(/[/\\]/).pop()!.trim();
  if (base.length <= BATCH_FILE_NAME_MAX) return base;
  const ext = extensionOf(base);
  const tail = ext ? `.${ext}` : '';
  return `${base.slice(0, BATCH_FILE_NAME_MAX - tail.length)}${tail}`;
}

/** A file's bytes in base64 (standard alphabet, padded), in chunks to spare the call stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let at = 0; at < bytes.length; at += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(at, at + CHUNK));
  }
  return btoa(binary);
}

/** The body for the server, or why the file cannot be sent. */
export async function readBatchFile(
  file: File,
): Promise<{ body: BatchFile } | { problem: BatchFileProblem | 'unreadable' }> {
  const problem = checkBatchFile(file);
  if (problem) return { problem };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { problem: 'unreadable' };
  }
  if (bytes.length === 0) return { problem: 'empty' };
  return { body: { file_name: batchFileName(file.name), content_base64: bytesToBase64(bytes) } };
}

/** The same file again: its body's fingerprint for the booking's Idempotency-Key. */
export function fingerprintOf(body: BatchFile): string {
  return `${body.file_name}\n${body.content_base64}`;
}
