/**
 * Builds the OCR-B glyph model (packages/id-scan/src/ocr-b-glyphs.ts) the MRZ reader classifies with.
 * It stays in the server module because it renders with @napi-rs/canvas and sharp and writes a file. Run it only when the
 * feature code changes: `npx tsx apps/server/src/modules/id-scan/build-glyph-model.ts`. It needs
 * Debian's fonts-ocr-b; the generated file is committed, so the server never needs the font.
 *
 * Lines of random MRZ characters are set in OCR-B in several sizes, weights and blurs, located and cut
 * into cells by the same code that reads documents, and the features of each character are averaged
 * per style. A model built from the reader's own view of the font is what makes it "MRZ-suited":
 * the generic Tesseract English model reads '<' as K or L and confuses O/0 and Z/7.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  cellFeatures,
  encodeShape,
  GRID_COLUMNS,
  GRID_ROWS,
  type GrayImage,
  inkLevels,
  locateMrz,
  MRZ_ALPHABET,
} from '@aml/id-scan';
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { ensureFonts } from './test-support/synthetic-documents';

interface Style {
  pitch: number;
  weight: number;
  blur: number;
}

const STYLES: Style[] = [];
for (const pitch of [26, 17, 12])
  for (const weight of [0, 1.2])
    for (const blur of [0, 1]) STYLES.push({ pitch, weight: weight * (pitch / 26), blur: blur * (pitch / 17) });

/** Deterministic pseudo-random lines so a rebuild gives the same file. */
function* lineTexts(seed: number): Generator<string> {
  let state = seed;
  const rand = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  for (;;) {
    let text = '';
    for (let i = 0; i < 44; i++) text += MRZ_ALPHABET[Math.floor(rand() * MRZ_ALPHABET.length)];
    // Keep both ends inked so the locator sees the line's full length.
    yield `${text.slice(0, 43).replace(/^</, 'P')}${text[43] === '<' ? '0' : text[43]}`;
  }
}

async function renderLines(lines: readonly string[], style: Style): Promise<GrayImage> {
  ensureFonts();
  const width = Math.ceil(style.pitch * 50);
  const height = Math.ceil(style.pitch * 2.2 * (lines.length + 2));
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#f4f2ec';
  g.fillRect(0, 0, width, height);
  g.fillStyle = '#151515';
  g.strokeStyle = '#151515';
  g.lineWidth = style.weight;
  g.font = `${Math.round(style.pitch / 0.6)}px "OCR-B"`;
  lines.forEach((line, row) => {
    for (let i = 0; i < line.length; i++) {
      const ch = line[i] as string;
      const x = style.pitch * 3 + i * style.pitch + (style.pitch - g.measureText(ch).width) / 2;
      const y = style.pitch * 2.5 + row * style.pitch * 1.7;
      g.fillText(ch, x, y);
      if (style.weight > 0) g.strokeText(ch, x, y);
    }
  });
  let pipeline = sharp(await canvas.encode('png')).grayscale();
  if (style.blur >= 0.3) pipeline = pipeline.blur(style.blur);
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}

async function main(): Promise<void> {
  const rows: string[] = [];
  const texts = lineTexts(20261122);
  for (const style of STYLES) {
    const sums = new Map<string, { geometry: number[]; shape: Float32Array; n: number }>();
    for (let round = 0; round < 12; round++) {
      const lines = [texts.next().value as string, texts.next().value as string];
      const image = await renderLines(lines, style);
      const zone = locateMrz(image);
      if (zone?.format !== 'TD3') throw new Error(`The locator missed a model line at pitch ${style.pitch}`);
      zone.lines.forEach((line, row) => {
        const levels = inkLevels(image, line);
        const text = lines[row] as string;
        for (let k = 0; k < text.length; k++) {
          const f = cellFeatures(image, line, k, levels);
          const char = text[k] as string;
          const sum = sums.get(char) ?? {
            geometry: [0, 0, 0],
            shape: new Float32Array(GRID_COLUMNS * GRID_ROWS),
            n: 0,
          };
          for (let i = 0; i < 3; i++) sum.geometry[i] = (sum.geometry[i] as number) + (f.geometry[i] as number);
          for (let i = 0; i < sum.shape.length; i++) sum.shape[i] = (sum.shape[i] as number) + (f.shape[i] as number);
          sum.n++;
          sums.set(char, sum);
        }
      });
    }
    for (const char of MRZ_ALPHABET) {
      const sum = sums.get(char);
      if (!sum) throw new Error(`No sample of ${char} at pitch ${style.pitch}`);
      const g = sum.geometry.map((v) => Math.round((v / sum.n) * 1000) / 1000);
      const shape = sum.shape.map((v) => v / sum.n);
      rows.push(`  '${char} ${g.join(' ')} ${encodeShape(shape)}',`);
    }
  }
  // The package's entry is src/index.ts: the model is written beside it.
  const file = path.join(path.dirname(createRequire(import.meta.url).resolve('@aml/id-scan')), 'ocr-b-glyphs.ts');
  writeFileSync(
    file,
    `// Generated by build-glyph-model.ts from the OCR-B font (Debian fonts-ocr-b; public domain and\n// permissive licences). Each row: character, ink box width, height and vertical offset in cap\n// heights, and the ${GRID_COLUMNS}×${GRID_ROWS} ink grid as base64 bytes. Do not edit by hand.\nexport const OCR_B_GLYPHS: readonly string[] = [\n${rows.join('\n')}\n];\n`,
  );
  process.stdout.write(`${rows.length} templates written to ${file}\n`);
}

await main();
