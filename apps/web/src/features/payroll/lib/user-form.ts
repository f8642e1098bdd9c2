import { z } from 'zod';
import {
  amountFieldText,
  parseAmountText,
  PAYROLL_DEPARTMENT_MAX,
  createPayrollUserBodySchema,
  maskIdCard,
  nonNegativeAmountSchema,
  type PayrollUser,
} from '@trayecto/contracts';

// The add/edit collaborator form: the contract's fields, with text inputs for the masks.

const shape = createPayrollUserBodySchema.shape;

export const userFormSchema = z.object({
  name: shape.name,
  email: shape.email,
  phone: shape.phone,
  id_card: shape.id_card,
  department: z
    .string()
    .trim()
    .max(PAYROLL_DEPARTMENT_MAX, { message: 'too_long' })
    .transform((v) => v || null),
  // an empty overdraft means none
  overdraft: z
    .string()
    .transform((v) => parseAmountText(v) ?? 0)
    .pipe(nonNegativeAmountSchema),
  // the group whose travel policy applies (issue 13); '' in the select: none
  group_id: z
    .string()
    .transform((v) => v || null)
    .pipe(shape.group_id.unwrap()),
});
export type UserFormIn = z.input<typeof userFormSchema>;
export type UserFormOut = z.output<typeof userFormSchema>;

export const emptyUserForm: UserFormIn = {
  name: '',
  email: '',
  phone: '',
  id_card: '',
  department: '',
  overdraft: '',
  group_id: '',
};

export function userToForm(user: PayrollUser): UserFormIn {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone.replace(/\D/g, ''),
    id_card: maskIdCard(user.id_card),
    department: user.department ?? '',
    overdraft: amountFieldText(user.overdraft),
    group_id: user.group_id ?? '',
  };
}

/** Only what changed, for PATCH. */
export function changedFields(before: UserFormOut, after: UserFormOut): Partial<UserFormOut> {
  const out: Partial<Record<keyof UserFormOut, unknown>> = {};
  for (const key of Object.keys(after) as (keyof UserFormOut)[]) {
    if (after[key] !== before[key]) out[key] = after[key];
  }
  return out as Partial<UserFormOut>;
}
