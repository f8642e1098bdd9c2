import { describe, expect, it } from 'vitest';
import { isStopTrackable } from './parcel-api.ts';
import { ORDER_STOP_STATUSES } from './orders.ts';
import { TRIP_STATUSES, isFinalTripStatus } from './trips.ts';
import { LANGUAGES } from './i18n.ts';
import {
  PARCEL_PACKAGING_TIP_LABELS,
  PARCEL_SIZE_LABELS,
  PARCEL_TYPE_LABELS,
  PARCEL_VEHICLE_LABELS,
  PROHIBITED_PARCEL_ITEM_LABELS,
} from './labels.ts';
import {
  PARCEL_DETAILS_MAX,
  PARCEL_IMAGE_MAX_BYTES,
  PARCEL_MAX_WEIGHT_KG,
  PARCEL_PACKAGING_TIPS,
  PARCEL_RETURN_FEE,
  PARCEL_SIZE_DIMENSIONS_CM,
  PARCEL_SIZES,
  PARCEL_TYPES,
  PARCEL_VEHICLE_IDS,
  PARCEL_VEHICLES,
  PROHIBITED_PARCEL_ITEMS,
  parcelFitsVehicle,
  parcelImageProblem,
  parcelReturnFeeCents,
  parcelSizeSchema,
  parcelTypeSchema,
  sniffImageType,
  vehicleForParcel,
  vehiclesForSize,
  type ParcelSize,
} from './parcels.ts';
import { SERVICE_TYPE_IDS } from './trips.ts';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  );
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 'JFIF', 0x00);
const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 'IHDR');
const WEBP = bytes('RIFF', 0x24, 0x00, 0x00, 0x00, 'WEBP', 'VP8 ');
const PDF = bytes('%PDF-1.7', 0x0a, '%', 0xe2, 0xe3, 0xcf, 0xd3);

describe('parcel vehicles', () => {
  it.each<[ParcelSize, number, string | null]>([
    ['S', 0.1, 'motorcycle'],
    ['M', 10, 'motorcycle'],
    ['M', 10.01, 'car'],
    ['L', 5, 'car'],
    ['XL', 20, 'car'],
    ['S', 20.01, null],
    ['XL', 20.01, null],
  ])('size %s, %s kg → %s', (size, kg, vehicle) => {
    expect(vehicleForParcel(size, kg)).toBe(vehicle);
  });

  it('carries nothing without a weight', () => {
    for (const kg of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(vehicleForParcel('S', kg)).toBeNull();
  });

  it('motorcycle up to 10 kg and M, car up to 20 kg and XL, each a service type sold', () => {
    expect(PARCEL_VEHICLES.motorcycle).toEqual({
      serviceTypeId: 'moto',
      maxWeightKg: 10,
      maxSize: 'M',
    });
    expect(PARCEL_VEHICLES.car).toEqual({
      serviceTypeId: 'economy',
      maxWeightKg: 20,
      maxSize: 'XL',
    });
    for (const v of PARCEL_VEHICLE_IDS)
      expect(SERVICE_TYPE_IDS).toContain(PARCEL_VEHICLES[v].serviceTypeId);
    expect(PARCEL_MAX_WEIGHT_KG).toBe(20);
    expect(parcelFitsVehicle('motorcycle', 'L', 1)).toBe(false);
    expect(parcelFitsVehicle('car', 'S', 1)).toBe(true);
    expect(vehiclesForSize('M')).toEqual(['motorcycle', 'car']);
    expect(vehiclesForSize('L')).toEqual(['car']);
  });

  it('the vehicles are listed smallest first: a bigger one carries all a smaller one does', () => {
    for (let i = 1; i < PARCEL_VEHICLE_IDS.length; i++) {
      const small = PARCEL_VEHICLES[PARCEL_VEHICLE_IDS[i - 1]!];
      const big = PARCEL_VEHICLES[PARCEL_VEHICLE_IDS[i]!];
      expect(big.maxWeightKg).toBeGreaterThan(small.maxWeightKg);
      expect(PARCEL_SIZES.indexOf(big.maxSize)).toBeGreaterThanOrEqual(
        PARCEL_SIZES.indexOf(small.maxSize),
      );
    }
  });
});

describe('parcel sizes', () => {
  it('grow from S to XL in every dimension, each box length ≥ width ≥ height', () => {
    const dims = PARCEL_SIZES.map((s) => PARCEL_SIZE_DIMENSIONS_CM[s]);
    for (const d of dims) {
      expect(d.length).toBeGreaterThanOrEqual(d.width);
      expect(d.width).toBeGreaterThanOrEqual(d.height);
    }
    for (let i = 1; i < dims.length; i++) {
      expect(dims[i]!.length).toBeGreaterThan(dims[i - 1]!.length);
      expect(dims[i]!.width).toBeGreaterThanOrEqual(dims[i - 1]!.width);
      expect(dims[i]!.height).toBeGreaterThanOrEqual(dims[i - 1]!.height);
      const volume = ({ length, width, height }: (typeof dims)[number]) => length * width * height;
      expect(volume(dims[i]!)).toBeGreaterThan(volume(dims[i - 1]!));
    }
  });

  it('sizes and types parse as codes only', () => {
    expect(parcelSizeSchema.safeParse('XL').success).toBe(true);
    expect(parcelSizeSchema.safeParse('XXL').error?.issues[0]?.message).toBe('validation_error');
    expect(parcelTypeSchema.safeParse('documents').success).toBe(true);
    expect(parcelTypeSchema.safeParse('weapons').error?.issues[0]?.message).toBe(
      'validation_error',
    );
  });
});

describe('parcel photo', () => {
  it('tells JPEG, PNG and WebP by their bytes; a PDF renamed .png is not an image', () => {
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(WEBP)).toBe('image/webp');
    expect(sniffImageType(PDF)).toBeNull();
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull(); // a sound, not WebP
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull(); // cut short
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it('is required, at most 5 MB (the limit itself accepted) and an image by content', () => {
    expect(PARCEL_IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
    const sized = (n: number, head: Uint8Array) => {
      const b = new Uint8Array(n);
      b.set(head);
      return b;
    };
    expect(parcelImageProblem(null)).toBe('required');
    expect(parcelImageProblem(new Uint8Array())).toBe('required');
    expect(parcelImageProblem(sized(PARCEL_IMAGE_MAX_BYTES, JPEG))).toBeNull();
    expect(parcelImageProblem(sized(PARCEL_IMAGE_MAX_BYTES + 1, JPEG))).toBe('too_large');
    expect(parcelImageProblem(PDF)).toBe('type');
    expect(parcelImageProblem(PNG)).toBeNull();
  });

  it('details keep their 150 characters', () => {
    expect(PARCEL_DETAILS_MAX).toBe(150);
  });
});

describe('return fee of a failed drop-off', () => {
  it('is half the leg, never under the minimum, rounded to the cent', () => {
    expect(PARCEL_RETURN_FEE).toEqual({ percentOfLeg: 50, minCents: 150 });
    expect(parcelReturnFeeCents(1000)).toBe(500);
    expect(parcelReturnFeeCents(301)).toBe(151); // 150.5 → 151
    expect(parcelReturnFeeCents(300)).toBe(150);
    expect(parcelReturnFeeCents(299)).toBe(150); // 149.5 → 150
    expect(parcelReturnFeeCents(100)).toBe(150); // the minimum
    expect(parcelReturnFeeCents(0)).toBe(150);
  });

  it('refuses a fare that is not whole cents', () => {
    expect(() => parcelReturnFeeCents(10.5)).toThrow(RangeError);
    expect(() => parcelReturnFeeCents(-1)).toThrow(RangeError);
    expect(() => parcelReturnFeeCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('parcel labels', () => {
  it('every code has a label in every language', () => {
    const tables: [readonly string[], Record<string, Record<string, string>>][] = [
      [PARCEL_SIZES, PARCEL_SIZE_LABELS],
      [PARCEL_VEHICLE_IDS, PARCEL_VEHICLE_LABELS],
      [PARCEL_TYPES, PARCEL_TYPE_LABELS],
      [PROHIBITED_PARCEL_ITEMS, PROHIBITED_PARCEL_ITEM_LABELS],
      [PARCEL_PACKAGING_TIPS, PARCEL_PACKAGING_TIP_LABELS],
    ];
    for (const [codes, labels] of tables) {
      expect(Object.keys(labels).sort()).toEqual([...codes].sort());
      for (const code of codes)
        for (const lang of LANGUAGES) expect(labels[code]?.[lang]?.trim()).toBeTruthy();
    }
  });

  it('no label types a number: the numbers come from the constants', () => {
    const all = [
      PARCEL_SIZE_LABELS,
      PARCEL_VEHICLE_LABELS,
      PARCEL_TYPE_LABELS,
      PROHIBITED_PARCEL_ITEM_LABELS,
      PARCEL_PACKAGING_TIP_LABELS,
    ].flatMap((t) => Object.values(t).flatMap((l) => Object.values(l)));
    expect(all.filter((label) => /\d/.test(label))).toEqual([]);
  });
});

describe('isStopTrackable', () => {
  // every parcel status with every stop status: a link is offered only for a drop-off still ahead
  // of a parcel that runs
  it.each(TRIP_STATUSES.flatMap((p) => ORDER_STOP_STATUSES.map((s) => [p, s] as const)))(
    'a %s parcel, a %s drop-off',
    (parcelStatus, stopStatus) => {
      const expected =
        !isFinalTripStatus(parcelStatus) && (stopStatus === 'pending' || stopStatus === 'arrived');
      expect(isStopTrackable(parcelStatus, { role: 'dropoff', status: stopStatus })).toBe(expected);
      expect(isStopTrackable(parcelStatus, { role: 'pickup', status: stopStatus })).toBe(false);
    },
  );

  it('offers no link on a completed parcel', () => {
    expect(isStopTrackable('completed', { role: 'dropoff', status: 'pending' })).toBe(false);
    expect(isStopTrackable('started', { role: 'dropoff', status: 'completed' })).toBe(false);
    expect(isStopTrackable('started', { role: 'dropoff', status: 'pending' })).toBe(true);
  });
});
