const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
import { readFileSync, writeFileSync } from 'node:fs';
const doc = await pdfjs.getDocument({ data: new Uint8Array(readFileSync('/tmp/idscan/doc.pdf')), isEvalSupported: false, disableFontFace: true, useSystemFonts: false }).promise;
const t0 = Date.now();
for (let i = 1; i <= doc.numPages; i++) {
const page = await doc.getPage(i);
const vp1 = page.getViewport({ scale: 1 });
const viewport = page.getViewport({ scale: 1600 / Math.max(vp1.width, vp1.height) });
const { canvas, context } = doc.canvasFactory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
setTimeout(()=>{console.log('timeout'); process.exit(1)}, 15000).unref();
await page.render({ canvasContext: context, viewport }).promise;
const png = canvas.toBuffer('image/png');
writeFileSync(`/tmp/idscan/pdfpage${i}.png`, png);
console.log('ok', i, canvas.width, canvas.height, Date.now() - t0);
}
await doc.destroy();
