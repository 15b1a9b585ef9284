import { WATCHLIST_MESSAGES } from '@aml/contracts';
import type { ListFileInput } from './watchlist-import';

/**
 * Issue 10: an import is held for the super user's confirmation, instead of replacing the list in force,
 * when it looks cut short. A file cut at a row boundary parses cleanly (it once replaced OFAC SDN with
 * half its entries), so the parser alone cannot tell; these two signs can.
 */

/** More than this share of the entries gone at once is treated as a cut file, not a publisher's update. */
export const MAX_ENTRY_DROP = 0.2;

/** OFAC ends every complete CSV file with the DOS end-of-file byte (data README: "the file ends with a 0x1A byte"). */
const OFAC_END_MARKER = 0x1a;

/**
 * Every file of an OFAC CSV set must carry the end marker except the comments files: the 2021-07-07
 * sdn_comments.csv as published has none while its companions do.
 */
const OFAC_UNMARKED_FILE = /comments[^\\/]*$/i;

/** True when the last byte other than line breaks and blanks is OFAC's 0x1A (the 2022-11 copy ends "0x1A LF"). */
export function endsWithOfacMarker(bytes: Uint8Array): boolean {
  for (let i = bytes.length - 1; i >= 0; i--) {
    const b = bytes[i];
    if (b === 0x0a || b === 0x0d || b === 0x20 || b === 0x09) continue;
    return b === OFAC_END_MARKER;
  }
  return false;
}

export interface InForce {
  entryCount: number;
  version: string;
}

/**
 * The reason to hold this import, or null when it may replace the list in force. Formats other than OFAC
 * CSV state no end marker: an XML list cut short is already refused by the parser (its root element is
 * never closed), and a CSV list cut at a row boundary is caught by the drop in entries.
 */
export function holdReason(
  list: { listName: string; format: string; entries: number },
  files: readonly ListFileInput[],
  inForce: InForce | null,
): string | null {
  if (list.format === 'ofac-csv') {
    const unmarked = files.find((f) => !OFAC_UNMARKED_FILE.test(f.fileName) && !endsWithOfacMarker(f.bytes));
    if (unmarked) return WATCHLIST_MESSAGES.heldNoEndMarker(list.listName, baseName(unmarked.fileName));
  }
  if (inForce && inForce.entryCount > 0 && list.entries < inForce.entryCount * (1 - MAX_ENTRY_DROP))
    return WATCHLIST_MESSAGES.heldDrop(list.listName, list.entries, inForce.entryCount, inForce.version);
  return null;
}

/** A file's name without the folders it was found in (WATCHLIST_DIR sub-folders are the server's business). */
export function baseName(fileName: string): string {
  return fileName.split(/[\\/]/).pop() ?? fileName;
}
