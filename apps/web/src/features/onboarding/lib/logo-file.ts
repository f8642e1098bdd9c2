import { PARCEL_IMAGE_MAX_BYTES, sniffImageType } from '@trayecto/contracts';

/**
 * Why a chosen logo cannot be sent, checked in the browser before it is uploaded, with the
 * server's own codes (and texts) and limits (the uploads module's, as for a parcel's photo):
 * empty, more than PARCEL_IMAGE_MAX_BYTES, or not a JPEG, PNG or WebP by its first bytes.
 */
export async function logoFileProblem(
  file: Blob,
): Promise<'image_required' | 'image_too_large' | 'image_type' | null> {
  if (file.size === 0) return 'image_required';
  if (file.size > PARCEL_IMAGE_MAX_BYTES) return 'image_too_large';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return sniffImageType(head) ? null : 'image_type';
}
