// Cars drawn on a canvas for map.addImage: a top view pointing north (heading 0; the symbol
// layer rotates it), one image per colour (tone) so the symbol layer picks it by a property.

export const CAR_TONES = {
  waiting: '#FF9F43',
  active: '#6A5AE0',
  onboard: '#28C76F',
  scheduled: '#808390',
  /** a parcel's courier (the order map shows rides and parcels together) */
  parcel: '#00BAD1',
  selected: '#FF4C51',
} as const;
export type CarTone = keyof typeof CAR_TONES;

export const carIconId = (tone: CarTone) => `trayecto-car-${tone}`;

/**
 * The car is drawn in a 30 × 30 box but only its middle 14 px carry paint (x 8 to 22, rim
 * included), so the image is that strip, centred on the same point: the symbol's quad is half
 * as wide, and every car costs the GPU half the pixels (with software WebGL, SwiftShader, the
 * cars' pixels are a third of a frame's work).
 */
export const CAR_ICON_BOX = { width: 14, height: 30, left: 8 } as const;

export function carIconImage(color: string, pixelRatio: number): ImageData {
  const width = Math.round(CAR_ICON_BOX.width * pixelRatio);
  const height = Math.round(CAR_ICON_BOX.height * pixelRatio);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  ctx.scale(pixelRatio, pixelRatio);
  ctx.translate(-CAR_ICON_BOX.left, 0);
  ctx.lineJoin = 'round';
  // body with a white rim so it reads on any background
  ctx.beginPath();
  ctx.roundRect(9, 4, 12, 22, 4);
  ctx.fillStyle = color;
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 2;
  ctx.fill();
  ctx.stroke();
  // windshield and rear window
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  ctx.beginPath();
  ctx.roundRect(11, 9, 8, 4, 1.5);
  ctx.fill();
  ctx.fillStyle = 'rgba(255,255,255,0.55)';
  ctx.beginPath();
  ctx.roundRect(11.5, 19.5, 7, 3, 1.2);
  ctx.fill();
  // nose marker so the heading reads at small sizes
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.moveTo(15, 0.5);
  ctx.lineTo(19, 4.5);
  ctx.lineTo(11, 4.5);
  ctx.closePath();
  ctx.fill();
  return ctx.getImageData(0, 0, width, height);
}
