import { inflateRawSync } from 'node:zlib';
import { zipSync } from 'fflate';
import {
  FILE_MAX_ENTRIES,
  FILE_MAX_RATIO,
  FILE_RATIO_FREE_BYTES,
  FILE_UNPACKED_MAX_BYTES,
} from '@trayecto/contracts';

// A zip a company sent (an XLSX), unpacked within a budget before any reader sees it. The central
// directory is read first: too many parts, a declared size over the budget or a part that grows
// more than FILE_MAX_RATIO is refused without inflating anything. A declared size may lie, so each
// part is then inflated by zlib with what is left of the budget as its ceiling (zlib stops there,
// having allocated no more). What was unpacked is packed again, stored, for the reader: it reads
// only what was measured, never the sender's bytes, however they were crafted.

export type ZipProblem = 'unreadable' | 'too_large';
export class ZipRefused extends Error {
  constructor(readonly problem: ZipProblem) {
    super(`zip ${problem}`);
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const EOCD_SIZE = 22;
const COMMENT_MAX = 0xffff;

type Entry = { name: string; method: number; packed: number; size: number; offset: number };

function centralDirectory(zip: Buffer): Entry[] {
  const unreadable = () => new ZipRefused('unreadable');
  let eocd = -1;
  for (let i = zip.length - EOCD_SIZE; i >= Math.max(0, zip.length - EOCD_SIZE - COMMENT_MAX); i--)
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  if (eocd < 0) throw unreadable();
  const count = zip.readUInt16LE(eocd + 10);
  const dirSize = zip.readUInt32LE(eocd + 12);
  const dirOffset = zip.readUInt32LE(eocd + 16);
  // ZIP64 and split archives: no spreadsheet of this size needs them.
  if (count === 0xffff || dirOffset === 0xffffffff || zip.readUInt16LE(eocd + 4) !== 0)
    throw unreadable();
  if (count > FILE_MAX_ENTRIES) throw new ZipRefused('too_large');
  if (dirOffset + dirSize > eocd) throw unreadable();
  const entries: Entry[] = [];
  let at = dirOffset;
  let declared = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > eocd || zip.readUInt32LE(at) !== CENTRAL) throw unreadable();
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const packed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (next > eocd || flags & 1 || (method !== 0 && method !== 8)) throw unreadable();
    declared += size;
    if (declared > FILE_UNPACKED_MAX_BYTES) throw new ZipRefused('too_large');
    if (size > FILE_RATIO_FREE_BYTES && size > packed * FILE_MAX_RATIO)
      throw new ZipRefused('too_large');
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    entries.push({ name, method, packed, size, offset: zip.readUInt32LE(at + 42) });
    at = next;
  }
  return entries;
}

/** The parts of `zip` by name, unpacked within FILE_UNPACKED_MAX_BYTES (ZipRefused otherwise). */
export function unpackBounded(zip: Buffer): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  let left = FILE_UNPACKED_MAX_BYTES;
  for (const entry of centralDirectory(zip)) {
    const header = entry.offset;
    if (header + 30 > zip.length || zip.readUInt32LE(header) !== LOCAL)
      throw new ZipRefused('unreadable');
    const start = header + 30 + zip.readUInt16LE(header + 26) + zip.readUInt16LE(header + 28);
    if (start + entry.packed > zip.length || Object.hasOwn(files, entry.name))
      throw new ZipRefused('unreadable');
    const packed = zip.subarray(start, start + entry.packed);
    let bytes: Buffer;
    if (entry.method === 0) bytes = packed;
    else {
      try {
        bytes = inflateRawSync(packed, { maxOutputLength: Math.max(left, 1) });
      } catch (error) {
        throw new ZipRefused(
          (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE'
            ? 'too_large'
            : 'unreadable',
        );
      }
    }
    if (bytes.length > left) throw new ZipRefused('too_large');
    left -= bytes.length;
    files[entry.name] = bytes;
  }
  return files;
}

/** Parts unpackBounded measured, packed again (stored, no compression for a reader to undo). */
export function packStored(files: Record<string, Uint8Array>): Buffer {
  return Buffer.from(zipSync(files, { level: 0 }));
}
