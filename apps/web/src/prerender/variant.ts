import { LANGUAGES, type Language } from '@trayecto/contracts/i18n';
import type { Settings } from '../lib/settings-store.ts';

/** The public pages the build renders to HTML (the server sends the others the bare page). */
export const PRERENDERED_PATHS = [
  '/',
  '/login',
  '/contactanos',
  '/parcel-guide',
  '/thank-you-registration',
  '/forgot-password',
] as const;

/** What a prerendered page was rendered for: the language and the colour scheme. */
export type PrerenderVariant = { lang: Language; mode: 'light' | 'dark' };

/** Every language, light and dark: the server sends the one the saved settings ask for. */
export const PRERENDER_VARIANTS: PrerenderVariant[] = LANGUAGES.flatMap((lang) =>
  (['light', 'dark'] as const).map((mode) => ({ lang, mode })),
);

/** One page as the build's prerender renders it (entry-server.tsx). */
export type PrerenderedPage = {
  /** the markup inside #root */
  html: string;
  /** the emotion style tags, for the head */
  styles: string;
  /** the page's title in its language (without the product's name) */
  title: string;
  lang: Language;
  dir: 'ltr' | 'rtl';
  /** what the page was rendered for; the browser hydrates only when its settings say the same */
  variant: string;
};

/** What the prerender build (dist-prerender/entry-server.js) exports. */
export type PrerenderEntry = {
  PRERENDERED_PATHS: readonly string[];
  PRERENDER_VARIANTS: PrerenderVariant[];
  renderPage: (path: string, variant: PrerenderVariant) => Promise<PrerenderedPage>;
};

/** The variant's name: <html data-prerendered>, the `prerender` cookie, the build's folder. */
export function prerenderVariant(variant: PrerenderVariant): string {
  return `${variant.lang}-${variant.mode}`;
}

/**
 * The prerendered variant that the browser's settings render exactly, or null when none does:
 * another skin or the customizer's right-to-left switch (the build renders neither), or a
 * session (a signed-in visitor's pages are not the guest's). public/boot.js decides the same
 * before the first paint (it hides a prerendered page that does not fit and names the variant in
 * the cookie the server reads); app/hydrate.ts decides it again before hydrating.
 */
export function wantedVariant(
  settings: Pick<Settings, 'lang' | 'skin' | 'rtl'>,
  dark: boolean,
  signedIn: boolean,
): string | null {
  if (signedIn || settings.skin !== 'default' || (settings.rtl && settings.lang !== 'ar')) {
    return null;
  }
  return prerenderVariant({ lang: settings.lang, mode: dark ? 'dark' : 'light' });
}
