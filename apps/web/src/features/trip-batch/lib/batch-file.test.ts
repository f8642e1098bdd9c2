import { describe, expect, it } from 'vitest';
import { BATCH_FILE_NAME_MAX, BATCH_MAX_BYTES } from '@trayecto/contracts/trip-batch';
import {
  batchFileName,
  bytesToBase64,
  checkBatchFile,
  extensionOf,
  fingerprintOf,
  readBatchFile,
} from './batch-file.ts';

describe('the file checked before it is sent', () => {
  it('takes a CSV or an XLSX, whatever the case of its extension', () => {
    expect(checkBatchFile({ name: 'viajes.csv', size: 10 })).toBeNull();
    expect(checkBatchFile({ name: 'Viajes.XLSX', size: 10 })).toBeNull();
    expect(checkBatchFile({ name: 'a.b.Csv', size: 10 })).toBeNull();
  });
  it('refuses another extension, or none', () => {
    for (const name of ['viajes.xls', 'viajes.txt', 'viajes', 'viajes.csv.pdf', '.csv.'])
      expect(checkBatchFile({ name, size: 10 }), name).toBe('type');
  });
  it('refuses an empty file and one over the limit, at the limit it passes', () => {
    expect(checkBatchFile({ name: 'v.csv', size: 0 })).toBe('empty');
    expect(checkBatchFile({ name: 'v.csv', size: BATCH_MAX_BYTES })).toBeNull();
    expect(checkBatchFile({ name: 'v.csv', size: BATCH_MAX_BYTES + 1 })).toBe('too_large');
  });
  it('reads the extension in lower case', () => {
    expect(extensionOf('A.XLSX')).toBe('xlsx');
    expect(extensionOf('no-extension')).toBe('');
    expect(extensionOf('dir.d/file')).toBe('');
  });
});

describe('the name sent with the file', () => {
  it('is the last part of a path, trimmed', () => {
    expect(batchFileName('C:\\fakepath\\viajes.csv')).toBe('viajes.csv');
    expect(batchFileName('  viajes lunes.xlsx ')).toBe('viajes lunes.xlsx');
  });
  it('is cut to the maximum keeping its extension', () => {
    const long = `${'a'.repeat(BATCH_FILE_NAME_MAX + 50)}.xlsx`;
    const name = batchFileName(long);
    expect(name).toHaveLength(BATCH_FILE_NAME_MAX);
    expect(name.endsWith('.xlsx')).toBe(true);
  });
});

describe('base64', () => {
  it('encodes bytes as the standard alphabet with padding', () => {
    expect(bytesToBase64(new TextEncoder().encode('passenger,origin\n'))).toBe(
      btoa('passenger,origin\n'),
    );
    expect(bytesToBase64(new Uint8Array([0xff, 0xfe, 0x00]))).toBe('//4A');
    expect(bytesToBase64(new Uint8Array([]))).toBe('');
  });
  it('encodes a file bigger than one chunk the same as all at once', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 7) % 256);
    const expected = btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
    expect(bytesToBase64(bytes)).toBe(expected);
  });
  it('keeps accented UTF-8 text byte for byte', () => {
    const text = 'Aeropuerto de Maiquetía';
    const encoded = bytesToBase64(new TextEncoder().encode(text));
    const decoded = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(decoded)).toBe(text);
  });
});

describe('reading a picked file', () => {
  it('answers the body to send', async () => {
    const file = new File(['passenger,origin\n'], 'viajes.csv', { type: 'text/csv' });
    expect(await readBatchFile(file)).toEqual({
      body: { file_name: 'viajes.csv', content_base64: btoa('passenger,origin\n') },
    });
  });
  it('answers the problem without reading a wrong file', async () => {
    expect(await readBatchFile(new File(['x'], 'viajes.pdf'))).toEqual({ problem: 'type' });
    expect(await readBatchFile(new File([], 'viajes.csv'))).toEqual({ problem: 'empty' });
  });
  it('tells two files apart by name and content', () => {
    const a = fingerprintOf({ file_name: 'a.csv', content_base64: 'AAA' });
    expect(fingerprintOf({ file_name: 'a.csv', content_base64: 'AAA' })).toBe(a);
    expect(fingerprintOf({ file_name: 'b.csv', content_base64: 'AAA' })).not.toBe(a);
    expect(fingerprintOf({ file_name: 'a.csv', content_base64: 'AAB' })).not.toBe(a);
  });
});
