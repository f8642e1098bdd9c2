import {
  demoBankPaymentResponseSchema,
  type demoBankPaymentBodySchema,
} from '@trayecto/contracts/topups';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

// The simulated bank's public call (issue 11), no session needed: a pago móvil made "in the
// bank's app", whose reference the company then registers in its panel. 404 demo_bank_off when
// the provider runs a real payment gateway.

export type DemoBankPayment = z.output<typeof demoBankPaymentBodySchema>;
export type DemoBankReceipt = z.infer<typeof demoBankPaymentResponseSchema>['data'];

export async function payWithDemoBank(body: DemoBankPayment): Promise<DemoBankReceipt> {
  const answer = await api.post('/public/demo-bank/payments', body, {
    schema: demoBankPaymentResponseSchema,
  });
  return answer.data;
}
