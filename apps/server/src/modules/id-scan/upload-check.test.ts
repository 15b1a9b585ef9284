import { describe, expect, it } from 'vitest';
import { sniffUpload } from './upload-check';

describe('sniffUpload', () => {
  it('knows JPEG, PNG and PDF by their first bytes', () => {
    expect(sniffUpload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(sniffUpload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffUpload(Buffer.from('%PDF-1.7\n%âãÏÓ\n'))).toBe('pdf');
  });

  it('refuses anything else whatever it is called', () => {
    expect(sniffUpload(Buffer.from('Name,Passport\nAnna,L898902C3\n'))).toBeNull();
    expect(sniffUpload(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffUpload(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffUpload(new Uint8Array())).toBeNull();
  });
});
