import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { TextLine } from '@aml/id-scan';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

/** Printed-text recognition, kept behind an interface so the pipeline does not care which engine runs. */
export interface TextRecognizer {
  recognizeLines(png: Buffer): Promise<TextLine[]>;
  /** Arabic lines, when the Arabic model is installed; null otherwise. */
  recognizeArabic(png: Buffer): Promise<TextLine[] | null>;
  readonly hasArabic: boolean;
  terminate(): Promise<void>;
}

const require = createRequire(import.meta.url);

/**
 * The English model ships in the npm package @tesseract.js-data/eng. `langPath` must point at it and
 * `cacheMethod` be 'none': otherwise tesseract.js downloads the model from a CDN (and crashes the
 * process when offline) and writes a copy into the working directory.
 */
function englishModelDir(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/**
 * Arabic has no npm data package; Debian's tesseract-ocr-ara installs ara.traineddata. The folder can
 * be set with ID_SCAN_TESSDATA_DIR. Without it the Arabic name is simply not read.
 */
export function arabicModelDir(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [
    env.ID_SCAN_TESSDATA_DIR,
    '/usr/share/tesseract-ocr/5/tessdata',
    '/usr/share/tesseract-ocr/4.00/tessdata',
  ];
  for (const dir of candidates) if (dir && existsSync(path.join(dir, 'ara.traineddata'))) return dir;
  return null;
}

function linesOf(data: Awaited<ReturnType<Worker['recognize']>>['data']): TextLine[] {
  const lines: TextLine[] = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const { x0, y0, x1, y1 } = line.bbox;
        lines.push({ text: line.text.trim(), confidence: line.confidence, box: { x0, y0, x1, y1 } });
      }
    }
  }
  return lines.filter((l) => l.text.length > 0);
}

export async function createTextRecognizer(): Promise<TextRecognizer> {
  const english = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: englishModelDir(),
    gzip: true,
    cacheMethod: 'none',
  });
  await english.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, user_defined_dpi: '200' });
  const arabicDir = arabicModelDir();
  let arabic: Worker | null = null;
  const arabicWorker = async () => {
    if (!arabicDir) return null;
    arabic ??= await createWorker('ara', OEM.LSTM_ONLY, { langPath: arabicDir, gzip: false, cacheMethod: 'none' });
    await arabic.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE, user_defined_dpi: '200' });
    return arabic;
  };
  return {
    hasArabic: arabicDir !== null,
    async recognizeLines(png) {
      const { data } = await english.recognize(png, {}, { blocks: true, text: false });
      return linesOf(data);
    },
    async recognizeArabic(png) {
      const worker = await arabicWorker();
      if (!worker) return null;
      const { data } = await worker.recognize(png, {}, { blocks: true, text: false });
      return linesOf(data);
    },
    async terminate() {
      await english.terminate();
      if (arabic) await arabic.terminate();
    },
  };
}
