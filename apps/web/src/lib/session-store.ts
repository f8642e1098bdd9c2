import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { AssociatedPanel, LoginResponse, MeResponse } from '@trayecto/contracts';
import type { MeMember, TeamRole } from '@trayecto/contracts/team';

/** SPEC.md §3 "Session/auth state", persisted in local storage under `auth`. */
export type SessionState = {
  user: string | null;
  isLogged: boolean;
  token: string | null;
  _id: string | null;
  unique_id: string | null;
  email: string | null;
  name: string | null;
  countryName: string | null;
  phone: string | null;
  countryPhoneCode: string | null;
  /** dollars */
  wallet: number;
  /** dollars */
  overdraft: number;
  picture_url: string | null;
  pre_time: number | null;
  lang: string;
  admin_phone: string | null;
  admin_email: string | null;
  is_active_shipments: boolean;
  is_active_multi_stops: boolean;
  is_corporate_master: boolean;
  is_used_google_maps_service: boolean;
  is_assist_mode: boolean;
  is_allow_credits: boolean;
  /** dollars */
  credits_due: number;
  updated_at: string | null;
  associated_panels: AssociatedPanel[];
  timezone: string;
  /** the company has not sent its onboarding form yet: the panel shows that form first */
  needs_onboarding: boolean;
  /**
   * GET /me `member`: who is signed in when it is one of the company's team (issue 13); null for
   * the company's own login and for assist mode
   */
  member: MeMember | null;
  /**
   * GET /me `role`: what the signed-in person may do (lib/panel-permissions.ts); the owner and
   * assist mode are admin. null until GET /me has answered
   */
  role: TeamRole | null;
  /** true once GET /me has answered for the current token */
  profileLoaded: boolean;
};

type SessionActions = {
  setLogin: (login: LoginResponse) => void;
  setProfile: (me: MeResponse) => void;
  setWallet: (wallet: number) => void;
  clear: () => void;
};

const initialState: SessionState = {
  user: null,
  isLogged: false,
  token: null,
  _id: null,
  unique_id: null,
  email: null,
  name: null,
  countryName: null,
  phone: null,
  countryPhoneCode: null,
  wallet: 0,
  overdraft: 0,
  picture_url: null,
  pre_time: null,
  lang: 'es',
  admin_phone: null,
  admin_email: null,
  is_active_shipments: false,
  is_active_multi_stops: false,
  is_corporate_master: false,
  is_used_google_maps_service: false,
  is_assist_mode: false,
  is_allow_credits: false,
  credits_due: 0,
  updated_at: null,
  associated_panels: [],
  timezone: 'America/Caracas',
  needs_onboarding: false,
  member: null,
  role: null,
  profileLoaded: false,
};

export const useSessionStore = create<SessionState & SessionActions>()(
  persist(
    (set) => ({
      ...initialState,
      setLogin: (login) =>
        set({
          ...initialState,
          isLogged: true,
          token: login.token,
          _id: login._id,
          unique_id: login.unique_id,
          email: login.email,
          user: login.email,
        }),
      setProfile: ({ corporate: c, ...top }) =>
        set({
          email: c.email,
          user: c.email,
          name: c.name,
          countryName: c.country_name,
          phone: c.phone,
          countryPhoneCode: c.country_phone_code,
          // a role without read:money is not told the company's money
          wallet: c.wallet ?? 0,
          overdraft: c.overdraft ?? 0,
          picture_url: c.image_url ?? null,
          lang: c.lang,
          timezone: c.timezone,
          is_active_shipments: c.is_active_shipments,
          is_active_multi_stops: c.is_active_multi_stops,
          is_corporate_master: c.is_corporate_master,
          is_allow_credits: c.is_allow_credits,
          credits_due: c.credits_due ?? 0,
          updated_at: c.updated_at,
          pre_time: top.pre_time,
          admin_phone: top.admin_phone,
          admin_email: top.admin_email,
          is_used_google_maps_service: top.is_used_google_maps_service,
          is_assist_mode: top.is_assist_mode,
          associated_panels: top.associated_panels,
          needs_onboarding: top.needs_onboarding,
          member: top.member,
          role: top.role,
          profileLoaded: true,
        }),
      // An action's answer, its wallet:update event and a wallet read often bring the same
      // figure: only a change is a write (listeners hear nothing otherwise).
      setWallet: (wallet) => set((s) => (s.wallet === wallet ? s : { wallet })),
      clear: () => set(initialState),
    }),
    { name: 'auth', version: 1 },
  ),
);

/** Outside React (the API client, guards): the current token or null. */
export function getToken(): string | null {
  return useSessionStore.getState().token;
}
