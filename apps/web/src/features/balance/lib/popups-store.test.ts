import { describe, expect, it } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import {
  POPUP_MAX_VIEWS,
  POPUPS_STORAGE_KEY,
  countView,
  createPopupsStore,
  readFlags,
  shouldShowPopup,
} from './popups-store.ts';

/** A browser's local storage, in memory. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: StateStorage = {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
  return { data, storage: () => storage };
}

describe('when a popup shows itself', () => {
  it('shows until it was seen the maximum number of times', () => {
    let flag = { dontShowAgain: false, views: 0 };
    const shown: boolean[] = [];
    for (let i = 0; i < POPUP_MAX_VIEWS + 2; i++) {
      shown.push(shouldShowPopup(flag));
      if (shouldShowPopup(flag)) flag = countView(flag);
    }
    expect(POPUP_MAX_VIEWS).toBe(3);
    expect(shown).toEqual([true, true, true, false, false]);
    expect(flag.views).toBe(3);
  });

  it('never shows again once "No volver a mostrar" was chosen', () => {
    expect(shouldShowPopup({ dontShowAgain: true, views: 0 })).toBe(false);
    expect(shouldShowPopup({ dontShowAgain: false, views: 1 })).toBe(true);
    expect(shouldShowPopup({ dontShowAgain: false, views: 1 }, 1)).toBe(false);
  });

  it('reads a missing or damaged remembered value as a new popup', () => {
    expect(readFlags(undefined)).toEqual({
      proforma: { dontShowAgain: false, views: 0 },
      carousel: { dontShowAgain: false, views: 0 },
    });
    expect(
      readFlags({ proforma: { dontShowAgain: 'yes', views: -4 }, carousel: { views: 2.7 } }),
    ).toEqual({
      proforma: { dontShowAgain: false, views: 0 },
      carousel: { dontShowAgain: false, views: 2 },
    });
  });
});

describe('the popups store', () => {
  it('counts each popup apart and remembers it in the browser', () => {
    const { data, storage } = memoryStorage();
    const store = createPopupsStore(storage);
    store.getState().seen('carousel');
    store.getState().seen('carousel');
    store.getState().seen('proforma');
    store.getState().setDontShowAgain('proforma', true);
    expect(store.getState().carousel).toEqual({ dontShowAgain: false, views: 2 });
    expect(store.getState().proforma).toEqual({ dontShowAgain: true, views: 1 });
    expect(JSON.parse(data.get(POPUPS_STORAGE_KEY)!)).toEqual({
      state: {
        proforma: { dontShowAgain: true, views: 1 },
        carousel: { dontShowAgain: false, views: 2 },
      },
      version: 1,
    });

    // the next visit (a new page load) reads the same flags back
    const next = createPopupsStore(storage);
    expect(next.getState().carousel).toEqual({ dontShowAgain: false, views: 2 });
    expect(shouldShowPopup(next.getState().carousel)).toBe(true);
    expect(shouldShowPopup(next.getState().proforma)).toBe(false);
    next.getState().seen('carousel');
    expect(shouldShowPopup(next.getState().carousel)).toBe(false);
  });

  it('starts afresh when nothing, or something unreadable, is remembered', () => {
    const { storage } = memoryStorage({
      [POPUPS_STORAGE_KEY]: '{"state":{"carousel":7},"version":1}',
    });
    const store = createPopupsStore(storage);
    expect(store.getState().carousel).toEqual({ dontShowAgain: false, views: 0 });
    expect(store.getState().proforma).toEqual({ dontShowAgain: false, views: 0 });
    expect(typeof store.getState().seen).toBe('function');
  });
});
