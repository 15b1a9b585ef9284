/** Bounding box of one connected blob of ink, in image pixels (max edges inclusive). */
export interface Blob {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  /** Ink pixel count. */
  area: number;
}

export const blobWidth = (b: Blob) => b.maxX - b.minX + 1;
export const blobHeight = (b: Blob) => b.maxY - b.minY + 1;
export const blobCenterX = (b: Blob) => (b.minX + b.maxX) / 2;
export const blobCenterY = (b: Blob) => (b.minY + b.maxY) / 2;

/**
 * 8-connected components of a binary mask (1 = ink), by run-length union-find: one pass over the rows,
 * linear in the pixels, fast enough for a 1600-pixel photo in a few tens of milliseconds.
 */
export function findBlobs(mask: Uint8Array, width: number, height: number): Blob[] {
  const runStart: number[] = [];
  const runEnd: number[] = [];
  const runRow: number[] = [];
  const parent: number[] = [];
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root] as number;
    while (parent[i] !== root) {
      const next = parent[i] as number;
      parent[i] = root;
      i = next;
    }
    return root;
  };
  let prevFirst = 0;
  let prevCount = 0;
  for (let y = 0; y < height; y++) {
    const first = runStart.length;
    let x = 0;
    const row = y * width;
    while (x < width) {
      if (mask[row + x] !== 1) {
        x++;
        continue;
      }
      const start = x;
      while (x < width && mask[row + x] === 1) x++;
      const id = runStart.length;
      runStart.push(start);
      runEnd.push(x - 1);
      runRow.push(y);
      parent.push(id);
      // Join with runs of the previous row that touch this one, diagonals included.
      for (let p = prevFirst; p < prevFirst + prevCount; p++) {
        if ((runEnd[p] as number) < start - 1) continue;
        if ((runStart[p] as number) > x) break;
        const a = find(p);
        const b = find(id);
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      }
    }
    prevFirst = first;
    prevCount = runStart.length - first;
  }
  const byRoot = new Map<number, Blob>();
  for (let i = 0; i < runStart.length; i++) {
    const root = find(i);
    const s = runStart[i] as number;
    const e = runEnd[i] as number;
    const y = runRow[i] as number;
    const blob = byRoot.get(root);
    if (blob) {
      if (s < blob.minX) blob.minX = s;
      if (e > blob.maxX) blob.maxX = e;
      if (y < blob.minY) blob.minY = y;
      if (y > blob.maxY) blob.maxY = y;
      blob.area += e - s + 1;
    } else {
      byRoot.set(root, { minX: s, minY: y, maxX: e, maxY: y, area: e - s + 1 });
    }
  }
  return [...byRoot.values()];
}

/** Blobs shaped like printed characters (not specks, not rules or photo edges). */
export function characterLike(blobs: readonly Blob[], minHeight: number, maxHeight: number): Blob[] {
  return blobs.filter((b) => {
    const w = blobWidth(b);
    const h = blobHeight(b);
    if (h < minHeight || h > maxHeight) return false;
    if (w > h * 2.5) return false;
    return b.area >= 0.08 * w * h;
  });
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
