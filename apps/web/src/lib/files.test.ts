import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './files';

describe('fileNameFromContentDisposition', () => {
  it('reads the quoted and the plain filename', () => {
    expect(fileNameFromContentDisposition('attachment; filename="tenant-archive-42.json"')).toBe(
      'tenant-archive-42.json',
    );
    expect(fileNameFromContentDisposition('attachment; filename=report.csv; size=10')).toBe('report.csv');
  });

  it('prefers the UTF-8 filename* to the plain one', () => {
    expect(
      fileNameFromContentDisposition(`attachment; filename="Dubai_Gold.json"; filename*=UTF-8''Dub%C3%A4i%20Gold.json`),
    ).toBe('Dubäi Gold.json');
  });

  it('keeps only the last path part, so a name cannot leave the downloads folder', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromContentDisposition('attachment; filename="C:\\\\temp\\\\a.json"')).toBe('a.json');
  });

  it('answers null when the header names no file', () => {
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition('inline')).toBeNull();
    expect(fileNameFromContentDisposition('attachment; filename=""')).toBeNull();
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A`)).toBeNull();
  });
});
