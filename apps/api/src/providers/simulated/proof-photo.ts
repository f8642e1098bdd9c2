import { deflateSync } from 'node:zlib';
import { pngChunk } from '../../lib/png.ts';
import type { Random } from '../../lib/random.ts';

// The simulated courier's camera: a small PNG of a parcel at a door (a brown box on a doorstep,
// the door's colour and the box's place drawn from the seeded random source), so the proof of a
// simulated delivery is a real image the panel stores and shows like a courier's photo.

const W = 96;
const H = 72;

const DOORS: readonly [number, number, number][] = [
  [120, 72, 48],
  [40, 90, 140],
  [30, 110, 70],
  [150, 40, 50],
  [90, 90, 95],
];

/** A 96×72 RGB PNG: wall, a door, the doorstep and the parcel on it. */
export function proofPhotoPng(random: Random): Buffer {
  const door = random.pick(DOORS);
  const boxX = random.int(52, 70);
  const pixels = Buffer.alloc((W * 3 + 1) * H);
  for (let y = 0; y < H; y++) {
    const row = y * (W * 3 + 1);
    pixels[row] = 0; // filter: none
    for (let x = 0; x < W; x++) {
      let rgb: [number, number, number] = [226, 220, 205]; // wall
      if (y >= 58)
        rgb = [150, 150, 146]; // doorstep
      else if (x >= 14 && x < 44 && y >= 8) rgb = door;
      if (x === 38 && y >= 30 && y < 34) rgb = [230, 200, 90]; // handle
      if (x >= boxX && x < boxX + 20 && y >= 44 && y < 62) {
        rgb = y === 52 || x === boxX + 10 ? [200, 170, 110] : [176, 130, 80]; // box and tape
      }
      pixels.set(rgb, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(W, 0);
  header.writeUInt32BE(H, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
