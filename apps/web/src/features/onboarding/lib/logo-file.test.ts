import { describe, expect, it } from 'vitest';
import { PARCEL_IMAGE_MAX_BYTES } from '@trayecto/contracts';
import { logoFileProblem } from './logo-file.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return new Blob([bytes]);
};

describe('a chosen logo', () => {
  it('is refused empty, over the limit, or when its bytes are not an image', async () => {
    expect(await logoFileProblem(new Blob([]))).toBe('image_required');
    expect(await logoFileProblem(png(PARCEL_IMAGE_MAX_BYTES + 1))).toBe('image_too_large');
    expect(await logoFileProblem(new Blob(['%PDF-1.7 not an image']))).toBe('image_type');
  });
  it('is taken by its bytes, up to the limit itself', async () => {
    expect(await logoFileProblem(png(64))).toBeNull();
    expect(await logoFileProblem(png(PARCEL_IMAGE_MAX_BYTES))).toBeNull();
  });
});
