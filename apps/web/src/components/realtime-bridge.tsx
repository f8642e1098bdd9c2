import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getSocket } from '../lib/socket.ts';
import { useSessionStore } from '../lib/session-store.ts';

type WalletUpdate = { corporate_id?: unknown; wallet?: unknown };

/** Reads the wallet out of a `wallet:update` payload: a number of dollars or { wallet }. */
export function walletFromUpdate(payload: WalletUpdate, corporateId: string | null): number | null {
  if (!corporateId || payload.corporate_id !== corporateId) return null;
  const { wallet } = payload;
  if (typeof wallet === 'number' && Number.isFinite(wallet)) return wallet;
  if (wallet && typeof wallet === 'object') {
    const inner = (wallet as { wallet?: unknown }).wallet;
    if (typeof inner === 'number' && Number.isFinite(inner)) return inner;
  }
  return null;
}

/**
 * While logged in: keeps the menu's wallet figure and every wallet query (balance page,
 * history) in step with movements made anywhere (another tab, a trip charge, an admin).
 */
export function RealtimeBridge() {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  useEffect(() => {
    if (!token) return;
    const socket = getSocket();
    if (!socket) return;
    const handleWallet = (payload: WalletUpdate) => {
      const wallet = walletFromUpdate(payload ?? {}, useSessionStore.getState()._id);
      if (wallet === null) return;
      useSessionStore.getState().setWallet(wallet);
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    };
    socket.on('wallet:update', handleWallet);
    return () => {
      socket.off('wallet:update', handleWallet);
    };
  }, [token, queryClient]);
  return null;
}
