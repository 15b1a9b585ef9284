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
