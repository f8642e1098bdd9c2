import { z } from 'zod';
import { PARCEL_DETAILS_MAX, PARCEL_IMAGE_MAX_BYTES, PHONE_DIGITS } from './constants.ts';
import { MAX_ORDER_DROPOFFS } from './orders.ts';
import type { ServiceTypeId } from './trips.ts';

// The parcel rules (SPEC §9 and the parcel guide, /parcel-guide): sizes, which vehicle carries
// what, the limits of the parcel form, the declared value, the wait at the door, the return fee
// and the damage claim. Constants and pure functions only: the parcel form, the server and the
// public guide read them from here. Their labels in the four languages are in labels.ts.

// The limits SPEC §9 fixed first live in constants.ts (the error texts read them without zod):
// one definition, re-exported here so the parcel rules are read from one module.
export { PARCEL_DETAILS_MAX, PARCEL_IMAGE_MAX_BYTES };
/** A receiver's phone: exactly this many digits (the common phone rule). */
export const PARCEL_RECEIVER_PHONE_DIGITS = PHONE_DIGITS;

/** Package sizes, smallest first. */
export const PARCEL_SIZES = ['S', 'M', 'L', 'XL'] as const;
export type ParcelSize = (typeof PARCEL_SIZES)[number];
// pure: a page that reads only the constants (the public guide) does not bring zod with it
export const parcelSizeSchema = /* @__PURE__ */ z.enum(PARCEL_SIZES, {
  message: 'validation_error',
});

export type ParcelDimensions = { length: number; width: number; height: number };
/** The largest box of each size, in centimetres (length ≥ width ≥ height). */
export const PARCEL_SIZE_DIMENSIONS_CM: Record<ParcelSize, ParcelDimensions> = {
  S: { length: 30, width: 20, height: 15 },
  M: { length: 40, width: 30, height: 30 },
  L: { length: 60, width: 40, height: 40 },
  XL: { length: 80, width: 60, height: 50 },
};

/** S < M < L < XL: 0 for S. */
export function parcelSizeRank(size: ParcelSize): number {
  return PARCEL_SIZES.indexOf(size);
}

/** The vehicles that carry parcels, smallest first. */
export const PARCEL_VEHICLE_IDS = ['motorcycle', 'car'] as const;
export type ParcelVehicle = (typeof PARCEL_VEHICLE_IDS)[number];
export type ParcelVehicleRule = {
  /** the service type the parcel is dispatched as (SERVICE_TYPE_IDS) */
  serviceTypeId: ServiceTypeId;
  /** heaviest parcel it carries, kilograms included */
  maxWeightKg: number;
  /** largest size it carries, that size included */
  maxSize: ParcelSize;
};
export const PARCEL_VEHICLES: Record<ParcelVehicle, ParcelVehicleRule> = {
  motorcycle: { serviceTypeId: 'moto', maxWeightKg: 10, maxSize: 'M' },
  car: { serviceTypeId: 'economy', maxWeightKg: 20, maxSize: 'XL' },
};

/** What a parcel's size adds to the fare of the distance (cents): bigger boxes take more room. */
export const PARCEL_SIZE_SURCHARGE_CENTS: Record<ParcelSize, number> = {
  S: 0,
  M: 100,
  L: 250,
  XL: 400,
};

/** Lightest parcel the form accepts, in kilograms. */
export const PARCEL_MIN_WEIGHT_KG = 0.1;
/** Heaviest parcel any vehicle carries, in kilograms. */
export const PARCEL_MAX_WEIGHT_KG = Math.max(
  ...PARCEL_VEHICLE_IDS.map((v) => PARCEL_VEHICLES[v].maxWeightKg),
);

/** Whether `vehicle` carries a parcel of this size and weight (its limits included). */
export function parcelFitsVehicle(
  vehicle: ParcelVehicle,
  size: ParcelSize,
  weightKg: number,
): boolean {
  const rule = PARCEL_VEHICLES[vehicle];
  return (
    Number.isFinite(weightKg) &&
    weightKg > 0 &&
    weightKg <= rule.maxWeightKg &&
    parcelSizeRank(size) <= parcelSizeRank(rule.maxSize)
  );
}

/** The smallest vehicle that carries the parcel, or null when none does. */
export function vehicleForParcel(size: ParcelSize, weightKg: number): ParcelVehicle | null {
  return PARCEL_VEHICLE_IDS.find((v) => parcelFitsVehicle(v, size, weightKg)) ?? null;
}

/** The vehicles that carry a size, whatever the weight (within each vehicle's own limit). */
export function vehiclesForSize(size: ParcelSize): ParcelVehicle[] {
  return PARCEL_VEHICLE_IDS.filter(
    (v) => parcelSizeRank(size) <= parcelSizeRank(PARCEL_VEHICLES[v].maxSize),
  );
}

/** What the parcel is. */
export const PARCEL_TYPES = [
  'documents',
  'small_package',
  'food',
  'electronics',
  'clothing',
  'other',
] as const;
export type ParcelType = (typeof PARCEL_TYPES)[number];
export const parcelTypeSchema = /* @__PURE__ */ z.enum(PARCEL_TYPES, {
  message: 'validation_error',
});

/** Longest description of the contents, in characters. */
export const PARCEL_DESCRIPTION_MAX = 120;
/** Longest delivery instructions for the driver, in characters. */
export const PARCEL_INSTRUCTIONS_MAX = 200;

/** The photo of the parcel: one of these types (read from its bytes, not its name). */
export const PARCEL_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ParcelImageType = (typeof PARCEL_IMAGE_TYPES)[number];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const startsWith = (bytes: Uint8Array, expected: number[], at = 0) =>
  bytes.length >= at + expected.length && expected.every((b, i) => bytes[at + i] === b);

/**
 * The image type of a file by its first bytes (JPEG FF D8 FF, PNG's 8-byte signature, WebP
 * "RIFF" size "WEBP"), or null: a PDF renamed .png is not an image.
 */
export function sniffImageType(bytes: Uint8Array): ParcelImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/**
 * Why a parcel photo is refused, or null when it is accepted: none ('required'), more than
 * PARCEL_IMAGE_MAX_BYTES ('too_large'; exactly the limit is accepted) or not a JPEG, PNG or WebP
 * by its content ('type').
 */
export function parcelImageProblem(
  bytes: Uint8Array | null | undefined,
): 'required' | 'too_large' | 'type' | null {
  if (!bytes || bytes.length === 0) return 'required';
  if (bytes.length > PARCEL_IMAGE_MAX_BYTES) return 'too_large';
  return sniffImageType(bytes) ? null : 'type';
}

/** Highest declared value of a parcel's contents, in cents ($500.00). */
export const PARCEL_DECLARED_VALUE_MAX_CENTS = 50_000;
/** Receivers (drop-offs) of one parcel request: an order's drop-offs (orders.ts). */
export const PARCEL_MAX_DROPOFFS = MAX_ORDER_DROPOFFS;
/** Minutes the driver waits at each door before the drop-off counts as failed. */
export const PARCEL_DOOR_WAIT_MIN = 10;

/**
 * A failed drop-off (nobody at the door after the wait, the receiver refuses it) brings the
 * parcel back to the sender and is charged: this share of that leg's fare, never less than
 * `minCents`.
 */
export const PARCEL_RETURN_FEE = { percentOfLeg: 50, minCents: 150 } as const;

/** The return fee of a failed drop-off whose leg cost `legFareCents` (whole cents). */
export function parcelReturnFeeCents(legFareCents: number): number {
  if (!Number.isSafeInteger(legFareCents) || legFareCents < 0)
    throw new RangeError(`a leg fare is whole cents, not ${legFareCents}`);
  const share = Math.round((legFareCents * PARCEL_RETURN_FEE.percentOfLeg) / 100);
  return Math.max(PARCEL_RETURN_FEE.minCents, share);
}

/** Days after the delivery to claim for a damaged parcel. */
export const PARCEL_DAMAGE_CLAIM_DAYS = 3;

/** What may not be sent (the guide lists them; the driver may refuse the parcel). */
export const PROHIBITED_PARCEL_ITEMS = [
  'weapons',
  'explosives',
  'flammables',
  'drugs',
  'cash_valuables',
  'live_animals',
  'unpackaged_perishables',
  'hazardous_chemicals',
  'stolen_goods',
] as const;
export type ProhibitedParcelItem = (typeof PROHIBITED_PARCEL_ITEMS)[number];

/** How to pack a parcel (the guide's advice, in this order). */
export const PARCEL_PACKAGING_TIPS = [
  'closed_box',
  'cushion_fragile',
  'seal_liquids',
  'food_containers',
  'documents_envelope',
  'label_receiver',
] as const;
export type ParcelPackagingTip = (typeof PARCEL_PACKAGING_TIPS)[number];

/**
 * What a parcel driven to its end costs: the fare of the distance and time driven plus its size's
 * surcharge, and for each drop-off that failed the return fee of an equal share of that fare (the
 * courier brings the parcel back). Cents.
 */
export function parcelChargeCents(input: {
  fareCents: number;
  size: ParcelSize;
  dropoffs: number;
  failed: number;
}): {
  fareCents: number;
  returnFeePerStopCents: number;
  returnFeeCents: number;
  totalCents: number;
} {
  const fareCents = input.fareCents + PARCEL_SIZE_SURCHARGE_CENTS[input.size];
  const returnFeePerStopCents =
    input.failed > 0
      ? parcelReturnFeeCents(Math.round(input.fareCents / Math.max(1, input.dropoffs)))
      : 0;
  const returnFeeCents = returnFeePerStopCents * input.failed;
  return {
    fareCents,
    returnFeePerStopCents,
    returnFeeCents,
    totalCents: fareCents + returnFeeCents,
  };
}
