import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index.ts';

// Every name and phone field of every input schema the contracts export, found by walking them:
// a name field added later without the rule, or a phone field with a rule of its own, fails here.

type Field = { at: string; key: string; schema: z.ZodType };

function inputFields(): Field[] {
  const out: Field[] = [];
  const seen = new Set<unknown>();
  const walk = (s: unknown, at: string): void => {
    if (!(s instanceof z.ZodType) || seen.has(s)) return;
    seen.add(s);
    const def = s._zod.def as unknown as Record<string, unknown> & { type: string };
    if (def.type === 'object')
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        out.push({ at: `${at}.${key}`, key, schema: field });
        walk(field, `${at}.${key}`);
      }
    else if (def.type === 'union')
      (def.options as unknown[]).forEach((o, i) => walk(o, `${at}|${i}`));
    else if (def.type === 'array') walk(def.element, `${at}[]`);
    else if (def.type === 'pipe') walk(def.in, at);
    else if ('innerType' in def) walk(def.innerType, at);
  };
  for (const [name, value] of Object.entries(contracts))
    if (/(Body|Input|Form|Query)Schema$/.test(name)) walk(value, name);
  return out;
}

const fields = inputFields();
const nameFields = fields.filter((f) => /(^|_)name$|_owner$/.test(f.key) && f.key !== 'file_name');
const phoneFields = fields.filter((f) => /(^|_)phone$/.test(f.key));
const codeOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('name fields (SPEC §5 alpha_spaces)', () => {
  it('finds the name fields of booking, parcels, payroll, team, leads, top-ups and onboarding', () => {
    const at = nameFields.map((f) => f.at);
    for (const expected of [
      'passengerInputSchema|1.name',
      'parcelSenderInputSchema|0.name',
      'parcelReceiverInputSchema.name',
      'createPayrollUserBodySchema.name',
      'inviteMemberBodySchema.name',
      'leadFormSchema.name',
      'createTopupBodySchema|1.zelle_owner',
      'onboardingBodySchema.fiscal_name',
    ])
      expect(at).toContain(expected);
  });

  it.each(nameFields.map((f) => [f.at, f] as const))('%s refuses digits and symbols', (_, f) => {
    expect(codeOf(f.schema, '12345 !!')).toMatch(/^(name_letters|business_name_chars)$/);
    expect(codeOf(f.schema, '!!!!')).toMatch(/^(name_letters|business_name_chars)$/);
    expect(codeOf(f.schema, '   ')).toBe('field_required');
    expect(codeOf(f.schema, 'María José Pérez')).toBeNull();
    expect(codeOf(f.schema, 'محمد علي')).toBeNull();
  });

  it('a person is letters and spaces, an apostrophe or hyphen between letters', () => {
    const name = contracts.personName(120);
    for (const ok of ["D'Angelo Núñez", 'María-José', 'Ana  Pérez', 'Zoë'])
      expect(codeOf(name, ok)).toBeNull();
    for (const bad of ['Ana 2', 'Ana.', '-Ana', "Ana'", 'Ana_Pérez', 'Ana@x'])
      expect(codeOf(name, bad)).toBe('name_letters');
  });

  it('a company keeps its digits and its legal form, never only symbols', () => {
    const name = contracts.businessName(120);
    for (const ok of ['Distribuidora El Ávila, C.A.', 'Inversiones 2000 & Asociados', 'Ventas 2'])
      expect(codeOf(name, ok)).toBeNull();
    for (const bad of ['12345', '2000 !!', 'Acme <b>', 'Acme; DROP'])
      expect(codeOf(name, bad)).toBe('business_name_chars');
  });
});

describe('phone fields: one normalisation', () => {
  it('finds the phone fields of the profile, booking, parcels, payroll, leads and top-ups', () => {
    expect(phoneFields.length).toBeGreaterThanOrEqual(8);
  });

  it.each(phoneFields.map((f) => [f.at, f] as const))(
    '%s reads a phone as the form does',
    (_, f) => {
      for (const typed of ['+58 414-123 4567', '0414-1234567', '(414) 123-45-67', '4141234567']) {
        const parsed = f.schema.safeParse(typed);
        expect(parsed.success && parsed.data).toBe(contracts.normalizePhoneInput(typed));
        expect(parsed.success && parsed.data).toBe('4141234567');
      }
      expect(codeOf(f.schema, '414 123 456')).toBe('phone_digits');
      expect(codeOf(f.schema, '414abc4567')).toBe('numeric_only');
    },
  );
});
