import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * pdfmake on the server, offline (spec 2 §9.6; ../shared/notes/dependencies-here.md): its own Roboto
 * fonts from node_modules, no remote URL ever fetched, no file read outside the font directory.
 * pdfmake 0.3 ships no types; the few parts used are typed here.
 */

// biome-ignore lint/suspicious/noExplicitAny: pdfmake's document definition is a free-form tree.
export type PdfContent = any;

export interface PdfDocument {
  pageSize: 'A4';
  pageMargins: [number, number, number, number];
  header?: (currentPage: number, pageCount: number) => PdfContent;
  footer?: (currentPage: number, pageCount: number) => PdfContent;
  content: PdfContent[];
  styles?: Record<string, Record<string, unknown>>;
  defaultStyle?: Record<string, unknown>;
  info?: { title?: string; author?: string; subject?: string };
}

interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (file: string) => boolean): void;
  createPdf(doc: PdfDocument): { getBuffer(): Promise<Buffer> };
}

/** 25.4 mm (one inch) in PDF points: the margins of spec 2 §9.6. */
export const MM_25_4 = 72;

let instance: PdfMake | null = null;

function pdfmake(): PdfMake {
  if (instance) return instance;
  const require = createRequire(import.meta.url);
  const pdf = require('pdfmake') as PdfMake;
  const fontDir = path.dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
  pdf.setFonts({
    Roboto: {
      normal: path.join(fontDir, 'Roboto-Regular.ttf'),
      bold: path.join(fontDir, 'Roboto-Medium.ttf'),
      italics: path.join(fontDir, 'Roboto-Italic.ttf'),
      bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
    },
  });
  pdf.setUrlAccessPolicy(() => false);
  pdf.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontDir + path.sep));
  instance = pdf;
  return pdf;
}

export function renderPdf(doc: PdfDocument): Promise<Buffer> {
  return pdfmake().createPdf(doc).getBuffer();
}
