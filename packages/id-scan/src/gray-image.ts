/**
 * A single-channel 8-bit image (0 black … 255 white), the one picture type of the pure scan core.
 * Decoding, colour and EXIF handling stay in the worker (sharp); everything below works on this.
 */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export function createGray(width: number, height: number, fill = 255): GrayImage {
  return { width, height, data: new Uint8Array(width * height).fill(fill) };
}

/** Bilinear sample; points outside the image read as white paper so rotations add no dark borders. */
export function sampleBilinear(image: GrayImage, x: number, y: number): number {
  const { width, height, data } = image;
  if (x < 0 || y < 0 || x > width - 1 || y > height - 1) return 255;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(x0 + 1, width - 1);
  const y1 = Math.min(y0 + 1, height - 1);
  const fx = x - x0;
  const fy = y - y0;
  const top = (data[y0 * width + x0] ?? 255) * (1 - fx) + (data[y0 * width + x1] ?? 255) * fx;
  const bottom = (data[y1 * width + x0] ?? 255) * (1 - fx) + (data[y1 * width + x1] ?? 255) * fx;
  return top * (1 - fy) + bottom * fy;
}

/**
 * Rotates by `degrees` counter-clockwise about the centre, growing the canvas so no corner is cut
 * (a card photographed at an angle must keep its MRZ ends).
 */
export function rotateGray(image: GrayImage, degrees: number): GrayImage {
  const turns = ((Math.round(degrees) % 360) + 360) % 360;
  if (Math.abs(degrees - Math.round(degrees)) < 1e-9 && turns % 90 === 0) return rotateRightAngle(image, turns);
  const rad = (degrees * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const width = Math.ceil(Math.abs(image.width * cos) + Math.abs(image.height * sin));
  const height = Math.ceil(Math.abs(image.width * sin) + Math.abs(image.height * cos));
  const out = createGray(width, height);
  const cx = (image.width - 1) / 2;
  const cy = (image.height - 1) / 2;
  const ox = (width - 1) / 2;
  const oy = (height - 1) / 2;
  for (let y = 0; y < height; y++) {
    const dy = y - oy;
    for (let x = 0; x < width; x++) {
      const dx = x - ox;
      // Inverse mapping: the source point that lands on (x, y) after a counter-clockwise turn (y grows down).
      const sx = cos * dx - sin * dy + cx;
      const sy = sin * dx + cos * dy + cy;
      out.data[y * width + x] = sampleBilinear(image, sx, sy);
    }
  }
  return out;
}

function rotateRightAngle(image: GrayImage, turns: number): GrayImage {
  const { width: w, height: h, data } = image;
  if (turns === 0) return { width: w, height: h, data: data.slice() };
  const swap = turns === 90 || turns === 270;
  const out = createGray(swap ? h : w, swap ? w : h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const v = data[y * w + x] ?? 255;
      // Counter-clockwise turns, matching rotateGray for the same angle.
      if (turns === 90) out.data[(w - 1 - x) * h + y] = v;
      else if (turns === 180) out.data[(h - 1 - y) * w + (w - 1 - x)] = v;
      else out.data[x * h + (h - 1 - y)] = v;
    }
  }
  return out;
}

export function cropGray(image: GrayImage, left: number, top: number, width: number, height: number): GrayImage {
  const x0 = Math.max(0, Math.floor(left));
  const y0 = Math.max(0, Math.floor(top));
  const x1 = Math.min(image.width, Math.ceil(left + width));
  const y1 = Math.min(image.height, Math.ceil(top + height));
  const out = createGray(Math.max(1, x1 - x0), Math.max(1, y1 - y0));
  for (let y = y0; y < y1; y++) {
    out.data.set(image.data.subarray(y * image.width + x0, y * image.width + x1), (y - y0) * out.width);
  }
  return out;
}

/** Area-averaging downscale (never upscales); keeps thin strokes that nearest-neighbour would drop. */
export function downscaleGray(image: GrayImage, maxSide: number): GrayImage {
  const scale = Math.min(1, maxSide / Math.max(image.width, image.height));
  if (scale >= 1) return image;
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const out = createGray(width, height);
  const fx = image.width / width;
  const fy = image.height / height;
  for (let y = 0; y < height; y++) {
    const sy0 = Math.floor(y * fy);
    const sy1 = Math.max(sy0 + 1, Math.floor((y + 1) * fy));
    for (let x = 0; x < width; x++) {
      const sx0 = Math.floor(x * fx);
      const sx1 = Math.max(sx0 + 1, Math.floor((x + 1) * fx));
      let sum = 0;
      for (let sy = sy0; sy < sy1; sy++) {
        const row = sy * image.width;
        for (let sx = sx0; sx < sx1; sx++) sum += image.data[row + sx] ?? 255;
      }
      out.data[y * width + x] = sum / ((sy1 - sy0) * (sx1 - sx0));
    }
  }
  return out;
}

/**
 * Local-mean (Bradley) binarisation: ink is a pixel clearly darker than its neighbourhood. It copes
 * with the uneven light of a phone photo where one global threshold would lose half the card.
 * Returns 1 for ink, 0 for paper.
 */
export function binarize(image: GrayImage, window: number, ratio = 0.15, minContrast = 10): Uint8Array {
  const { width, height, data } = image;
  const integral = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let rowSum = 0;
    for (let x = 0; x < width; x++) {
      rowSum += data[y * width + x] ?? 0;
      integral[(y + 1) * (width + 1) + x + 1] = (integral[y * (width + 1) + x + 1] ?? 0) + rowSum;
    }
  }
  const half = Math.max(1, Math.floor(window / 2));
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - half);
    const y1 = Math.min(height, y + half + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - half);
      const x1 = Math.min(width, x + half + 1);
      const sum =
        (integral[y1 * (width + 1) + x1] ?? 0) -
        (integral[y0 * (width + 1) + x1] ?? 0) -
        (integral[y1 * (width + 1) + x0] ?? 0) +
        (integral[y0 * (width + 1) + x0] ?? 0);
      const mean = sum / ((x1 - x0) * (y1 - y0));
      const v = data[y * width + x] ?? 255;
      out[y * width + x] = v < mean * (1 - ratio) && mean - v > minContrast ? 1 : 0;
    }
  }
  return out;
}

/**
 * Flat-field correction: divides the image by an estimate of its paper brightness so that a card in
 * uneven light (a shadow across it, light falling off towards one side, a lamp's hot spot nearby)
 * has paper of one white and ink of one black everywhere. The paper level is a high percentile of
 * each `block`-pixel tile (ink covers far less than a tenth of a tile of print), spread to
 * neighbouring tiles so that bold print or a stroke filling a tile does not count as paper, smoothed,
 * and interpolated back to every pixel. Linear in the pixels; tens of milliseconds for a photo.
 */
export function flattenIllumination(image: GrayImage, block = 16): GrayImage {
  const { width, height, data } = image;
  const bw = Math.ceil(width / block);
  const bh = Math.ceil(height / block);
  if (bw < 3 || bh < 3) return image;
  const level = new Float32Array(bw * bh);
  const histogram = new Uint32Array(256);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      histogram.fill(0);
      const x0 = bx * block;
      const y0 = by * block;
      const x1 = Math.min(width, x0 + block);
      const y1 = Math.min(height, y0 + block);
      for (let y = y0; y < y1; y++) {
        const row = y * width;
        for (let x = x0; x < x1; x++)
          histogram[data[row + x] as number] = (histogram[data[row + x] as number] ?? 0) + 1;
      }
      // The 90th percentile: paper even under sensor noise, which a plain maximum would chase.
      let remaining = Math.ceil((x1 - x0) * (y1 - y0) * 0.1);
      let v = 255;
      while (v > 0) {
        remaining -= histogram[v] as number;
        if (remaining <= 0) break;
        v--;
      }
      level[by * bw + bx] = v;
    }
  }
  // Grey dilation over 5 × 5 tiles: a tile of bold print takes the paper of its neighbours.
  const spread = new Float32Array(bw * bh);
  const radius = 2;
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      let best = 0;
      for (let dy = -radius; dy <= radius; dy++) {
        const y = by + dy;
        if (y < 0 || y >= bh) continue;
        for (let dx = -radius; dx <= radius; dx++) {
          const x = bx + dx;
          if (x < 0 || x >= bw) continue;
          const v = level[y * bw + x] as number;
          if (v > best) best = v;
        }
      }
      spread[by * bw + bx] = best;
    }
  }
  // A 3 × 3 mean removes the steps the dilation leaves between tiles.
  const smooth = new Float32Array(bw * bh);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      let sum = 0;
      let n = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const y = by + dy;
        if (y < 0 || y >= bh) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const x = bx + dx;
          if (x < 0 || x >= bw) continue;
          sum += spread[y * bw + x] as number;
          n++;
        }
      }
      smooth[by * bw + bx] = Math.max(24, sum / n);
    }
  }
  const out = createGray(width, height);
  for (let y = 0; y < height; y++) {
    const gy = Math.min(bh - 1, Math.max(0, (y + 0.5) / block - 0.5));
    const y0 = Math.floor(gy);
    const y1 = Math.min(bh - 1, y0 + 1);
    const fy = gy - y0;
    for (let x = 0; x < width; x++) {
      const gx = Math.min(bw - 1, Math.max(0, (x + 0.5) / block - 0.5));
      const x0 = Math.floor(gx);
      const x1 = Math.min(bw - 1, x0 + 1);
      const fx = gx - x0;
      const paper =
        ((smooth[y0 * bw + x0] as number) * (1 - fx) + (smooth[y0 * bw + x1] as number) * fx) * (1 - fy) +
        ((smooth[y1 * bw + x0] as number) * (1 - fx) + (smooth[y1 * bw + x1] as number) * fx) * fy;
      out.data[y * width + x] = Math.min(255, Math.round(((data[y * width + x] as number) * 255) / paper));
    }
  }
  return out;
}

/**
 * Standard deviation of the pixel noise, from the median absolute difference of horizontal
 * neighbours (print edges are too few to move the median). 0 for a clean rendering, about the
 * sensor's sigma for a noisy phone photo.
 */
export function noiseSigma(image: GrayImage): number {
  const { width, height, data } = image;
  const counts = new Uint32Array(256);
  let n = 0;
  // Every third row is plenty and keeps this to a few milliseconds.
  for (let y = 0; y < height; y += 3) {
    const row = y * width;
    for (let x = 0; x + 1 < width; x++) {
      const d = Math.abs((data[row + x] as number) - (data[row + x + 1] as number));
      counts[d] = (counts[d] as number) + 1;
      n++;
    }
  }
  let seen = 0;
  let median = 0;
  while (median < 255 && seen + (counts[median] as number) <= n / 2) seen += counts[median++] as number;
  // For gaussian noise, the median |a − b| of two samples is 0.6745 · √2 · sigma.
  return median / (0.6745 * Math.SQRT2);
}

/**
 * Least darkening a binariser should call ink: 10 grey levels on a clean image, three noise sigmas on
 * a noisy one, so that sensor grain does not turn into thousands of specks that look like print.
 */
export function inkContrast(image: GrayImage): number {
  return Math.max(10, Math.round(3 * noiseSigma(image)));
}
