import { describe, expect, it } from 'vitest';
import { prepareDocument } from './document-content';

const b64 = (bytes: number[] | string) => Buffer.from(bytes as never).toString('base64');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

describe('prepareDocument', () => {
  it('accepts content that is what its extension says, with size and SHA-256', () => {
    const doc = prepareDocument('scan.PNG', b64(PNG));
    expect(doc).toMatchObject({ filename: 'scan.PNG', contentType: 'image/png', size: PNG.length });
    expect('sha256' in doc && doc.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(prepareDocument('id.pdf', b64('%PDF-1.7\n'))).toMatchObject({ contentType: 'application/pdf' });
    expect(prepareDocument('id.jpg', b64([0xff, 0xd8, 0xff, 0xe0]))).toMatchObject({ contentType: 'image/jpeg' });
    expect(prepareDocument('form.doc', b64([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toMatchObject({
      contentType: 'application/msword',
    });
    expect(prepareDocument('form.docx', b64(`PK\u0003\u0004....word/document.xml`))).toMatchObject({
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it('refuses a file whose content is not what its name says', () => {
    expect(prepareDocument('id.pdf', b64(PNG))).toEqual({
      problem: 'id.pdf is not a valid file type: its content is not a PDF file.',
    });
    expect(prepareDocument('page.png', b64('<html><script>alert(1)</script>'))).toHaveProperty('problem');
    // A plain ZIP renamed .docx is not a Word document.
    expect(prepareDocument('archive.docx', b64('PK\u0003\u0004payload.exe'))).toHaveProperty('problem');
    expect(prepareDocument('empty.png', '')).toHaveProperty('problem');
  });

  it('refuses an extension outside the accepted list', () => {
    expect(prepareDocument('run.exe', b64('MZ'))).toEqual({ problem: 'run.exe is not a valid file type.' });
  });
});
