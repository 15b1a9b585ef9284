/** The text of every page of a PDF, as a reader's copy-and-paste would get it (report tests). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  // pdfmake writes a hyphenated word as two runs; join them back as a reader sees them.
  return pages
    .join('\n')
    .replace(/\s+/g, ' ')
    .replace(/(\w)- (?=\w)/g, '$1-');
}
