import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorMessage,
  PARCEL_IMAGE_MAX_BYTES,
  uploadedImageResponseSchema,
  type Language,
} from '@trayecto/contracts';
import { auditLog, uploads } from '@trayecto/db';
import { snapshotTables } from '../../../test/db-snapshot.ts';
import { auth, login, setupApp, type TestContext } from '../../../test/helpers.ts';
import { storeUpload } from './uploads.service.ts';
import { pngChunk } from '../../lib/png.ts';

// The parcel image upload (issue 8) on the real app, files on a real disk (a temporary DATA_DIR):
// a JPEG, PNG or WebP under 5 MB, its type read from its bytes; the file back to its own company.

// ---------------------------------------------------------------------------------------------
// Minimal valid images, built here byte by byte.

/** A 1×1 red PNG (8-bit RGB). */
function tinyPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0); // width
  ihdr.writeUInt32BE(1, 4); // height
  ihdr.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter, no interlace
  const scanline = Buffer.from([0, 0xc0, 0x39, 0x2b]); // filter 0, then R G B
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(scanline)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A 1×1 grey baseline JPEG: JFIF header, a quantisation table of ones, one DC and one AC Huffman
 * table of a single 1-bit code, and a scan of one block whose DC difference and AC are zero.
 */
function tinyJpeg(): Buffer {
  const segment = (marker: number, data: number[]) => [
    0xff,
    marker,
    (data.length + 2) >> 8,
    (data.length + 2) & 0xff,
    ...data,
  ];
  const huffman = (tableClass: number) => [tableClass << 4, 1, ...Array<number>(15).fill(0), 0x00];
  return Buffer.from([
    0xff,
    0xd8, // SOI
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // APP0 JFIF
    ...segment(0xdb, [0x00, ...Array<number>(64).fill(1)]), // DQT
    ...segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]), // SOF0: 8-bit, 1×1, one component
    ...segment(0xc4, huffman(0)), // DHT DC 0
    ...segment(0xc4, huffman(1)), // DHT AC 0
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]), // SOS
    0x3f, // DC category 0 ("0"), AC end of block ("0"), padded with ones
    0xff,
    0xd9, // EOI
  ]);
}

/** A 1×1 lossless WebP: "RIFF", the size of the rest, "WEBP", one VP8L chunk (34 bytes). */
const tinyWebp = () => Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** A PNG signature followed by padding up to `size` bytes (sniffed as a PNG). */
function pngOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0);
  tinyPng().copy(bytes, 0, 0, 8);
  return bytes;
}

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n', 'latin1');

// ---------------------------------------------------------------------------------------------

let t: TestContext;
let dataDir: string;
let demo: string;
let otra: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'trayecto-uploads-'));
  t = await setupApp({ env: { DATA_DIR: dataDir } });
  demo = (await login(t.app, 'demo@trayecto.test')).token;
  otra = (await login(t.app, 'otra@trayecto.test')).token;
});
afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const upload = (
  bytes: Buffer | undefined,
  contentType: string | undefined,
  opts: { token?: string; lang?: Language } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/corporate/parcels/images',
    headers: {
      ...auth(opts.token ?? demo),
      ...(contentType ? { 'content-type': contentType } : {}),
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
    },
    ...(bytes === undefined ? {} : { payload: bytes }),
  });

const fetchUpload = (id: string, token = demo) =>
  t.app.inject({ method: 'GET', url: `/api/corporate/uploads/${id}`, headers: auth(token) });

/** The files under DATA_DIR/uploads (the metadata sidecars included). */
async function storedFiles(): Promise<string[]> {
  try {
    const entries = await readdir(join(dataDir, 'uploads'), {
      recursive: true,
      withFileTypes: true,
    });
    return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

/** The tables and the files, for "nothing stored". */
const everything = async () => ({
  tables: await snapshotTables(t.handle.db, { skipChecksum: ['sessions'] }),
  files: await storedFiles(),
});

describe('POST /api/corporate/parcels/images', () => {
  it.each([
    ['PNG', tinyPng(), 'image/png'],
    ['JPEG', tinyJpeg(), 'image/jpeg'],
    ['WebP', tinyWebp(), 'image/webp'],
  ] as const)(
    'stores a %s and gives it back byte for byte with its type',
    async (_, bytes, type) => {
      const res = await upload(bytes, type);
      expect(res.statusCode, res.body).toBe(201);
      const { data } = uploadedImageResponseSchema.strict().parse(res.json());
      expect(data).toMatchObject({ content_type: type, size_bytes: bytes.length });

      const back = await fetchUpload(data.image_id);
      expect(back.statusCode).toBe(200);
      expect(back.headers['content-type']).toBe(type);
      expect(back.headers['cache-control']).toBe('private, no-store');
      expect(back.headers['content-disposition']).toBe('attachment');
      expect(back.headers['x-content-type-options']).toBe('nosniff');
      expect(back.rawPayload.equals(bytes)).toBe(true);

      const [row] = await t.handle.db.select().from(uploads).where(eq(uploads.id, data.image_id));
      expect(row).toMatchObject({
        purpose: 'parcel_image',
        contentType: type,
        sizeBytes: bytes.length,
      });
      expect(row!.storageKey).not.toContain('..');
      const [audit] = await t.handle.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, data.image_id));
      expect(audit).toMatchObject({ action: 'upload_created', entity: 'upload' });
    },
  );

  it('reads the type from the bytes, not the header (octet-stream, a PNG declared as JPEG)', async () => {
    for (const declared of ['application/octet-stream', 'image/jpeg']) {
      const res = await upload(tinyPng(), declared);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.content_type).toBe('image/png');
      const back = await fetchUpload(res.json().data.image_id);
      expect(back.headers['content-type']).toBe('image/png');
    }
  });

  it('accepts exactly 5 MiB', async () => {
    const bytes = pngOfSize(PARCEL_IMAGE_MAX_BYTES);
    const res = await upload(bytes, 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.size_bytes).toBe(PARCEL_IMAGE_MAX_BYTES);
    const back = await fetchUpload(res.json().data.image_id);
    expect(back.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses 5 MiB + 1 byte (and far more) with 413 image_too_large, storing nothing', async () => {
    const before = await everything();
    for (const size of [PARCEL_IMAGE_MAX_BYTES + 1, PARCEL_IMAGE_MAX_BYTES + 1024 * 1024]) {
      const res = await upload(pngOfSize(size), 'image/png', { lang: 'en' });
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json()).toMatchObject({
        error_code: 'image_too_large',
        message: 'The image is larger than the 5 MB allowed',
      });
    }
    expect(await everything()).toEqual(before);
  });

  it('refuses a PDF sent as image/png with 415 image_type, storing nothing', async () => {
    const before = await everything();
    const res = await upload(PDF, 'image/png');
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toMatchObject({ error_code: 'image_type' });
    expect(await everything()).toEqual(before);
  });

  it('refuses a type that is not an image (application/pdf, JSON) with 415 image_type', async () => {
    const before = await everything();
    for (const [bytes, type] of [
      [PDF, 'application/pdf'],
      [Buffer.from('{"image":"x"}'), 'application/json'],
    ] as const) {
      const res = await upload(bytes, type);
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toMatchObject({ error_code: 'image_type' });
    }
    expect(await everything()).toEqual(before);
  });

  it('refuses an empty body, or none, with 400 image_required', async () => {
    const before = await everything();
    for (const [bytes, type] of [
      [Buffer.alloc(0), 'image/png'],
      [Buffer.alloc(0), 'application/octet-stream'],
      [undefined, undefined],
    ] as const) {
      const res = await upload(bytes, type);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error_code: 'image_required' });
    }
    expect(await everything()).toEqual(before);
  });

  it("answers in the caller's language", async () => {
    for (const lang of ['ar', 'es', 'fr'] as const) {
      const res = await upload(PDF, 'image/png', { lang });
      expect(res.json().message).toBe(errorMessage('image_type', lang));
    }
    const res = await upload(pngOfSize(PARCEL_IMAGE_MAX_BYTES + 1), 'image/png', { lang: 'ar' });
    expect(res.json().message).toBe(errorMessage('image_too_large', 'ar', { max_mb: 5 }));
    expect(res.json().message).toMatch(/[\u0600-\u06ff]/);
    expect(res.json().message).toContain('5');
  });

  it('takes multipart/form-data with the file in the field `image`', async () => {
    const form = (field: string, bytes: Buffer) => {
      const boundary = '----trayecto-test-boundary';
      return {
        headers: { ...auth(demo), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="photo.pdf"\r\n` +
              'Content-Type: application/pdf\r\n\r\n',
          ),
          bytes,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      };
    };
    const post = (field: string, bytes: Buffer) =>
      t.app.inject({ method: 'POST', url: '/api/corporate/parcels/images', ...form(field, bytes) });

    const ok = await post('image', tinyWebp());
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({
      content_type: 'image/webp',
      size_bytes: tinyWebp().length,
    });
    expect((await fetchUpload(ok.json().data.image_id)).rawPayload.equals(tinyWebp())).toBe(true);

    const before = await everything();
    expect((await post('image', PDF)).json().error_code).toBe('image_type');
    expect((await post('other', tinyPng())).json().error_code).toBe('image_required');
    const big = await post('image', pngOfSize(PARCEL_IMAGE_MAX_BYTES + 1));
    expect([big.statusCode, big.json().error_code]).toEqual([413, 'image_too_large']);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/corporate/parcels/images',
      headers: { ...auth(demo), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="image"\r\n\r\nabc',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(await everything()).toEqual(before);
  });

  it('removes the file again when its row cannot be written', async () => {
    const before = await everything();
    await expect(
      storeUpload(t.app.deps, {
        // no such corporate: the row's foreign key refuses it after the file is written
        corporateId: '00000000-0000-4000-8000-000000000000',
        purpose: 'parcel_image',
        bytes: tinyPng(),
      }),
    ).rejects.toThrow();
    expect(await everything()).toEqual(before);
  });

  it('refuses a master, as the trips routes do, storing nothing', async () => {
    const master = (await login(t.app, 'master@trayecto.test')).token;
    const before = await everything();
    const res = await upload(tinyPng(), 'image/png', { token: master });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error_code: 'forbidden' });
    const get = await fetchUpload('00000000-0000-4000-8000-000000000000', master);
    expect(get.statusCode).toBe(403);
    expect(await everything()).toEqual(before);
  });
});

describe('GET /api/corporate/uploads/:id', () => {
  it("gives a file to its own company only: another company's id, a malformed one or none is 404", async () => {
    const bytes = tinyPng();
    const id = (await upload(bytes, 'image/png')).json().data.image_id as string;
    expect((await fetchUpload(id)).statusCode).toBe(200);
    for (const [who, what] of [
      [otra, id],
      [demo, 'not-an-id'],
      [demo, '00000000-0000-4000-8000-000000000000'],
      [demo, id.toUpperCase().replace(/.$/, (c) => (c === '0' ? '1' : '0'))],
    ] as const) {
      const res = await fetchUpload(what, who);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(404);
      expect(res.json()).toMatchObject({ error_code: 'not_found' });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.rawPayload.includes(bytes.subarray(0, 8))).toBe(false);
    }
  });
});
