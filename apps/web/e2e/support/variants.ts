// The four ways a screen is looked at in the screenshot tests: light, dark, Arabic (right to
// left) and a 375 px phone, and the stored settings that put a fresh page in one of them.
import type { Page } from '@playwright/test';

export type Variant = { name: string; lang: 'es' | 'ar'; mode: 'light' | 'dark'; width?: number };

export const VARIANTS: Variant[] = [
  { name: 'light', lang: 'es', mode: 'light' },
  { name: 'dark', lang: 'es', mode: 'dark' },
  { name: 'arabic', lang: 'ar', mode: 'light' },
  { name: 'phone-375', lang: 'es', mode: 'light', width: 375 },
];

/** The viewport and the settings the customizer and the language menu would have stored. */
export async function useVariant(page: Page, v: Variant) {
  if (v.width) await page.setViewportSize({ width: v.width, height: 812 });
  await page.addInitScript(
    (s) => {
      if (!localStorage.getItem('settings'))
        localStorage.setItem('settings', JSON.stringify({ state: s, version: 1 }));
    },
    { lang: v.lang, mode: v.mode },
  );
}
