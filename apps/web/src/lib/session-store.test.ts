import { describe, expect, it } from 'vitest';
import { useSessionStore } from './session-store.ts';

describe('the menu wallet', () => {
  it('is written only when the figure changes', () => {
    const writes: number[] = [];
    const stop = useSessionStore.subscribe((s) => writes.push(s.wallet));
    const { setWallet } = useSessionStore.getState();
    // an action's answer, then its wallet:update event, then a wallet read: one figure
    setWallet(120.5);
    setWallet(120.5);
    setWallet(120.5);
    setWallet(99);
    stop();
    expect(writes).toEqual([120.5, 99]);
  });
});
