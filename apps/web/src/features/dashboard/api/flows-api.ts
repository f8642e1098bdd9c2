import { walletFlowsResponseSchema } from '@trayecto/contracts';
import { api } from '../../../lib/api-client.ts';

/** GET /corporate/wallet/flows: money in and out of the wallet between two instants, by kind. */
export async function getWalletFlows(range: { from: string; to: string }, signal?: AbortSignal) {
  return (
    await api.get('/corporate/wallet/flows', {
      query: range,
      schema: walletFlowsResponseSchema,
      ...(signal ? { signal } : {}),
    })
  ).data;
}
