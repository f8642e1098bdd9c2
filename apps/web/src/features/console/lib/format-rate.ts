import { formatBs } from '@trayecto/contracts/format';

const precise = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 6,
});

/**
 * An exchange rate (bolívares per dollar) as formatBs writes amounts, "Bs. 36.50", with the
 * decimals beyond the cent a rate may carry (up to 6, as stored): "Bs. 36.123456".
 */
export function formatRate(rate: number): string {
  if (Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-9) return formatBs(rate);
  const sign = rate < 0 ? '-' : '';
  return `${sign}Bs. ${precise.format(Math.abs(rate))}`;
}
