import { z } from 'zod';
import { PARCEL_IMAGE_TYPES } from './parcels.ts';

// Uploaded files on the wire (issue 8): POST /api/corporate/parcels/images takes the image's raw
// bytes and answers its id; GET /api/corporate/uploads/{id} gives the file back to its company.

/** The request's content types POST /parcels/images reads as raw bytes (the type is read from them). */
export const UPLOAD_RAW_CONTENT_TYPES = [
  ...PARCEL_IMAGE_TYPES,
  'application/octet-stream',
] as const;

/** The multipart field that carries the file when the image is sent as multipart/form-data. */
export const UPLOAD_IMAGE_FIELD = 'image';

export const uploadedImageSchema = z.object({
  /** give it as `image_id` when creating the parcel (POST /parcels) */
  image_id: z.string(),
  /** the type read from the file's bytes */
  content_type: z.enum(PARCEL_IMAGE_TYPES),
  size_bytes: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const uploadedImageResponseSchema = z.object({
  success: z.literal(true),
  data: uploadedImageSchema,
});
