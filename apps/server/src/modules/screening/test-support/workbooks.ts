import { deflateRawSync } from 'node:zlib';
import { SCREENING_BATCH_HEADERS } from '@aml/contracts';
import ExcelJS from 'exceljs';

/** Workbooks for the batch upload tests, written by exceljs as Excel would save them. */
export async function workbookOf(sheets: readonly (readonly (readonly unknown[])[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  sheets.forEach((rows, i) => {
    const sheet = workbook.addWorksheet(`Sheet${i + 1}`);
    for (const row of rows) sheet.addRow([...row]);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A screening batch file: the template's headers, then these rows. */
export const screeningFile = (rows: readonly (readonly unknown[])[]) =>
  workbookOf([[[...SCREENING_BATCH_HEADERS], ...rows]]);

/** `count` individuals with made-up, unlisted names (and the listed ones given), in order. */
export function screeningRows(count: number, listed: readonly string[] = []): unknown[][] {
  const rows: unknown[][] = listed.map((name) => ['Individual', name, '', '', '1']);
  for (let i = rows.length; i < count; i += 1) rows.push(['Individual', `Testperson Qwx${i} Zyvrandom`, '', '', '']);
  return rows;
}

/**
 * A zip of deflated entries, hand-made so that a test can build what no spreadsheet program writes: a
 * zip bomb (a few hundred kilobytes that inflate to more than 100 MB).
 */
export function zipOf(entries: readonly { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = deflateRawSync(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
