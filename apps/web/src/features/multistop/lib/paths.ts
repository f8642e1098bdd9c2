// The feature's pages, for links and navigation (app/routes.ts declares them).
export const QUOTES_PATH = '/multistop';
export const NEW_QUOTE_PATH = '/multistop/new';
export const quotePath = (id: string) => `/multistop/${encodeURIComponent(id)}`;
