import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

export class TooManyPagesError extends Error {
  constructor(readonly pages: number) {
    super(`PDF has ${pages} pages`);
  }
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type RenderContext = NonNullable<import('pdfjs-dist/types/src/display/api').RenderParameters['canvasContext']>;

/** pdf.js's Node canvas factory (backed by @napi-rs/canvas), which its typings declare only as Object. */
interface NodeCanvasFactory {
  create(
    width: number,
    height: number,
  ): {
    canvas: { width: number; height: number; toBuffer(mime: 'image/png'): Buffer };
    context: RenderContext;
  };
}
let pdfjs: Promise<PdfJs> | null = null;
/** Loaded once per worker (about half a second); the legacy build is the one meant for Node. */
export function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
}

/**
 * Renders each page of a PDF to PNG with its longer side `targetSide` pixels. Refuses more than
 * `maxPages` pages before rendering any. Fonts come from the package's own folder and nothing is
 * evaluated or fetched: a PDF is untrusted input.
 */
export async function renderPdfPages(bytes: Uint8Array, maxPages: number, targetSide: number): Promise<Buffer[]> {
  const { getDocument } = await loadPdfJs();
  const fontDir = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
  const task = getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: fontDir,
    verbosity: 0,
  });
  const doc = await task.promise;
  try {
    if (doc.numPages > maxPages) throw new TooManyPagesError(doc.numPages);
    const pages: Buffer[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const unit = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: targetSide / Math.max(unit.width, unit.height) });
      // pdf.js draws with its own copy of @napi-rs/canvas; a canvas from another copy would not accept its paths.
      const factory = doc.canvasFactory as unknown as NodeCanvasFactory;
      const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas: null, canvasContext: context, viewport }).promise;
      pages.push(canvas.toBuffer('image/png'));
      page.cleanup();
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
