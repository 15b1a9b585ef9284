import { describe, expect, it } from 'vitest';
import { createGray, flattenIllumination, type GrayImage, inkContrast, noiseSigma } from './gray-image';

/** Paper lit from the right (the left edge `shade` darker) with a dark bar of "print" every 40 pixels. */
function shadedPage(width: number, height: number, shade: number): GrayImage {
  const image = createGray(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const light = 1 - shade * (1 - x / (width - 1));
      const ink = x % 40 < 4 && y % 30 < 20;
      image.data[y * width + x] = Math.round((ink ? 30 : 240) * light);
    }
  }
  return image;
}

/** A deterministic gaussian-noise field around mid grey. */
function noisy(width: number, height: number, sigma: number): GrayImage {
  const image = createGray(width, height);
  let state = 12345;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state + 0.5) / 4294967296;
  };
  for (let i = 0; i < image.data.length; i++) {
    const n = Math.sqrt(-2 * Math.log(next())) * Math.cos(2 * Math.PI * next()) * sigma;
    image.data[i] = Math.max(0, Math.min(255, Math.round(128 + n)));
  }
  return image;
}

describe('flattenIllumination', () => {
  it('makes paper one white across a card darker on one side, keeping the print dark', () => {
    const page = shadedPage(400, 200, 0.45);
    const flat = flattenIllumination(page);
    const at = (x: number, y: number) => flat.data[y * flat.width + x] as number;
    // Paper at the dark left and the bright right.
    expect(page.data[25 * page.width + 20]).toBeLessThan(140);
    expect(at(20, 25)).toBeGreaterThan(235);
    expect(at(380, 25)).toBeGreaterThan(235);
    // Print stays print on both sides.
    expect(at(41, 10)).toBeLessThan(60);
    expect(at(361, 10)).toBeLessThan(60);
  });

  it('leaves an image too small to tile as it is', () => {
    const tiny = createGray(20, 20, 100);
    expect(flattenIllumination(tiny)).toBe(tiny);
  });
});

describe('noiseSigma and inkContrast', () => {
  it('measures no noise on a clean rendering and about the sigma of a noisy one', () => {
    expect(noiseSigma(shadedPage(200, 100, 0))).toBe(0);
    expect(noiseSigma(noisy(300, 200, 12))).toBeGreaterThan(9);
    expect(noiseSigma(noisy(300, 200, 12))).toBeLessThan(15);
  });

  it('asks ink to stand three noise sigmas clear of the paper, and never less than 10 levels', () => {
    expect(inkContrast(shadedPage(200, 100, 0))).toBe(10);
    expect(inkContrast(noisy(300, 200, 12))).toBeGreaterThanOrEqual(27);
  });
});
