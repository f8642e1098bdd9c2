import { describe, expect, it } from 'vitest';
import type { MeResponse } from '@trayecto/contracts';
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

const me = (
  needs: boolean,
  team: Pick<MeResponse, 'member' | 'role'> = { member: null, role: 'admin' },
): MeResponse => ({
  success: true,
  corporate: {
    _id: 'c1',
    unique_id: 'TE-1',
    email: 'a@b.test',
    name: 'A',
    country_name: 'Venezuela',
    phone: '4120000000',
    country_phone_code: '+58',
    wallet: 0,
    overdraft: 0,
    image_url: null,
    is_active_shipments: false,
    is_active_multi_stops: false,
    is_corporate_master: false,
    updated_at: '2026-01-01T00:00:00.000Z',
    is_allow_credits: false,
    credits_due: 0,
    is_approved: true,
    lang: 'es',
    timezone: 'America/Caracas',
  },
  pre_time: 15,
  admin_phone: '',
  admin_email: '',
  is_used_google_maps_service: false,
  associated_panels: [],
  is_assist_mode: false,
  needs_onboarding: needs,
  ...team,
});

describe('the onboarding flag', () => {
  it('follows GET /me and is forgotten with the session', () => {
    const { setProfile, clear } = useSessionStore.getState();
    setProfile(me(true));
    expect(useSessionStore.getState().needs_onboarding).toBe(true);
    setProfile(me(false));
    expect(useSessionStore.getState().needs_onboarding).toBe(false);
    setProfile(me(true));
    clear();
    expect(useSessionStore.getState().needs_onboarding).toBe(false);
  });
});

describe('the signed-in member and role (issue 13)', () => {
  it('follow GET /me and are forgotten with the session and a new login', () => {
    const { setProfile, setLogin, clear } = useSessionStore.getState();
    expect(useSessionStore.getState().role).toBeNull();
    const member = { _id: 'm1', name: 'Ana Pérez', email: 'ana@b.test', role: 'finance' } as const;
    setProfile(me(false, { member, role: 'finance' }));
    expect(useSessionStore.getState()).toMatchObject({ member, role: 'finance' });
    setProfile(me(false));
    expect(useSessionStore.getState()).toMatchObject({ member: null, role: 'admin' });
    setProfile(me(false, { member, role: 'finance' }));
    setLogin({ success: true, token: 't', _id: 'm1', unique_id: 'TE-1', email: 'ana@b.test' });
    expect(useSessionStore.getState()).toMatchObject({ member: null, role: null });
    setProfile(me(false, { member, role: 'finance' }));
    clear();
    expect(useSessionStore.getState()).toMatchObject({ member: null, role: null });
  });
});
