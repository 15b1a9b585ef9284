import type { ListFormat } from '../types';

/**
 * Identify a list format from its content (the first few kilobytes), so an upload is judged by what it
 * is rather than by its name. Returns undefined for content that is none of the supported formats.
 */
export function detectFormat(bytes: Uint8Array): ListFormat | undefined {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'uae-ltl-xlsx';
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 8192)).replace(/^\uFEFF|^ï»¿/, '');
  const trimmed = head.trimStart();
  if (trimmed.startsWith('<')) {
    if (/<CONSOLIDATED_LIST[\s>]/.test(head)) return 'un-xml';
    if (/<(?:\w+:)?export[\s>]/.test(head) && /fpi\/fsd\/export|sanctionEntity/.test(head)) return 'eu-fsf-xml';
    return undefined;
  }
  if (trimmed.startsWith('{')) {
    const firstLine = trimmed.split(/\r?\n/, 1)[0] ?? '';
    if (/"(?:DATA_SOURCE|RECORD_ID)"\s*:/.test(firstLine)) return 'senzing-json';
    if (/"schema"\s*:/.test(firstLine) && /"id"\s*:/.test(firstLine)) return 'ftm-json';
    return undefined;
  }
  const firstLines = trimmed.split(/\r?\n/, 3);
  const first = firstLines[0] ?? '';
  if (/^"?Date_file/.test(first) && /Entity_logical_id/.test(first)) return 'eu-fsf-csv';
  if (/^Last Updated,/.test(first) || firstLines.some((l) => /Name 6/.test(l) && /Group ID/.test(l)))
    return 'uk-ofsi-csv';
  // OFAC CSV rows start with a numeric ent_num and write nulls as "-0- ".
  if (/^\d+,/.test(first) && (/-0- /.test(head) || /^\d+,"/.test(first))) return 'ofac-csv';
  return undefined;
}
