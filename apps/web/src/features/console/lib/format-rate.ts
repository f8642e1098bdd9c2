// The rate's format is the contracts' (format.ts), shared with the invoice page.
export { formatRate } from '@trayecto/contracts/format';
