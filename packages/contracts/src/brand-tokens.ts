// The names a deployment goes by (PRODUCT_NAME, PROVIDER_NAME, SUPPORT_EMAIL) are known only when
// the server starts, but the public pages are rendered to HTML when the web app is built. The
// build renders them with these tokens in place of the names, and the server writes its names
// over the tokens once, at start (apps/api/src/plugins/spa.ts), so the HTML says what the page
// says once its JavaScript runs (hydration without a mismatch).

export type BrandNames = { product: string; provider: string; supportEmail: string };

// letters and underscores only: HTML escaping leaves them as they are
const PRODUCT_FIRST = '__BRAND_PRODUCT_FIRST__';
const PRODUCT_REST = '__BRAND_PRODUCT_REST__';
const PROVIDER = '__BRAND_PROVIDER__';
const SUPPORT_EMAIL = '__BRAND_SUPPORT_EMAIL__';

/**
 * The brand the build renders with. The product is two tokens because the logo shows its first
 * word over the rest (apps/web/src/components/logo.tsx).
 */
export const BRAND_TOKENS: BrandNames = {
  product: `${PRODUCT_FIRST} ${PRODUCT_REST}`,
  provider: PROVIDER,
  supportEmail: SUPPORT_EMAIL,
};

/**
 * The rendered HTML with the deployment's names over the tokens. `escape` makes a name safe in
 * HTML text and attributes. A name ending with a period takes the place of a sentence's own
 * (contracts sentence.ts, which the web's texts go through): "… C.A." and not "… C.A..".
 */
export function writeBrand(html: string, brand: BrandNames, escape: (text: string) => string) {
  const [first = '', ...rest] = brand.product.split(' ');
  const pairs: [string, string][] = [
    [BRAND_TOKENS.product, brand.product],
    [PRODUCT_FIRST, first],
    [PRODUCT_REST, rest.join(' ')],
    [PROVIDER, brand.provider],
    [SUPPORT_EMAIL, brand.supportEmail],
  ];
  let out = html;
  for (const [token, name] of pairs) {
    if (name.endsWith('.')) out = out.replaceAll(`${token}.`, token);
    out = out.replaceAll(token, escape(name));
  }
  return out;
}
