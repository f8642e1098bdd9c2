import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './i18n.ts';
import {
  movementDescription,
  movementText,
  parseMovementText,
  type MovementText,
} from './movement-text.ts';

// every template the panel writes, and the words older rows (the seed's, before the templates)
// already say
const WRITTEN: MovementText[] = [
  { code: 'opening_balance' },
  { code: 'topup', id: 'REC-000012', method: 'pago_movil' },
  { code: 'topup', id: 'REC-000013', method: 'zelle' },
  { code: 'topup_reference', method: 'pago_movil', reference: '4821' },
  { code: 'topup_reference', method: 'zelle', reference: '7730' },
  { code: 'credit', id: 'CRE-000003' },
  { code: 'credit_reverted', id: 'CRE-000003' },
  { code: 'credits_paid', id: 'REC-000012' },
];
const STORED = [
  'Saldo inicial',
  'Recarga por pago móvil · Ref. 4821',
  'Recarga por Zelle · Ref. 7730',
  'Recarga REC-000001 · Pago móvil',
  'Crédito CRE-000001',
  'Crédito CRE-000001 revertido',
  'Pago de créditos con REC-000001',
];
// the Spanish words of the templates: none may show under another language
const SPANISH = /\b(Saldo|inicial|Recarga|por|Crédito|revertido|Pago|créditos|con|móvil)\b/i;

describe('movement descriptions', () => {
  it('the ledger keeps what the templates say in Spanish, and finds each template back', () => {
    for (const text of WRITTEN) expect(parseMovementText(movementText(text, 'es'))).toEqual(text);
    for (const stored of STORED) expect(parseMovementText(stored)).not.toBeNull();
  });

  it.each(LANGUAGES.filter((l) => l !== 'es'))(
    'no description comes out in Spanish in %s',
    (lang) => {
      for (const stored of [...STORED, ...WRITTEN.map((t) => movementText(t, 'es'))]) {
        const shown = movementDescription(stored, lang);
        expect(shown, stored).not.toMatch(SPANISH);
        expect(shown.trim(), stored).not.toBe('');
      }
    },
  );

  it('Spanish readers read what is stored; ids and references stay as they are', () => {
    for (const stored of STORED) expect(movementDescription(stored, 'es')).toBe(stored);
    expect(movementDescription('Crédito CRE-000001 revertido', 'en')).toBe(
      'Credit CRE-000001 reversed',
    );
    expect(movementDescription('Recarga por pago móvil · Ref. 4821', 'ar')).toBe(
      'شحن عبر الدفع عبر الهاتف · المرجع 4821',
    );
  });

  it('text that is no template (names, trips, transfers between panels) is shown as stored', () => {
    for (const stored of ['VJ-000123 · Ana Pérez', 'Panel Norte → Panel Sur', 'José Gregorio'])
      for (const lang of LANGUAGES) expect(movementDescription(stored, lang)).toBe(stored);
  });
});
