import { type GlyphFeatures, GRID_COLUMNS, GRID_ROWS } from './glyph-features';
import { OCR_B_GLYPHS } from './ocr-b-glyphs';

/** The MRZ alphabet (ICAO 9303 part 3): capital letters, digits and the filler '<'. */
export const MRZ_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

export interface GlyphTemplate {
  char: string;
  geometry: [number, number, number];
  shape: Float32Array;
}

export interface GlyphCandidate {
  char: string;
  /** Distance to the nearest template of this character; lower is closer. */
  distance: number;
}

/** Geometry counts as much as the shape: O and 0, or 1 and I, differ in width far more than in form. */
const GEOMETRY_WEIGHT = 1.5;

/** Rows of ocr-b-glyphs.ts: 'char width height offset base64-grid', space separated. */
export function decodeTemplates(rows: readonly string[]): GlyphTemplate[] {
  return rows.map((row) => {
    const [char = '', w = '0', h = '0', y = '0', encoded = ''] = row.split(' ');
    const bytes = Buffer.from(encoded, 'base64');
    const shape = new Float32Array(GRID_COLUMNS * GRID_ROWS);
    for (let i = 0; i < shape.length; i++) shape[i] = (bytes[i] ?? 0) / 255;
    return { char, geometry: [Number(w), Number(h), Number(y)], shape };
  });
}

export function encodeShape(shape: Float32Array): string {
  return Buffer.from(Array.from(shape, (v) => Math.round(Math.min(1, Math.max(0, v)) * 255))).toString('base64');
}

let cached: GlyphTemplate[] | null = null;
/** The OCR-B model: templates built from rendered MRZ lines by build-glyph-model.ts. */
export function ocrBTemplates(): GlyphTemplate[] {
  cached ??= decodeTemplates(OCR_B_GLYPHS);
  return cached;
}

export function glyphDistance(features: GlyphFeatures, template: GlyphTemplate): number {
  let shape = 0;
  for (let i = 0; i < template.shape.length; i++) {
    const d = (features.shape[i] as number) - (template.shape[i] as number);
    shape += d * d;
  }
  shape /= template.shape.length;
  let geometry = 0;
  for (let i = 0; i < 3; i++) {
    const d = (features.geometry[i] as number) - (template.geometry[i] as number);
    geometry += d * d;
  }
  return shape + GEOMETRY_WEIGHT * geometry;
}

/** Every MRZ character ranked by its best template distance, nearest first. */
export function rankGlyph(
  features: GlyphFeatures,
  templates: readonly GlyphTemplate[] = ocrBTemplates(),
): GlyphCandidate[] {
  const best = new Map<string, number>();
  if (!features.inked) return [{ char: '<', distance: 1 }];
  for (const template of templates) {
    const d = glyphDistance(features, template);
    const previous = best.get(template.char);
    if (previous === undefined || d < previous) best.set(template.char, d);
  }
  return [...best.entries()].map(([char, distance]) => ({ char, distance })).sort((a, b) => a.distance - b.distance);
}
