// Imported first by the prerender entry. Every module that reads the brand when it renders finds
// the tokens the server writes its names over (contracts brand-tokens.ts).
import { BRAND_TOKENS } from '@trayecto/contracts/brand-tokens';
import { BRAND } from '../lib/brand.ts';

Object.assign(BRAND, BRAND_TOKENS);
