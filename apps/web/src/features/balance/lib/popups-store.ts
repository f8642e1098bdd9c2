import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';

// SPEC §3 "Popup flags": the balance page's two popups, remembered by the browser (local storage
// under `balance-popups`): the proforma hint shown before topping up, and the guide's carousel
// shown on the first visits. Each has "No volver a mostrar" and a count of the times it was shown.
// Lives in the balance feature (its route's chunk), not lib/: the entry does not carry it.

export const POPUPS = ['proforma', 'carousel'] as const;
export type Popup = (typeof POPUPS)[number];

export type PopupFlag = { dontShowAgain: boolean; views: number };
export type PopupFlags = Record<Popup, PopupFlag>;

/** Each popup shows itself at most this many times, unless dismissed for good earlier. */
export const POPUP_MAX_VIEWS = 3;

export const POPUPS_STORAGE_KEY = 'balance-popups';

const NEW_FLAG: PopupFlag = { dontShowAgain: false, views: 0 };
export const INITIAL_POPUP_FLAGS: PopupFlags = { proforma: NEW_FLAG, carousel: NEW_FLAG };

/** Whether a popup shows itself: not dismissed for good and shown fewer than the maximum. */
export function shouldShowPopup(flag: PopupFlag, maxViews: number = POPUP_MAX_VIEWS): boolean {
  return !flag.dontShowAgain && flag.views < maxViews;
}

/** One more time shown. */
export function countView(flag: PopupFlag): PopupFlag {
  return { ...flag, views: flag.views + 1 };
}

/** What a browser remembers, read defensively: a missing or damaged value is a new flag. */
export function readFlag(value: unknown): PopupFlag {
  const v = (value ?? {}) as Partial<Record<keyof PopupFlag, unknown>>;
  const views = typeof v.views === 'number' && Number.isFinite(v.views) ? v.views : 0;
  return {
    dontShowAgain: v.dontShowAgain === true,
    views: Math.max(0, Math.floor(views)),
  };
}

export function readFlags(value: unknown): PopupFlags {
  const v = (value ?? {}) as Partial<Record<Popup, unknown>>;
  return { proforma: readFlag(v.proforma), carousel: readFlag(v.carousel) };
}

type PopupActions = {
  /** the popup was shown once more */
  seen: (popup: Popup) => void;
  /** "No volver a mostrar" ticked (or unticked again) */
  setDontShowAgain: (popup: Popup, value: boolean) => void;
};

export type PopupsState = PopupFlags & PopupActions;

/** The store on a storage (local storage in the browser; a test passes its own). */
export function createPopupsStore(storage?: () => StateStorage) {
  return create<PopupsState>()(
    persist(
      (set) => ({
        ...INITIAL_POPUP_FLAGS,
        seen: (popup) => set((s) => ({ [popup]: countView(s[popup]) })),
        setDontShowAgain: (popup, value) =>
          set((s) => ({ [popup]: { ...s[popup], dontShowAgain: value } })),
      }),
      {
        name: POPUPS_STORAGE_KEY,
        version: 1,
        ...(storage ? { storage: createJSONStorage(storage) } : {}),
        partialize: (s): PopupFlags => ({ proforma: s.proforma, carousel: s.carousel }),
        merge: (persisted, current) => ({ ...current, ...readFlags(persisted) }),
      },
    ),
  );
}

export const usePopupsStore = createPopupsStore();
