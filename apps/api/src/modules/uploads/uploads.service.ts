import { randomUUID } from 'node:crypto';
import type { UploadPurpose } from '@trayecto/db';
import {
  PARCEL_IMAGE_MAX_MB,
  parcelImageProblem,
  RECEIPT_MAX_MB,
  receiptProblem,
  sniffImageType,
  sniffReceiptType,
  UPLOAD_IMAGE_FIELD,
  type ErrorCode,
} from '@trayecto/contracts';
import type { Actor, AppDeps } from '../../app-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/keyset.ts';
import { runTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import * as repo from './uploads.repository.ts';
import type { UploadRow } from './uploads.repository.ts';

export type { UploadRow } from './uploads.repository.ts';

const refuse = (status: number, code: ErrorCode, params: Record<string, number> = {}) =>
  new AppError(status, code, { params, fields: { [UPLOAD_IMAGE_FIELD]: code } });

/** 413 image_too_large, the limit in MB in its message. */
export const imageTooLarge = () => refuse(413, 'image_too_large', { max_mb: PARCEL_IMAGE_MAX_MB });
/** 415 image_type: not a JPEG, PNG or WebP by its bytes. */
export const imageType = () => refuse(415, 'image_type');
/** 400 image_required: no file, or an empty one. */
export const imageRequired = () => refuse(400, 'image_required');

/** The receipt of a top-up (issue 11): an image or a PDF, the same 5 MB, its own words. */
const RECEIPT_FIELD = 'receipt';
const refuseReceipt = (status: number, code: ErrorCode, params: Record<string, number> = {}) =>
  new AppError(status, code, { params, fields: { [RECEIPT_FIELD]: code } });
export const receiptTooLarge = () =>
  refuseReceipt(413, 'receipt_too_large', { max_mb: RECEIPT_MAX_MB });
export const receiptType = () => refuseReceipt(415, 'receipt_type');
export const receiptRequired = () => refuseReceipt(400, 'receipt_required');

/** What a purpose accepts: how a file is judged and typed, and the refusals in its words. */
const ACCEPT = {
  image: {
    problem: parcelImageProblem,
    sniff: sniffImageType,
    required: imageRequired,
    tooLarge: imageTooLarge,
    type: imageType,
  },
  receipt: {
    problem: receiptProblem,
    sniff: sniffReceiptType,
    required: receiptRequired,
    tooLarge: receiptTooLarge,
    type: receiptType,
  },
} as const;
const acceptOf = (purpose: UploadPurpose) => ACCEPT[purpose === 'receipt' ? 'receipt' : 'image'];

/** The server's key for a file: never built from anything the client sent. */
const storageKeyOf = (purpose: UploadPurpose, corporateId: string, id: string) =>
  `${purpose}/${corporateId}/${id}`;

/**
 * Stores an image a company sent (the parcel's photo, a proof-of-delivery photo) and returns its
 * row. Refused by its bytes (contracts parcelImageProblem): none or empty 400 image_required,
 * over PARCEL_IMAGE_MAX_BYTES 413 image_too_large (exactly the limit is accepted), not a JPEG,
 * PNG or WebP 415 image_type, whatever type or name it was sent with; nothing is stored then.
 * The file is written first and the row after (with its audit entry, given an actor): a row
 * never points at a missing file, and if the row cannot be written the file is removed again.
 */
export async function storeUpload(
  deps: AppDeps,
  input: {
    corporateId: string;
    purpose: UploadPurpose;
    bytes: Uint8Array | null | undefined;
    actor?: Actor;
  },
): Promise<UploadRow> {
  const { corporateId, purpose, bytes, actor } = input;
  const accept = acceptOf(purpose);
  const problem = accept.problem(bytes);
  if (problem === 'required' || !bytes) throw accept.required();
  if (problem === 'too_large') throw accept.tooLarge();
  const contentType = accept.sniff(bytes);
  if (problem === 'type' || !contentType) throw accept.type();

  const id = randomUUID();
  const storageKey = storageKeyOf(purpose, corporateId, id);
  const buffer = Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  await deps.storage.put(storageKey, buffer, contentType);
  try {
    return await runTransaction(deps.db, async (tx) => {
      const row = await repo.insertUpload(tx, {
        id,
        corporateId,
        purpose,
        contentType,
        sizeBytes: buffer.length,
        storageKey,
      });
      if (actor) {
        await recordAudit(tx, {
          actor,
          corporateId,
          action: 'upload_created',
          entity: 'upload',
          entityId: id,
          after: { purpose, content_type: contentType, size_bytes: buffer.length },
        });
      }
      return row;
    });
  } catch (error) {
    // The row's failure is the error to report; a file left behind by a failed removal is
    // unreachable (no row names it) and harmless.
    await deps.storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
}

/** The company's upload with this id, or null (another company's, a malformed id, none). */
export async function findUpload(
  deps: AppDeps,
  corporateId: string,
  id: string,
): Promise<UploadRow | null> {
  if (!isUuid(id)) return null;
  return repo.findUploadById(deps.db, corporateId, id);
}

/** The bytes and type of the company's upload, or null when it has none with this id. */
export async function readUpload(
  deps: AppDeps,
  corporateId: string,
  id: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const row = await findUpload(deps, corporateId, id);
  if (!row) return null;
  const file = await deps.storage.get(row.storageKey);
  return file ? { bytes: file.bytes, contentType: row.contentType } : null;
}

/** The image_url of a company whose logo is this upload: loaded without a session (GET /api/public/logos/{id}). */
export const logoUrlOf = (uploadId: string) => `/api/public/logos/${uploadId}`;

/** The bytes and type of a logo that some company has now, or null. */
export async function readCurrentLogo(
  deps: AppDeps,
  id: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!isUuid(id)) return null;
  const row = await repo.findCurrentLogo(deps.db, id, logoUrlOf(id));
  if (!row) return null;
  const file = await deps.storage.get(row.storageKey);
  return file ? { bytes: file.bytes, contentType: row.contentType } : null;
}
