import { describe, expect, it } from 'vitest';
import { formSchema, type FormIn } from './promo-form.ts';

const empty: FormIn = {
  code: '',
  kind: 'fixed',
  value: '',
  valid_from: '',
  valid_until: '',
  usage_limit: '',
  corporate_ids: [],
};

const issuesOf = (form: FormIn) =>
  Object.fromEntries(
    (formSchema.safeParse(form).error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
  );

describe('the new promo code form', () => {
  it('says everything that is wrong at once', () => {
    expect(issuesOf(empty)).toEqual({
      code: 'field_required',
      value: 'amount_required',
      valid_from: 'field_required',
      valid_until: 'field_required',
    });
    expect(issuesOf({ ...empty, code: 'a b', value: '7a', usage_limit: 'x' })).toMatchObject({
      code: 'promo_code_format',
      value: 'amount_format',
      usage_limit: 'validation_error',
    });
  });

  it('gives the body when all is right', () => {
    const out = formSchema.parse({
      ...empty,
      code: 'verano26',
      value: '5',
      valid_from: '2026-12-01',
      valid_until: '2026-12-31',
    });
    expect(out).toMatchObject({ code: 'VERANO26', kind: 'fixed', value: 5, usage_limit: null });
  });
});
