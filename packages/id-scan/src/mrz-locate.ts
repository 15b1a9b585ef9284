import { type Blob, blobCenterX, blobCenterY, blobHeight, blobWidth, findBlobs, median } from './components';
import { binarize, type GrayImage, inkContrast } from './gray-image';

export type MrzFormat = 'TD1' | 'TD2' | 'TD3';

/** Characters per line and lines per format (ICAO 9303 parts 4–6). */
export const MRZ_SHAPES: Record<MrzFormat, { lines: number; length: number }> = {
  TD1: { lines: 3, length: 30 },
  TD2: { lines: 2, length: 36 },
  TD3: { lines: 2, length: 44 },
};

/** One located MRZ line: where each of its fixed-pitch character cells lies. */
export interface MrzLineGeometry {
  /** Centre of each character cell, left to right. */
  centers: { x: number; y: number }[];
  /** Cell advance in pixels. */
  pitch: number;
  /** Height of a capital letter in pixels. */
  capHeight: number;
}

export interface MrzGeometry {
  format: MrzFormat;
  lines: MrzLineGeometry[];
  /** Bounding box of the zone, for cropping and for reading the rest of the document around it. */
  box: { left: number; top: number; right: number; bottom: number };
}

interface Segment {
  blobs: Blob[];
  capHeight: number;
  pitch: number;
  left: number;
  right: number;
  centerY: number;
  estimatedLength: number;
}

/**
 * Finds the machine-readable zone in a deskewed image: two or three stacked rows of evenly spaced
 * characters of one height, 30, 36 or 44 cells long. Only geometry is used here; what the cells
 * hold is the glyph model's business. Returns null when no zone is found.
 */
export function locateMrz(image: GrayImage, capHeightHint?: number): MrzGeometry | null {
  // The binarising window must span a few letters; a hint (re-reading a cropped zone) sets it exactly.
  const window = capHeightHint
    ? Math.round(capHeightHint * 1.5) | 1
    : Math.max(15, Math.round(Math.min(image.width, image.height) / 25) | 1);
  const maxHeight = capHeightHint ? capHeightHint * 1.6 : image.height / 6;
  const mask = binarize(image, window, 0.15, inkContrast(image));
  const blobs = findBlobs(mask, image.width, image.height).filter((b) => {
    const h = blobHeight(b);
    return h >= 5 && h <= maxHeight && b.area >= 6;
  });
  const segments = findSegments(blobs).filter((s) => s.estimatedLength >= 24 && s.estimatedLength <= 50);
  const group = bestGroup(segments);
  if (!group) return null;
  const lengthNeeded = group.format === 'TD1' ? 30 : group.format === 'TD2' ? 36 : 44;
  const lines: MrzLineGeometry[] = [];
  for (const segment of group.segments) {
    const line = fitCells(segment, lengthNeeded);
    if (!line) return null;
    lines.push(line);
  }
  const all = group.segments.flatMap((s) => s.blobs);
  return {
    format: group.format,
    lines,
    box: {
      left: Math.min(...all.map((b) => b.minX)),
      top: Math.min(...all.map((b) => b.minY)),
      right: Math.max(...all.map((b) => b.maxX)),
      bottom: Math.max(...all.map((b) => b.maxY)),
    },
  };
}

/** Rows of blobs (by centre height) cut wherever the horizontal gap is wider than two letters. */
function findSegments(blobs: readonly Blob[]): Segment[] {
  const sorted = [...blobs].sort((a, b) => blobCenterY(a) - blobCenterY(b));
  const rows: Blob[][] = [];
  let current: Blob[] = [];
  let rowY = Number.NEGATIVE_INFINITY;
  let rowH = 0;
  for (const blob of sorted) {
    const cy = blobCenterY(blob);
    if (current.length > 0 && cy - rowY > Math.max(2, rowH * 0.35)) {
      rows.push(current);
      current = [];
    }
    current.push(blob);
    rowY = current.reduce((s, b) => s + blobCenterY(b), 0) / current.length;
    rowH = median(current.map(blobHeight));
  }
  if (current.length > 0) rows.push(current);

  const segments: Segment[] = [];
  for (const row of rows) {
    if (row.length < 10) continue;
    row.sort((a, b) => a.minX - b.minX);
    const tall = row.map(blobHeight).sort((a, b) => a - b);
    const capHeight = tall[Math.floor(tall.length * 0.8)] ?? 0;
    let start = 0;
    for (let i = 1; i <= row.length; i++) {
      const prev = row[i - 1] as Blob;
      const next = row[i];
      if (next && next.minX - prev.maxX <= capHeight * 1.3) continue;
      const piece = row.slice(start, i);
      start = i;
      const segment = describeSegment(piece);
      if (segment) segments.push(segment);
    }
  }
  return segments;
}

function describeSegment(blobs: Blob[]): Segment | null {
  if (blobs.length < 10) return null;
  const heights = blobs.map(blobHeight).sort((a, b) => a - b);
  const capHeight = heights[Math.floor(heights.length * 0.8)] ?? 0;
  if (capHeight < 6) return null;
  // Capital letters and digits share one height in an MRZ; '<' is lower. Many blobs of the
  // cap height but of scattered heights mean ordinary text or a pattern, not a zone.
  const capLike = blobs.filter((b) => Math.abs(blobHeight(b) - capHeight) <= capHeight * 0.15).length;
  const shortOnes = blobs.filter((b) => blobHeight(b) < capHeight * 0.85).length;
  if (capLike < blobs.length * 0.3 && shortOnes < blobs.length * 0.5) return null;
  const steps: number[] = [];
  for (let i = 1; i < blobs.length; i++) {
    const d = blobCenterX(blobs[i] as Blob) - blobCenterX(blobs[i - 1] as Blob);
    if (d >= capHeight * 0.45 && d <= capHeight * 1.4) steps.push(d);
  }
  if (steps.length < blobs.length * 0.5) return null;
  const pitch = median(steps);
  const regular = steps.filter((d) => Math.abs(d - pitch) <= pitch * 0.2).length;
  if (regular < steps.length * 0.6) return null;
  const left = (blobs[0] as Blob).minX;
  const right = Math.max(...blobs.map((b) => b.maxX));
  const firstCenter = blobCenterX(blobs[0] as Blob);
  const lastCenter = blobCenterX(blobs.reduce((a, b) => (b.maxX > a.maxX ? b : a)));
  return {
    blobs,
    capHeight,
    pitch,
    left,
    right,
    centerY: median(blobs.map(blobCenterY)),
    estimatedLength: (lastCenter - firstCenter) / pitch + 1,
  };
}

function bestGroup(segments: Segment[]): { format: MrzFormat; segments: Segment[] } | null {
  const sorted = [...segments].sort((a, b) => a.centerY - b.centerY);
  let best: { format: MrzFormat; segments: Segment[]; score: number } | null = null;
  for (let i = 0; i < sorted.length; i++) {
    const chain: Segment[] = [sorted[i] as Segment];
    for (let j = i + 1; j < sorted.length && chain.length < 3; j++) {
      const last = chain[chain.length - 1] as Segment;
      const next = sorted[j] as Segment;
      const gap = next.centerY - last.centerY;
      if (gap < last.capHeight * 1.05) continue;
      if (gap > last.capHeight * 3.2) break;
      const tolerance = last.pitch * 2.5;
      if (Math.abs(next.left - last.left) > tolerance || Math.abs(next.right - last.right) > tolerance) continue;
      if (Math.abs(next.pitch - last.pitch) > last.pitch * 0.15) continue;
      chain.push(next);
    }
    for (const size of [3, 2]) {
      if (chain.length < size) continue;
      const lines = chain.slice(0, size);
      const length = median(lines.map((s) => s.estimatedLength));
      const format: MrzFormat | null =
        size === 3
          ? Math.abs(length - 30) <= 4
            ? 'TD1'
            : null
          : Math.abs(length - 44) <= 4
            ? 'TD3'
            : Math.abs(length - 36) <= 4
              ? 'TD2'
              : null;
      if (!format) continue;
      const score = lines.reduce((s, l) => s + l.blobs.length, 0) - Math.abs(length - MRZ_SHAPES[format].length) * 5;
      if (!best || score > best.score) best = { format, segments: lines, score };
      break;
    }
  }
  return best ? { format: best.format, segments: best.segments } : null;
}

/**
 * Fits evenly spaced cell centres to a row: each single-glyph blob votes for the cell it falls in,
 * then a least-squares line through (cell index, centre) gives the exact pitch and start, and a second
 * line through the blob heights follows any slight residual tilt.
 */
function fitCells(segment: Segment, length: number): MrzLineGeometry | null {
  const singles = segment.blobs.filter((b) => blobWidth(b) <= segment.pitch * 1.1);
  if (singles.length < length * 0.4) return null;
  // Start from the row's full extent, which spans `length` cells whatever the glyphs: the median
  // gap between neighbours is off by a few per cent on small photos, enough to slip a cell by the end.
  // A glyph is about two thirds of its cell wide.
  let b = (segment.right - segment.left) / (length - 0.35);
  let a = segment.left + b * 0.325;
  for (let round = 0; round < 3; round++) {
    const points = singles.map((blob) => {
      const k = Math.round((blobCenterX(blob) - a) / b);
      return { k, x: blobCenterX(blob) };
    });
    const fitted = leastSquares(
      points.map((p) => p.k),
      points.map((p) => p.x),
    );
    if (!fitted) return null;
    a = fitted.intercept;
    b = fitted.slope;
  }
  const capBlobs = segment.blobs.filter(
    (blob) => Math.abs(blobHeight(blob) - segment.capHeight) <= segment.capHeight * 0.2,
  );
  const yFit = leastSquares(capBlobs.map(blobCenterX), capBlobs.map(blobCenterY));
  const yAt = (x: number) => (yFit && capBlobs.length >= 5 ? yFit.intercept + yFit.slope * x : segment.centerY);
  const lastIndex = Math.round((Math.max(...segment.blobs.map(blobCenterX)) - a) / b);
  // A row whose ends do not sit on cell 0 and cell length-1 is cut off or is not an MRZ row.
  if (Math.abs(lastIndex - (length - 1)) > 1) return null;
  const centers = Array.from({ length }, (_, k) => {
    const x = a + b * k;
    return { x, y: yAt(x) };
  });
  return { centers, pitch: b, capHeight: segment.capHeight };
}

function leastSquares(xs: readonly number[], ys: readonly number[]): { slope: number; intercept: number } | null {
  const n = xs.length;
  if (n < 2) return null;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const x = xs[i] as number;
    const y = ys[i] as number;
    sx += x;
    sy += y;
    sxx += x * x;
    sxy += x * y;
  }
  const den = n * sxx - sx * sx;
  if (Math.abs(den) < 1e-9) return null;
  const slope = (n * sxy - sx * sy) / den;
  return { slope, intercept: (sy - slope * sx) / n };
}
