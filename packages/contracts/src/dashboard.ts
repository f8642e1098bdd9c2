import { z } from 'zod';
import { dateRangeInOrder, isoDate } from './text.ts';

/** GET {admin host}/v2/corporate/dashboard?startDate&endDate (SPEC §7). */
export const dashboardQuerySchema = z
  .object({ startDate: isoDate(), endDate: isoDate() })
  .refine(...dateRangeInOrder('startDate', 'endDate'));
export const dashboardDetailRowSchema = z.object({
  date: z.string(),
  status: z.string(),
  count: z.number(),
  /** dollars */
  amount: z.number(),
});
export const dashboardResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    totals: z.object({ trips: z.number(), shipments: z.number() }),
    details: z.object({
      trips: z.array(dashboardDetailRowSchema),
      shipments: z.array(dashboardDetailRowSchema),
    }),
  }),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

/** GET {admin host}/v2/corporate/users?isActive=true */
export const corporateUsersQuerySchema = z.object({
  isActive: z.enum(['true', 'false']).optional(),
});
export const corporateUserSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
});
export const corporateUsersResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ users: z.array(corporateUserSummarySchema), count: z.number() }),
});
export type CorporateUsersResponse = z.infer<typeof corporateUsersResponseSchema>;

/** GET {admin host}/v2/corporate/payments?page=1&limit=10&onlyAssociatedPanelsMov=true */
export const paymentsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  onlyAssociatedPanelsMov: z.enum(['true', 'false']).optional(),
});
export const paymentRowSchema = z.object({
  _id: z.string(),
  corporate_id: z.string(),
  corporate_name: z.string(),
  corporate_unique_id: z.string(),
  origin: z.string(),
  description: z.string(),
  /** dollars; positive adds to the panel's wallet */
  amount: z.number(),
  created_at: z.string(),
});
export const paymentsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    detail: z.array(paymentRowSchema),
    total: z.number(),
    page: z.number(),
    limit: z.number(),
  }),
});
export type PaymentsResponse = z.infer<typeof paymentsResponseSchema>;
