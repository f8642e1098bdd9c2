import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@trayecto/contracts/i18n';

export type ThemeMode = 'light' | 'dark' | 'system';
export type Skin = 'default' | 'bordered' | 'semi-dark';
export type ContentWidth = 'full' | 'boxed';
export type AppBarType = 'fixed' | 'static' | 'hidden';
export type FooterType = 'fixed' | 'static' | 'hidden';
export type MenuLayout = 'vertical' | 'horizontal';
export type RouteTransition =
  'none' | 'fade' | 'slide-left' | 'slide-right' | 'scroll-up' | 'scroll-down';

export const SKINS: readonly Skin[] = ['default', 'bordered', 'semi-dark'];
export const CONTENT_WIDTHS: readonly ContentWidth[] = ['full', 'boxed'];
export const APP_BAR_TYPES: readonly AppBarType[] = ['fixed', 'static', 'hidden'];
export const FOOTER_TYPES: readonly FooterType[] = ['fixed', 'static', 'hidden'];
export const MENU_LAYOUTS: readonly MenuLayout[] = ['vertical', 'horizontal'];
export const ROUTE_TRANSITIONS: readonly RouteTransition[] = [
  'none',
  'fade',
  'slide-left',
  'slide-right',
  'scroll-up',
  'scroll-down',
];

/** Every option of the customizer drawer (SPEC §2), persisted in local storage under `settings`. */
export type Settings = {
  mode: ThemeMode;
  skin: Skin;
  contentWidth: ContentWidth;
  appBar: AppBarType;
  appBarBlur: boolean;
  footer: FooterType;
  layout: MenuLayout;
  navCollapsed: boolean;
  navHidden: boolean;
  /** the customizer's right-to-left switch; Arabic is right-to-left whatever this says */
  rtl: boolean;
  routeTransition: RouteTransition;
  lang: Language;
};

export const DEFAULT_SETTINGS: Settings = {
  mode: 'light',
  skin: 'default',
  contentWidth: 'boxed',
  appBar: 'fixed',
  appBarBlur: true,
  footer: 'static',
  layout: 'vertical',
  navCollapsed: false,
  navHidden: false,
  rtl: false,
  routeTransition: 'fade',
  lang: DEFAULT_LANGUAGE,
};

type SettingsActions = {
  update: (patch: Partial<Settings>) => void;
  /** back to the defaults, keeping the language (it is not a layout option) */
  reset: () => void;
};

/** Some options do not exist in the horizontal layout (SPEC §2); this keeps the pair consistent. */
export function normalizeSettings(s: Settings): Settings {
  if (s.layout !== 'horizontal') return s;
  return {
    ...s,
    skin: s.skin === 'semi-dark' ? 'default' : s.skin,
    appBar: s.appBar === 'hidden' ? 'fixed' : s.appBar,
  };
}

type SettingsState = Settings & SettingsActions;

const settingsStore = createStore<SettingsState>()(
  persist(
    (set, get) => ({
      ...DEFAULT_SETTINGS,
      update: (patch) => {
        const { update: _u, reset: _r, ...current } = get();
        set(normalizeSettings({ ...current, ...patch }));
      },
      reset: () => set({ ...DEFAULT_SETTINGS, lang: get().lang }),
    }),
    {
      name: 'settings',
      version: 1,
      // (zustand's default reads window.localStorage; the build's prerender runs in Node, with
      // a local storage of its own and no window)
      storage: createJSONStorage(() => localStorage),
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<Settings>;
        const merged = { ...current, ...p };
        if (!isLanguage(merged.lang)) merged.lang = DEFAULT_LANGUAGE;
        return { ...merged, ...normalizeSettings(merged) };
      },
    },
  ),
);

// React renders a store's server snapshot (zustand's getInitialState: the defaults) while it
// hydrates a page. A prerendered public page is hydrated only when it was rendered with the
// settings saved here (app/hydrate.ts), and the build's prerender renders with the variant's
// (src/prerender/entry-server.tsx): in both the snapshot to render is the current state.
settingsStore.getInitialState = settingsStore.getState;

/** The settings as a hook (with a selector, or the whole state) and as the store's API. */
export const useSettingsStore = Object.assign(useBoundSettings, settingsStore);

function useBoundSettings(): SettingsState;
function useBoundSettings<T>(selector: (state: SettingsState) => T): T;
function useBoundSettings<T>(selector?: (state: SettingsState) => T) {
  return useStore(settingsStore, selector ?? ((state) => state as T));
}

export function isRtl(settings: Pick<Settings, 'rtl' | 'lang'>): boolean {
  return settings.lang === 'ar' || settings.rtl;
}
