import type { PinKind } from './trip-map.tsx';

/** An A/B pin's size: it stands on its point (anchor bottom). */
export const PIN_WIDTH = 30;
export const PIN_HEIGHT = 40;
/** How far above its point a stop badge's tip stands, so the point itself stays in view. */
export const STOP_PIN_OFFSET = 6;

const COLORS: Record<PinKind, string> = { origin: '#28C76F', destination: '#FF4C51' };
const LETTER: Record<PinKind, string> = { origin: 'A', destination: 'B' };

/** The DOM element of an origin or destination pin (two per map, so a DOM marker is fine). */
export function createPin(kind: PinKind): HTMLElement {
  const el = document.createElement('div');
  el.className = `trayecto-pin trayecto-pin-${kind}`;
  el.dataset.pin = kind;
  el.style.width = `${PIN_WIDTH}px`;
  el.style.height = `${PIN_HEIGHT}px`;
  el.style.cursor = 'grab';
  el.innerHTML = `<svg width="30" height="40" viewBox="0 0 30 40" aria-hidden="true">
    <path d="M15 39C15 39 28 24.5 28 14A13 13 0 0 0 2 14C2 24.5 15 39 15 39Z" fill="${COLORS[kind]}" stroke="#fff" stroke-width="2"/>
    <circle cx="15" cy="14" r="7" fill="#fff"/>
    <text x="15" y="18.2" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="700" fill="${COLORS[kind]}">${LETTER[kind]}</text>
  </svg>`;
  return el;
}

export type StopPinTone = 'pending' | 'done' | 'failed';
const STOP_COLORS: Record<StopPinTone, string> = {
  pending: '#6A5AE0',
  done: '#28C76F',
  failed: '#FF4C51',
};

/**
 * A numbered stop of an order with several drop-offs (the label is 1, 2, …): a round badge with a
 * short tail pointing down at its point, placed above it (anchor bottom), so a car standing at
 * the stop is not hidden under it.
 */
export function createStopPin(label: string, tone: StopPinTone): HTMLElement {
  const el = document.createElement('div');
  el.className = 'trayecto-stop';
  el.dataset.stop = label;
  el.dataset.tone = tone;
  el.style.width = '26px';
  el.style.height = '32px';
  const text = label.replace(/[^\w]/g, '').slice(0, 2);
  el.innerHTML = `<svg width="26" height="32" viewBox="0 0 26 32" aria-hidden="true">
    <path d="M9 23L13 31L17 23Z" fill="${STOP_COLORS[tone]}" stroke="#fff" stroke-width="1.5" stroke-linejoin="round"/>
    <circle cx="13" cy="13" r="11.5" fill="${STOP_COLORS[tone]}" stroke="#fff" stroke-width="2"/>
    <text x="13" y="17.2" text-anchor="middle" font-family="sans-serif" font-size="12" font-weight="700" fill="#fff">${text}</text>
  </svg>`;
  return el;
}
