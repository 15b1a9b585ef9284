import { describe, expect, it } from 'vitest';
import { base64Size, checkFiles, FULL_FORM_FILE_RULES, QUICK_FORM_FILE_RULES } from './files';

const MB = 1024 * 1024;

describe('upload rules (spec 2 §5.6, §5.2)', () => {
  it.each<[string, { name: string; size: number }[], number, string[]]>([
    ['five small files', Array.from({ length: 5 }, (_, i) => ({ name: `d${i}.pdf`, size: 1000 })), 0, []],
    [
      'six files',
      Array.from({ length: 6 }, (_, i) => ({ name: `d${i}.pdf`, size: 1000 })),
      0,
      ['You can upload a maximum of 5 files.'],
    ],
    [
      'two new beside four kept',
      [
        { name: 'a.pdf', size: 1 },
        { name: 'b.pdf', size: 1 },
      ],
      4,
      ['You can upload a maximum of 5 files.'],
    ],
    ['exactly 2 MB', [{ name: 'scan.PDF', size: 2 * MB }], 0, []],
    ['2 MB and a byte', [{ name: 'scan.pdf', size: 2 * MB + 1 }], 0, ['scan.pdf exceeds 2MB limit.']],
    ['a spreadsheet', [{ name: 'list.xlsx', size: 10 }], 0, ['list.xlsx is not a valid file type.']],
    ['a name without extension', [{ name: 'passport', size: 10 }], 0, ['passport is not a valid file type.']],
    [
      'word and images',
      [
        { name: 'a.doc', size: 1 },
        { name: 'b.docx', size: 1 },
        { name: 'c.jpeg', size: 1 },
        { name: 'd.png', size: 1 },
      ],
      0,
      [],
    ],
  ])('full form: %s', (_name, files, kept, messages) => {
    expect(checkFiles(files, FULL_FORM_FILE_RULES, kept)).toEqual(messages);
  });

  it('quick forms allow 5 MB', () => {
    expect(checkFiles([{ name: 'id.jpg', size: 5 * MB }], QUICK_FORM_FILE_RULES)).toEqual([]);
    expect(checkFiles([{ name: 'id.jpg', size: 5 * MB + 1 }], QUICK_FORM_FILE_RULES)).toEqual([
      'id.jpg exceeds 5MB limit.',
    ]);
  });

  it.each([
    ['', 0],
    ['QQ==', 1],
    ['QUI=', 2],
    ['QUJD', 3],
    ['data:application/pdf;base64,QUJD', 3],
  ])('base64 %j is %d bytes', (content, bytes) => {
    expect(base64Size(content)).toBe(bytes);
  });
});
