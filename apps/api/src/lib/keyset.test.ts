import { describe, expect, it } from 'vitest';
import {
  decodeEntryCursor,
  decodeNameIdCursor,
  decodeTimeIdCursor,
  encodeEntryCursor,
  encodeNameIdCursor,
  encodeTimeIdCursor,
  keysetPage,
  keysetRows,
} from './keyset.ts';

const ID = '5b0f2a52-3f4e-4d7a-9c1b-2a3b4c5d6e7f';
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const refused = (fn: () => unknown) =>
  expect(fn).toThrow(expect.objectContaining({ statusCode: 400, code: 'invalid_cursor' }));

describe('cursors', () => {
  it('round-trip', () => {
    expect(decodeNameIdCursor(encodeNameIdCursor({ name: 'Ña', id: ID }))).toEqual({
      name: 'Ña',
      id: ID,
    });
    const at = new Date('2026-11-25T10:00:00.000Z');
    expect(decodeTimeIdCursor(encodeTimeIdCursor({ at, id: ID }))).toEqual({ at, id: ID });
    expect(decodeEntryCursor(encodeEntryCursor(42))).toBe(42);
  });

  it('refuse what does not decode, or holds what the database cannot compare', () => {
    refused(() => decodeNameIdCursor('not base64!'));
    refused(() => decodeNameIdCursor(b64(['a\u0000b', ID])));
    refused(() => decodeNameIdCursor(b64(['\ud800', ID])));
    refused(() => decodeNameIdCursor(b64(['a', 'not-a-uuid'])));
    refused(() => decodeTimeIdCursor(b64(['0000-01-01T00:00:00Z', ID])));
    refused(() => decodeTimeIdCursor(b64(['+275760-09-13T00:00:00Z', ID])));
    refused(() => decodeTimeIdCursor(b64(['yesterday', ID])));
    refused(() => decodeEntryCursor(b64({ e: -1 })));
    refused(() => decodeEntryCursor(b64({ e: 2 ** 60 })));
  });
});

describe('keysetPage', () => {
  it('gives the next cursor only when there was more than a page', () => {
    expect(keysetPage([1, 2, 3], 2, (n) => `c${n}`)).toEqual({ page: [1, 2], next: 'c2' });
    expect(keysetPage([1, 2], 2, (n) => `c${n}`)).toEqual({ page: [1, 2], next: null });
    expect(keysetPage([], 2, (n: number) => `c${n}`)).toEqual({ page: [], next: null });
  });
});

describe('keysetRows', () => {
  it('reads every row in batches, each after the last position', async () => {
    const all = Array.from({ length: 7 }, (_, i) => i + 1);
    const asked: (number | undefined)[] = [];
    const rows = keysetRows(
      async (after: number | undefined, limit) => {
        asked.push(after);
        return all.filter((n) => after === undefined || n > after).slice(0, limit);
      },
      (n) => n,
      3,
    );
    const seen: number[] = [];
    for await (const n of rows) seen.push(n);
    expect(seen).toEqual(all);
    expect(asked).toEqual([undefined, 3, 6]);
  });
});
