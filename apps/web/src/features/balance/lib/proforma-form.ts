import {
  PROFORMA_CONCEPT_MAX,
  createProformaBodySchema,
  parseAmountText,
  type CreateProformaBody,
} from '@trayecto/contracts';
import { bodyFormSchema } from './body-form.ts';

// "Proforma": the dollars to pay and the concept, checked by the contract's
// createProformaBodySchema.

export type ProformaFormValues = { amount: string; concept: string };

export const EMPTY_PROFORMA_FORM: ProformaFormValues = { amount: '', concept: '' };

export function toProformaBody(v: ProformaFormValues): CreateProformaBody {
  return { amount: parseAmountText(v.amount) as number, concept: v.concept };
}

export const proformaFormSchema = bodyFormSchema(toProformaBody, createProformaBodySchema);

export function proformaFieldLimits(field: string): Record<string, number> {
  return field === 'concept' ? { max: PROFORMA_CONCEPT_MAX } : {};
}
