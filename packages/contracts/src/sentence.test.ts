import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './error-messages.ts';
import { endSentences } from './sentence.ts';

describe('a sentence ending with an abbreviation', () => {
  it('keeps one period, and leaves an ellipsis alone', () => {
    expect(endSentences('Bienvenido a Inversiones Demo C.A..')).toBe(
      'Bienvenido a Inversiones Demo C.A.',
    );
    expect(endSentences('Cargando...')).toBe('Cargando...');
    expect(endSentences('C.A.. Otra frase.')).toBe('C.A. Otra frase.');
  });

  it('applies to the server’s filled messages', () => {
    expect(fillPlaceholders('Comuníquese con {{provider}}.', { provider: 'Movilix C.A.' })).toBe(
      'Comuníquese con Movilix C.A.',
    );
  });
});
