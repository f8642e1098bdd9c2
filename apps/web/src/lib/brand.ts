import {
  PRODUCT_NAME_DEFAULT,
  PROVIDER_NAME_DEFAULT,
  SUPPORT_EMAIL_DEFAULT,
} from '@trayecto/contracts/constants';

// The names this deployment goes by. The server writes them into the page it serves as
// <meta name="product-name|provider-name|support-email"> (no inline script: the CSP forbids
// one); the Vite dev server's page has none, so the defaults apply there. Every product or
// provider name the web shows comes from here (brand.test.ts keeps it so).

export type Brand = { product: string; provider: string; supportEmail: string };

/** The brand in a page's meta tags, each falling back to its default when absent or empty. */
export function brandOf(read: (name: string) => string | null | undefined): Brand {
  const value = (name: string, fallback: string) => read(name)?.trim() || fallback;
  return {
    product: value('product-name', PRODUCT_NAME_DEFAULT),
    provider: value('provider-name', PROVIDER_NAME_DEFAULT),
    supportEmail: value('support-email', SUPPORT_EMAIL_DEFAULT),
  };
}

const metaContent = (name: string) =>
  globalThis.document
    ?.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
    ?.getAttribute('content');

/** This page's brand, read once. */
export const BRAND: Brand = brandOf(metaContent);

/**
 * The brand as i18next's default interpolation values (lib/i18n.ts): a text says {{product}} or
 * {{provider}} and never the name itself, so PRODUCT_NAME and PROVIDER_NAME reach the landing
 * page, the FAQ and every other text.
 */
export const brandVariables = (brand: Brand) => ({
  product: brand.product,
  provider: brand.provider,
});
