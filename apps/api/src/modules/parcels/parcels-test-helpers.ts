import { deflateSync } from 'node:zlib';
import { expect } from 'vitest';
import type { Place } from '@trayecto/contracts';
import { pngChunk } from '../../lib/png.ts';
import { auth, type TestContext } from '../../../test/helpers.ts';
import { altamira, plazaBolivar } from '../trips/trips-test-helpers.ts';

// What the parcel tests share: places, a real PNG for the parcel's photo, its upload, and a
// valid parcel body that each test changes one field of.

export const sabanaGrande: Place = { address: 'Sabana Grande', lat: 10.4967, lng: -66.8786 };
export const chacao: Place = { address: 'Chacao', lat: 10.4955, lng: -66.8536 };

/** A 1×1 PNG. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  pngChunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])),
  pngChunk('IDAT', deflateSync(Buffer.from([0, 200, 60, 60]))),
  pngChunk('IEND', Buffer.alloc(0)),
]);

/** Uploads the PNG as a parcel photo of the token's company; its id. */
export async function uploadParcelImage(t: TestContext, token: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/corporate/parcels/images',
    headers: { ...auth(token), 'content-type': 'image/png' },
    payload: PNG,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.image_id as string;
}

// a receiver's name is letters and spaces (SPEC §5 alpha_spaces)
const RECEIVER_NAMES = ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis'];

/** `n` receivers (at most 6), each with a valid phone; the first with instructions. */
export const parcelReceivers = (n: number) =>
  [sabanaGrande, chacao, altamira, sabanaGrande, chacao, altamira].slice(0, n).map((place, i) => ({
    name: `Receptor ${RECEIVER_NAMES[i]}`,
    phone: `41255501${String(10 + i)}`,
    place,
    instructions: i === 0 ? 'Tocar el timbre dos veces' : undefined,
  }));

/** A valid POST /parcels body (three receivers, size S) with `extra` over it. */
export function parcelBody(imageId: string, extra: Record<string, unknown> = {}) {
  return {
    sender: { type: 'corporate', name: 'Recepción Ávila', phone: '2129512233' },
    pickup: plazaBolivar,
    receivers: parcelReceivers(3),
    parcel_type: 'documents',
    size: 'S',
    weight_kg: 1.5,
    description: 'Contratos firmados',
    details: 'Sobre manila',
    image_id: imageId,
    declared_value: 20,
    prohibited_ack: true,
    ...extra,
  };
}
