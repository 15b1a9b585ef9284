import { describe, expect, it } from 'vitest';
import { dpmsrFileName } from './file-name';

describe('DPMSR file name (spec 3 §9: entity reference, customer name, date)', () => {
  it('joins the three parts', () => {
    expect(
      dpmsrFileName({ entityReference: 'INV-2026-0042', customerName: 'Ali Hassan', date: '2026-06-02T12:30:00' }),
    ).toBe('INV-2026-0042_Ali Hassan_2026-06-02.xml');
  });

  it('keeps any script but replaces what a file system refuses', () => {
    expect(
      dpmsrFileName({ entityReference: 'PAY/01:02', customerName: 'محمد "علي"\nالجابر', date: '2026-06-02' }),
    ).toBe('PAY-01-02_محمد -علي-, الجابر_2026-06-02.xml');
    expect(dpmsrFileName({ entityReference: '../../etc', customerName: null, date: '2026-06-02' })).toBe(
      '-..-etc_unavailable_2026-06-02.xml',
    );
  });

  it('keeps long parts short enough for any file system', () => {
    const name = dpmsrFileName({ entityReference: 'R'.repeat(255), customerName: 'ع'.repeat(200), date: '2026-06-02' });
    expect(Buffer.byteLength(name)).toBeLessThan(255);
  });
});
