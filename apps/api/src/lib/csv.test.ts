import { describe, expect, it } from 'vitest';
import { csvNumber, csvSafe, csvStream } from './csv.ts';

async function text(stream: NodeJS.ReadableStream) {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

async function* from<T>(items: T[]) {
  yield* items;
}

describe('csvSafe', () => {
  it.each(['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx'])('quotes %j', (v) => {
    expect(csvSafe(v)).toBe(`'${v}`);
  });

  it.each([
    ['full-width equals', '\uff1dSUM(A1)'],
    ['full-width plus', '\uff0b1'],
    ['full-width minus', '\uff0d1'],
    ['full-width at', '\uff20cmd'],
    ['zero-width space first', '\u200b=SUM(A1)'],
    ['word joiner first', '\u2060+1'],
    ['byte-order mark first', '\ufeff@cmd'],
  ])('quotes a formula behind a %s', (_what, v) => {
    expect(csvSafe(v)).toBe(`'${v}`);
  });

  it.each(['Ana Pérez', 'Av. Francisco de Miranda', '2026-11-25', 'a=b', ''])(
    'leaves %j as it is',
    (v) => {
      expect(csvSafe(v)).toBe(v);
    },
  );
});

describe('csvStream', () => {
  it('writes the header, then every row; text made safe, numbers as formatted', async () => {
    const out = await text(
      csvStream(['name', 'amount', 'n', 'active', 'empty'], from([{ n: '=1+1', a: -7 }]), (r) => [
        r.n,
        csvNumber(r.a, 2),
        3,
        true,
        null,
      ]),
    );
    expect(out).toBe("\ufeffname,amount,n,active,empty\n'=1+1,-7.00,3,true,\n");
  });
});
