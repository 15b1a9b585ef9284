import type { ListFormat } from './types';

export interface ListParseErrorDetails {
  readonly format: ListFormat | 'unknown';
  readonly fileName?: string;
  /** 1-based line of the fault, for line-oriented formats (CSV, JSON lines) and XML well-formedness errors. */
  readonly line?: number;
  /** Element or field path at fault, e.g. "INDIVIDUAL[12] (DATAID 6908402)/REFERENCE_NUMBER". */
  readonly element?: string;
}

/**
 * A list file was rejected. The message names the line or element at fault so that a super user who
 * uploaded a truncated or malformed file can see where it broke; the list version in force stays.
 */
export class ListParseError extends Error {
  readonly code = 'LIST_PARSE_ERROR';
  readonly format: ListFormat | 'unknown';
  readonly fileName: string | undefined;
  readonly line: number | undefined;
  readonly element: string | undefined;

  constructor(reason: string, details: ListParseErrorDetails) {
    super(ListParseError.compose(reason, details));
    this.name = 'ListParseError';
    this.format = details.format;
    this.fileName = details.fileName;
    this.line = details.line;
    this.element = details.element;
  }

  private static compose(reason: string, d: ListParseErrorDetails): string {
    const where = [
      d.fileName ? `${d.fileName}` : undefined,
      d.line !== undefined ? `line ${d.line}` : undefined,
      d.element ? `element ${d.element}` : undefined,
    ].filter((x): x is string => x !== undefined);
    return where.length > 0 ? `${where.join(', ')}: ${reason}` : reason;
  }
}
