import { useQueryClient } from '@tanstack/react-query';
import { TOPUP_UPDATE_EVENT, topupUpdateEventSchema, type Topup } from '@trayecto/contracts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useSocketEvent, useSocketReconnect } from '../../../lib/use-socket-event.ts';
import { invoiceKeys } from '../../invoices/api/invoices-api.ts';
import { creditKeys } from '../api/credits-api.ts';
import { getTopup, topupKeys } from '../api/topups-api.ts';
import { walletKeys } from '../api/wallet-api.ts';

type WalletUpdate = { corporate_id: string };

/** `wallet:update` as this hook reads it: only whose wallet moved (the bridge reads the figure). */
const walletUpdateSchema = {
  safeParse: (payload: unknown): { success: true; data: WalletUpdate } | { success: false } => {
    const id = (payload as { corporate_id?: unknown } | null)?.corporate_id;
    return typeof id === 'string'
      ? { success: true, data: { corporate_id: id } }
      : { success: false };
  },
};

/**
 * While the balance page is open: a top-up that changes status (`topup:update`) or money that
 * moves (`wallet:update`) refreshes the top-ups, the invoices, the wallet and the credits; a top-up that turns
 * approved is announced with what it credited (`onApproved`, with the top-up, or null when it
 * could not be read). After a reconnection everything is fetched again (events may be lost).
 */
export function useMoneyInLive(onApproved: (uniqueId: string, topup: Topup | null) => void) {
  const queryClient = useQueryClient();
  const corporateId = useSessionStore((s) => s._id);
  const refresh = () => {
    // a top-up's approval pays due credits first; finance's decisions move the wallet
    for (const queryKey of [topupKeys.all, invoiceKeys.all, walletKeys.all, creditKeys.all])
      void queryClient.invalidateQueries({ queryKey });
  };
  useSocketEvent(TOPUP_UPDATE_EVENT, topupUpdateEventSchema, (event) => {
    if (event.corporate_id !== corporateId) return;
    refresh();
    if (event.status === 'approved') {
      getTopup(event.topup_id).then(
        (topup) => onApproved(event.unique_id, topup),
        () => onApproved(event.unique_id, null),
      );
    }
  });
  useSocketEvent('wallet:update', walletUpdateSchema, (event) => {
    if (event.corporate_id === corporateId) refresh();
  });
  useSocketReconnect(refresh);
}
