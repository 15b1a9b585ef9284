import type { GrayImage } from './gray-image';
import { sampleBilinear } from './gray-image';
import type { MrzLineGeometry } from './mrz-locate';

/** Shape grid of a glyph: columns × rows of ink coverage inside its tight box. */
export const GRID_COLUMNS = 10;
export const GRID_ROWS = 14;

export interface GlyphFeatures {
  /** Width, height and vertical offset of the glyph's ink box, in cap heights. */
  geometry: [number, number, number];
  /** Ink coverage 0…1 over the grid, row by row. */
  shape: Float32Array;
  /** False when the cell holds no ink at all. */
  inked: boolean;
}

/** Paper and ink grey levels of a line, so that faint photos and dark scans give the same features. */
export function inkLevels(image: GrayImage, line: MrzLineGeometry): { paper: number; ink: number } {
  const values: number[] = [];
  const first = line.centers[0];
  const last = line.centers[line.centers.length - 1];
  if (!first || !last) return { paper: 255, ink: 0 };
  const step = Math.max(1, line.pitch / 6);
  for (let x = first.x - line.pitch / 2; x <= last.x + line.pitch / 2; x += step) {
    const t = (x - first.x) / Math.max(1, last.x - first.x);
    const cy = first.y + (last.y - first.y) * t;
    for (let dy = -line.capHeight * 0.6; dy <= line.capHeight * 0.6; dy += Math.max(1, line.capHeight / 8)) {
      values.push(sampleBilinear(image, x, cy + dy));
    }
  }
  values.sort((a, b) => a - b);
  const ink = values[Math.floor(values.length * 0.04)] ?? 0;
  const paper = values[Math.floor(values.length * 0.9)] ?? 255;
  return { paper, ink: Math.min(ink, paper - 30) };
}

/**
 * Features of cell `k` of a line: the tight box of the ink that belongs to the cell's glyph, its size
 * and place relative to the capital height, and its ink coverage resampled to a fixed grid. The same
 * function builds the model (from rendered OCR-B lines) and reads documents, so both see alike.
 */
export function cellFeatures(
  image: GrayImage,
  line: MrzLineGeometry,
  k: number,
  levels: { paper: number; ink: number },
): GlyphFeatures {
  const center = line.centers[k];
  const shape = new Float32Array(GRID_COLUMNS * GRID_ROWS);
  if (!center) return { geometry: [0, 0, 0], shape, inked: false };
  // Sample the cell at a fixed resolution (independent of the photo's scale): 3 samples per
  // grid step across a cell of one pitch by 1.5 cap heights.
  const sw = 30;
  const sh = 45;
  const cellW = line.pitch * 0.96;
  const cellH = line.capHeight * 1.5;
  const x0 = center.x - cellW / 2;
  const y0 = center.y - cellH / 2;
  const range = Math.max(1, levels.paper - levels.ink);
  const ink = new Float32Array(sw * sh);
  for (let j = 0; j < sh; j++) {
    for (let i = 0; i < sw; i++) {
      const v = sampleBilinear(image, x0 + ((i + 0.5) * cellW) / sw, y0 + ((j + 0.5) * cellH) / sh);
      ink[j * sw + i] = Math.min(1, Math.max(0, (levels.paper - v) / range));
    }
  }
  // Tight box of clear ink; columns or rows with a trace only (neighbour serifs, noise) are ignored.
  const colInk = new Float32Array(sw);
  const rowInk = new Float32Array(sh);
  for (let j = 0; j < sh; j++) {
    for (let i = 0; i < sw; i++) {
      const v = ink[j * sw + i] as number;
      if (v > 0.5) {
        colInk[i] = (colInk[i] as number) + 1;
        rowInk[j] = (rowInk[j] as number) + 1;
      }
    }
  }
  const cols = spanOf(colInk, 1);
  const rows = spanOf(rowInk, 1);
  if (!cols || !rows) return { geometry: [0, 0, 0], shape, inked: false };
  const [c0, c1] = cols;
  const [r0, r1] = rows;
  const boxW = c1 - c0 + 1;
  const boxH = r1 - r0 + 1;
  for (let gy = 0; gy < GRID_ROWS; gy++) {
    for (let gx = 0; gx < GRID_COLUMNS; gx++) {
      let sum = 0;
      let n = 0;
      const ys = r0 + (gy * boxH) / GRID_ROWS;
      const ye = r0 + ((gy + 1) * boxH) / GRID_ROWS;
      const xs = c0 + (gx * boxW) / GRID_COLUMNS;
      const xe = c0 + ((gx + 1) * boxW) / GRID_COLUMNS;
      for (let y = Math.floor(ys); y < Math.max(Math.floor(ys) + 1, Math.ceil(ye)); y++) {
        for (let x = Math.floor(xs); x < Math.max(Math.floor(xs) + 1, Math.ceil(xe)); x++) {
          sum += ink[Math.min(sh - 1, y) * sw + Math.min(sw - 1, x)] as number;
          n++;
        }
      }
      shape[gy * GRID_COLUMNS + gx] = sum / n;
    }
  }
  const scaleX = cellW / sw / line.capHeight;
  const scaleY = cellH / sh / line.capHeight;
  const centerOffset = ((r0 + r1 + 1) / 2 - sh / 2) * scaleY;
  return { geometry: [boxW * scaleX, boxH * scaleY, centerOffset], shape, inked: true };
}

/** The longest run of indices whose count reaches `min`, allowing one-sample gaps (broken strokes). */
function spanOf(counts: Float32Array, min: number): [number, number] | null {
  let best: [number, number] | null = null;
  let start = -1;
  let lastHit = -1;
  for (let i = 0; i <= counts.length; i++) {
    const hit = i < counts.length && (counts[i] as number) >= min;
    if (hit) {
      if (start < 0 || i - lastHit > 2) start = i;
      lastHit = i;
      if (!best || i - start > best[1] - best[0]) best = [start, i];
    }
  }
  return best;
}
