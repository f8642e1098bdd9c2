import { describe, expect, it } from 'vitest';
import { SEARCH_RESULTS_PER_GROUP } from '@trayecto/contracts';
import { matchByText, normalizeText } from './match-text.ts';

const pages = [
  'Historial de viajes',
  'Historial de envíos',
  'Saldo',
  'Nómina',
  'Envíos en curso',
  'Viajes en curso',
  'Perfil',
];

describe('matchByText', () => {
  it('ignores case and accents', () => {
    expect(normalizeText('  Nómina ')).toBe('nomina');
    expect(matchByText(pages, 'NOMINA', (p) => p)).toEqual(['Nómina']);
    expect(matchByText(pages, 'envios', (p) => p)).toEqual([
      'Envíos en curso',
      'Historial de envíos',
    ]);
  });
  it('needs every word and keeps at most a group’s worth', () => {
    expect(matchByText(pages, 'historial viajes', (p) => p)).toEqual(['Historial de viajes']);
    expect(matchByText(pages, '', (p) => p)).toHaveLength(SEARCH_RESULTS_PER_GROUP);
    expect(matchByText(pages, 'e', (p) => p).length).toBeLessThanOrEqual(SEARCH_RESULTS_PER_GROUP);
  });
});
