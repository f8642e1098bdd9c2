import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { ConsoleAdmin, ConsoleLoginResponse } from '@trayecto/contracts/console';

/**
 * The session of a provider admin in the console (/admin/*), persisted under `console-auth`. It
 * lives beside the corporate session (`auth`, session-store.ts) and never mixes with it: an admin
 * may also hold a corporate session in this browser (assist mode makes one).
 */
export type ConsoleSessionState = {
  token: string | null;
  /** who is signed in, with the role the menu and the action buttons follow */
  admin: ConsoleAdmin | null;
};

type ConsoleSessionActions = {
  setLogin: (login: ConsoleLoginResponse) => void;
  /** GET /console/me answered: the role may have changed since the login */
  setAdmin: (admin: ConsoleAdmin) => void;
  clear: () => void;
};

const initialState: ConsoleSessionState = { token: null, admin: null };

export const useConsoleSessionStore = create<ConsoleSessionState & ConsoleSessionActions>()(
  persist(
    (set) => ({
      ...initialState,
      setLogin: (login) => set({ token: login.token, admin: login.admin }),
      setAdmin: (admin) => set({ admin }),
      clear: () => set(initialState),
    }),
    { name: 'console-auth', version: 1 },
  ),
);

/** Outside React (the API client, the console's route guard): the console token or null. */
export function getConsoleToken(): string | null {
  return useConsoleSessionStore.getState().token;
}
