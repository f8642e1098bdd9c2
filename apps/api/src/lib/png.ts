import { crc32 } from 'node:zlib';

// PNG's chunk framing (length, type, data, CRC-32), for the few images the server draws itself:
// the simulated courier's proof photo, and the images tests upload.

/** One PNG chunk: its length, type and data, and the CRC-32 of type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
