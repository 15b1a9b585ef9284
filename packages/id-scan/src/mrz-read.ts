import { cellFeatures, inkLevels } from './glyph-features';
import { type GlyphCandidate, rankGlyph } from './glyph-model';
import { cropGray, type GrayImage, rotateGray } from './gray-image';
import { locateMrz, type MrzFormat, type MrzGeometry } from './mrz-locate';

/** What the glyph model saw in one MRZ cell: every character, nearest first. */
export type CellReading = readonly GlyphCandidate[];

export interface MrzReading {
  format: MrzFormat;
  /** One entry per line, one reading per cell. */
  cells: CellReading[][];
  /** The plain best guess per cell, before any field-aware decision. */
  rawLines: string[];
  /** Mean distance of the best candidates; lower means the glyphs looked like OCR-B. */
  meanDistance: number;
  geometry: MrzGeometry;
  /** The image the geometry refers to (turned upright when the document was upside down). */
  image: GrayImage;
}

function classify(image: GrayImage, geometry: MrzGeometry): Omit<MrzReading, 'geometry' | 'image' | 'format'> {
  const cells = geometry.lines.map((line) => {
    const levels = inkLevels(image, line);
    return line.centers.map((_, k) => rankGlyph(cellFeatures(image, line, k, levels)).slice(0, 6));
  });
  const best = cells.flat().map((c) => c[0]?.distance ?? 1);
  return {
    cells,
    rawLines: cells.map((line) => line.map((c) => c[0]?.char ?? '<').join('')),
    meanDistance: best.reduce((s, d) => s + d, 0) / Math.max(1, best.length),
  };
}

/**
 * Locates and reads the MRZ of a deskewed image. The zone looks the same upside down, so the
 * cropped zone is also read turned half round and the orientation whose glyphs are nearer to
 * OCR-B wins.
 */
export function readMrz(image: GrayImage): MrzReading | null {
  const geometry = locateMrz(image);
  if (!geometry) return null;
  const upright = { ...classify(image, geometry), geometry, image, format: geometry.format };
  const { box } = geometry;
  const margin = (box.bottom - box.top) * 0.6;
  const zone = cropGray(
    image,
    box.left - margin,
    box.top - margin,
    box.right - box.left + 2 * margin,
    box.bottom - box.top + 2 * margin,
  );
  const turned = rotateGray(zone, 180);
  const turnedGeometry = locateMrz(turned, geometry.lines[0]?.capHeight);
  if (!turnedGeometry || turnedGeometry.format !== geometry.format) return upright;
  const flipped = {
    ...classify(turned, turnedGeometry),
    geometry: turnedGeometry,
    image: turned,
    format: geometry.format,
  };
  return flipped.meanDistance < upright.meanDistance ? flipped : upright;
}
