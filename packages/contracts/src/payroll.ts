import { z } from 'zod';
import { isValidIdCard } from './format.ts';
import { emailSchema } from './auth.ts';
import { phoneSchema } from './me.ts';
import { nonNegativeAmountSchema, positiveAmountSchema } from './money.ts';
import { IDEMPOTENCY_KEY_MAX } from './constants.ts';
import { cursor, personName, text } from './text.ts';

// Payroll collaborators (issue 3). Amounts in dollars on the wire.

export const PAYROLL_LIST_DEFAULT_LIMIT = 20;
export const PAYROLL_LIST_MAX_LIMIT = 100;
export const PAYROLL_IMPORT_MAX_BYTES = 512 * 1024;
export const PAYROLL_NAME_MAX = 120;
export const PAYROLL_DEPARTMENT_MAX = 80;

export const idCardSchema = text({ error: 'field_required' })
  .trim()
  .meta({ example: 'V-12345678' })
  .transform((v) => v.toUpperCase().replace(/\s/g, ''))
  .refine(isValidIdCard, { message: 'id_card_invalid' })
  .transform((v) => (v.includes('-') ? v : `${v[0]}-${v.slice(1)}`));

export const payrollUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  id_card: z.string(),
  department: z.string().nullable(),
  /** the group whose travel policy applies (issue 13); null: none */
  group_id: z.string().nullable(),
  is_active: z.boolean(),
  /** dollars */
  balance: z.number(),
  /** dollars */
  overdraft: z.number(),
  /** dollars: balance + overdraft - holds */
  available: z.number(),
  /** what the company can take back: own balance less holds, never the overdraft */
  takeable: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  /** set once removed: lists and pickers hide the user, GET /users/{id} still answers it */
  deleted_at: z.string().nullable(),
});
export type PayrollUser = z.infer<typeof payrollUserSchema>;

const nameSchema = personName(PAYROLL_NAME_MAX);
const departmentSchema = text()
  .trim()
  .max(PAYROLL_DEPARTMENT_MAX, { message: 'too_long' })
  .transform((v) => v || null)
  .nullable();

/** A group of this company, or null for none (another company's: 404 on the field). */
const groupIdSchema = z.uuid({ message: 'validation_error' }).nullable();

export const createPayrollUserBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  id_card: idCardSchema,
  department: departmentSchema.optional(),
  overdraft: nonNegativeAmountSchema.optional(),
  group_id: groupIdSchema.optional(),
});
export type CreatePayrollUserBody = z.input<typeof createPayrollUserBodySchema>;

export const updatePayrollUserBodySchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    phone: phoneSchema,
    id_card: idCardSchema,
    department: departmentSchema,
    overdraft: nonNegativeAmountSchema,
    is_active: z.boolean(),
    group_id: groupIdSchema,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'validation_error' });
export type UpdatePayrollUserBody = z.input<typeof updatePayrollUserBodySchema>;

const pageLimitSchema = z.coerce
  .number()
  .int({ message: 'validation_error' })
  .min(1, { message: 'validation_error' })
  .max(PAYROLL_LIST_MAX_LIMIT, { message: 'validation_error' })
  .default(PAYROLL_LIST_DEFAULT_LIMIT);

export const listPayrollUsersQuerySchema = z.object({
  q: text().trim().max(120).optional(),
  is_active: z.enum(['true', 'false']).optional(),
  cursor: cursor().optional(),
  limit: pageLimitSchema,
  format: z.enum(['json', 'csv']).default('json'),
});

export const payrollUsersPageSchema = z.object({
  success: z.literal(true),
  data: z.object({ users: z.array(payrollUserSchema), next_cursor: z.string().nullable() }),
});

/** GET /users/{id}, POST /users, PATCH /users/{id}. */
export const payrollUserResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ user: payrollUserSchema }),
});

/** GET /users/{id}/movements: the collaborator's ledger entries, newest first. */
export const payrollMovementsQuerySchema = z.object({
  cursor: cursor().optional(),
  limit: pageLimitSchema,
});
export const payrollMovementSchema = z.object({
  _id: z.string(),
  created_at: z.string(),
  /** what caused it (OPERATION_KINDS in wallet.ts) */
  origin: z.string(),
  description: z.string(),
  /** signed dollars: what this movement did to the collaborator's balance */
  amount: z.number(),
  initial_balance: z.number(),
  final_balance: z.number(),
});
export type PayrollMovement = z.infer<typeof payrollMovementSchema>;
export const payrollMovementsPageSchema = z.object({
  success: z.literal(true),
  data: z.object({ movements: z.array(payrollMovementSchema), next_cursor: z.string().nullable() }),
});

/** POST /users/{id}/balance: give (corporate -> user) or take back (user -> corporate). */
export const payrollBalanceBodySchema = z.object({
  amount: positiveAmountSchema,
  direction: z.enum(['give', 'take']).default('give'),
});
export type PayrollBalanceBody = z.input<typeof payrollBalanceBodySchema>;
/** The Idempotency-Key header is required on POST /users/{id}/balance. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The headers of the money-moving POSTs (balance, new trip); the route says when the key is required. */
export const idempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: text().max(IDEMPOTENCY_KEY_MAX, { message: 'too_long' }).optional(),
});
export const payrollBalanceResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    user: payrollUserSchema,
    /** the corporate wallet after the movement (dollars, as GET /me's wallet) */
    wallet: z.number(),
    transfer_id: z.string(),
  }),
});

/** DELETE /users/{id}: `returned` is what went back to the corporate wallet (negative if it covered a debt). */
export const deletePayrollUserResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ user: payrollUserSchema, returned: z.number(), wallet: z.number() }),
});

/** CSV import: the columns, in this order, with a header row. */
export const PAYROLL_IMPORT_COLUMNS = ['name', 'email', 'phone', 'id_card', 'department'] as const;

export const payrollImportBodySchema = z.object({
  csv: text()
    .min(1, { message: 'field_required' })
    .max(PAYROLL_IMPORT_MAX_BYTES, { message: 'too_long' }),
});
export const payrollImportRowSchema = z.object({
  line: z.number(),
  values: z.record(z.string(), z.string()),
  /** field -> error code; empty when the row is good */
  errors: z.record(z.string(), z.string()),
});
export const payrollImportPreviewSchema = z.object({
  success: z.literal(true),
  data: z.object({
    rows: z.array(payrollImportRowSchema),
    valid: z.number(),
    invalid: z.number(),
  }),
});
/** POST /users/import: every row created (a file with any bad row is refused: 400 csv_invalid). */
export const payrollImportResultSchema = z.object({
  success: z.literal(true),
  data: z.object({ created: z.number() }),
});
