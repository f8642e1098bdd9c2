import { describe, expect, it } from 'vitest';
import type { PayrollUser } from '@trayecto/contracts';
import { changedFields, emptyUserForm, userFormSchema, userToForm } from './user-form.ts';

const user: PayrollUser = {
  _id: 'u1',
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '4141234567',
  id_card: 'V-12345678',
  department: null,
  group_id: null,
  is_active: true,
  balance: 10,
  overdraft: 1250.5,
  available: 1260.5,
  takeable: 10,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  deleted_at: null,
};

describe('collaborator form', () => {
  it('turns the typed texts into the API body', () => {
    const out = userFormSchema.parse({
      ...emptyUserForm,
      name: ' Ana ',
      email: 'ana@example.com',
      phone: '4141234567',
      id_card: 'v12345678',
      overdraft: '1.000,5',
    });
    expect(out).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      phone: '4141234567',
      id_card: 'V-12345678',
      department: null,
      overdraft: 1000.5,
      group_id: null,
    });
  });
  it('reports each field with its error code', () => {
    const r = userFormSchema.safeParse({
      ...emptyUserForm,
      phone: '123',
      id_card: 'J12345678',
      email: 'x',
    });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(byField).toMatchObject({
      name: 'field_required',
      email: 'email_invalid',
      phone: 'phone_digits',
      id_card: 'id_card_invalid',
    });
  });
  it('refuses an overdraft it cannot take as typed, instead of changing it', () => {
    const overdraftError = (overdraft: string) =>
      userFormSchema
        .safeParse({ ...emptyUserForm, name: 'Ana', email: 'ana@example.com', overdraft })
        .error?.issues.find((i) => i.path[0] === 'overdraft')?.message;
    expect(overdraftError('-10')).toBe('amount_not_negative');
    expect(overdraftError('1.2.3')).toBe('amount_format');
    expect(overdraftError('25,50')).toBeUndefined();
  });
  it('round-trips a collaborator and sends only what changed', () => {
    const form = userToForm(user);
    expect(form.overdraft).toBe('1.250,50');
    const before = userFormSchema.parse(form);
    expect(before.overdraft).toBe(1250.5);
    const after = userFormSchema.parse({ ...form, overdraft: '0', department: 'Ventas' });
    expect(changedFields(before, after)).toEqual({ overdraft: 0, department: 'Ventas' });
  });
  it('takes the group from the select: none is null, a group its id', () => {
    const form = userToForm({ ...user, group_id: '0b6f3c2e-4a51-4d36-9e55-0d5c6a7b8c9d' });
    expect(form.group_id).toBe('0b6f3c2e-4a51-4d36-9e55-0d5c6a7b8c9d');
    const before = userFormSchema.parse(form);
    const after = userFormSchema.parse({ ...form, group_id: '' });
    expect(changedFields(before, after)).toEqual({ group_id: null });
  });
});
