import { describe, expect, it } from 'vitest';
import { PAYROLL_IMPORT_COLUMNS, PAYROLL_IMPORT_MAX_BYTES } from '@trayecto/contracts';
import { checkCsvFile, csvTemplate, normalizeCsvText, readCsvFile } from './csv-file.ts';

describe('CSV file handling', () => {
  it('accepts a .csv or a text/csv file within the size limit', () => {
    expect(checkCsvFile({ name: 'nomina.CSV', size: 10, type: '' })).toBeNull();
    expect(checkCsvFile({ name: 'export', size: 10, type: 'text/csv' })).toBeNull();
  });
  it('names what is wrong with other files', () => {
    expect(checkCsvFile({ name: 'photo.png', size: 10, type: 'image/png' })).toBe('not_csv');
    expect(checkCsvFile({ name: 'nomina.txt', size: 10, type: 'text/plain' })).toBe('not_csv');
    expect(checkCsvFile({ name: 'nomina.xlsx', size: 10, type: '' })).toBe('not_csv');
    expect(checkCsvFile({ name: 'a.csv', size: 0, type: 'text/csv' })).toBe('empty');
    expect(
      checkCsvFile({ name: 'a.csv', size: PAYROLL_IMPORT_MAX_BYTES + 1, type: 'text/csv' }),
    ).toBe('too_large');
  });
  it('drops a byte-order mark and normalises line ends', () => {
    expect(normalizeCsvText('\uFEFFname,email\r\nAna,a@b.co\r\n')).toBe('name,email\nAna,a@b.co\n');
    expect(normalizeCsvText(' \r\n ')).toBeNull();
  });
  it('reads a File and reports an empty one', async () => {
    const good = new File(['\uFEFFa,b\r\n1,2'], 'x.csv', { type: 'text/csv' });
    expect(await readCsvFile(good)).toEqual({ csv: 'a,b\n1,2' });
    const blank = new File(['\n\n'], 'x.csv', { type: 'text/csv' });
    expect(await readCsvFile(blank)).toEqual({ problem: 'empty' });
  });
  it('offers a template whose header is the import columns', () => {
    expect(csvTemplate().split('\n')[0]).toBe(PAYROLL_IMPORT_COLUMNS.join(','));
  });
});
