import { initials } from '@trayecto/contracts';

const PALETTE = [
  '#1e88e5',
  '#43a047',
  '#e53935',
  '#8e24aa',
  '#fb8c00',
  '#00897b',
  '#3949ab',
  '#6d4c41',
  '#546e7a',
  '#d81b60',
];

/** A generated portrait: initials on a colour picked from the name, as an SVG data: URL. */
export function avatarDataUrl(name: string, seed: number): string {
  const bg = PALETTE[seed % PALETTE.length]!;
  const letters = initials(name)
    .replace(/[<>&"']/g, '')
    .slice(0, 2);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
    `<circle cx="64" cy="64" r="64" fill="${bg}"/>` +
    `<circle cx="64" cy="50" r="22" fill="#ffffff" fill-opacity="0.22"/>` +
    `<path d="M22 112c6-24 24-34 42-34s36 10 42 34" fill="#ffffff" fill-opacity="0.22"/>` +
    `<text x="64" y="76" text-anchor="middle" font-family="Arial, sans-serif" font-size="44" font-weight="700" fill="#ffffff">${letters}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
