import { describe, expect, it } from 'vitest';
import { walletFromUpdate } from './realtime-bridge.tsx';

describe('wallet:update payloads', () => {
  it('takes the wallet of the own corporate', () => {
    expect(walletFromUpdate({ corporate_id: 'c1', wallet: 12.5 }, 'c1')).toBe(12.5);
    expect(
      walletFromUpdate({ corporate_id: 'c1', wallet: { wallet: -3, overdraft: 10 } }, 'c1'),
    ).toBe(-3);
  });
  it("ignores another corporate's update, a logged-out session and a bad payload", () => {
    expect(walletFromUpdate({ corporate_id: 'c2', wallet: 1 }, 'c1')).toBeNull();
    expect(walletFromUpdate({ corporate_id: 'c1', wallet: 1 }, null)).toBeNull();
    expect(walletFromUpdate({ corporate_id: 'c1', wallet: 'x' }, 'c1')).toBeNull();
    expect(walletFromUpdate({ corporate_id: 'c1' }, 'c1')).toBeNull();
  });
});
