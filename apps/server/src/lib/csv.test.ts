import { describe, expect, it } from 'vitest';
import { csvCell, csvCellWithoutCommas, csvFile, csvTextCell } from './csv';

describe('CSV cells', () => {
  it('quotes a value holding a comma, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvCell('Plain value')).toBe('Plain value');
    expect(csvCell('Khan, Junior')).toBe('"Khan, Junior"');
    expect(csvCell('The "Falcon"')).toBe('"The ""Falcon"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('')).toBe('');
  });

  it('removes commas for the customer CSV (spec 2 §9.6) and still quotes quotes', () => {
    expect(csvCellWithoutCommas('Khan, Junior')).toBe('Khan Junior');
    expect(csvCellWithoutCommas('a "b", c')).toBe('"a ""b"" c"');
  });

  it('keeps a typed value from being read as a spreadsheet formula', () => {
    expect(csvTextCell('=HYPERLINK("http://x.test","go")')).toBe(`"'=HYPERLINK(""http://x.test"",""go"")"`);
    expect(csvTextCell('+971 50')).toBe("'+971 50");
    expect(csvTextCell('-1')).toBe("'-1");
    expect(csvTextCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvTextCell('Mohammed Al-Khayali')).toBe('Mohammed Al-Khayali');
  });

  it('writes the header and rows with CRLF line ends', () => {
    expect(
      csvFile(
        ['A', 'B'],
        [
          ['1', '2'],
          ['3', '"4"'],
        ],
      ),
    ).toBe('A,B\r\n1,2\r\n3,"4"\r\n');
  });
});
