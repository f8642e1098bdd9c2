// Cars drawn on a canvas for map.addImage: a top view pointing north (heading 0; the symbol
// layer rotates it), one image per colour (tone) so the symbol layer picks it by a property.

export const CAR_TONES = {
  waiting: '#FF9F43',
  active: '#6A5AE0',
  onboard: '#28C76F',
  scheduled: '#808390',
  selected: '#FF4C51',
} as const;
export type CarTone = keyof typeof CAR_TONES;

export const carIconId = (tone: CarTone) => `trayecto-car-${tone}`;

export function carIconImage(color: string, pixelRatio: number): ImageData {
  const size = Math.round(30 * pixelRatio);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d')!;
  ctx.scale(pixelRatio, pixelRatio);
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
  return ctx.getImageData(0, 0, size, size);
}
