import { type Blob, blobCenterX, blobCenterY, blobHeight, median } from './components';

/**
 * The angle (degrees, counter-clockwise, in (-90, 90]) of the text lines among `blobs`: the direction
 * along which character centres pile up into the fewest, fullest rows. Rows of an MRZ or a card's
 * printed fields give sharp peaks; a wrong angle smears them. Rotating the image by minus this angle
 * makes the lines horizontal (possibly upside down, which the MRZ reader settles).
 */
export function estimateTextAngle(blobs: readonly Blob[]): number {
  if (blobs.length < 8) return 0;
  const xs = blobs.map(blobCenterX);
  const ys = blobs.map(blobCenterY);
  const bin = Math.max(2, median(blobs.map(blobHeight)) / 2);
  const score = (degrees: number) => {
    const rad = (degrees * Math.PI) / 180;
    const sin = Math.sin(rad);
    const cos = Math.cos(rad);
    const counts = new Map<number, number>();
    for (let i = 0; i < xs.length; i++) {
      // Distance across lines tilted by `degrees` (counter-clockwise on screen, y down).
      const across = (ys[i] as number) * cos + (xs[i] as number) * sin;
      const key = Math.round(across / bin);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    let sum = 0;
    for (const c of counts.values()) sum += c * c;
    return sum;
  };
  let best = 0;
  let bestScore = -1;
  for (let d = -89; d <= 90; d += 1) {
    const s = score(d);
    if (s > bestScore) {
      bestScore = s;
      best = d;
    }
  }
  const coarse = best;
  for (let d = coarse - 1; d <= coarse + 1 + 1e-9; d += 0.1) {
    const s = score(d);
    if (s > bestScore) {
      bestScore = s;
      best = d;
    }
  }
  return Math.round(best * 10) / 10;
}
