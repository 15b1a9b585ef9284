import type { MrzFormat } from './mrz-locate';

/** What a field may hold (ICAO 9303 part 3 §4): the type that decides which repairs are allowed. */
export type MrzCharKind = 'alpha' | 'numeric' | 'alnum' | 'sex';

export type MrzFieldName =
  | 'documentCode'
  | 'issuingState'
  | 'names'
  | 'documentNumber'
  | 'nationality'
  | 'birthDate'
  | 'sex'
  | 'expiryDate'
  | 'optional1'
  | 'optional2';

export interface MrzFieldSpec {
  name: MrzFieldName;
  line: number;
  start: number;
  /** Exclusive. */
  end: number;
  kind: MrzCharKind;
  /** Index (same line) of the field's own check digit, when it has one. */
  check?: number;
}

export interface MrzLayout {
  format: MrzFormat;
  fields: MrzFieldSpec[];
  composite: { line: number; index: number; ranges: readonly (readonly [number, number, number])[] };
}

/** Field positions of TD1, TD2 and TD3 (ICAO 9303 parts 4, 5 and 6). */
export const MRZ_LAYOUTS: Record<MrzFormat, MrzLayout> = {
  TD3: {
    format: 'TD3',
    fields: [
      { name: 'documentCode', line: 0, start: 0, end: 2, kind: 'alpha' },
      { name: 'issuingState', line: 0, start: 2, end: 5, kind: 'alpha' },
      { name: 'names', line: 0, start: 5, end: 44, kind: 'alpha' },
      { name: 'documentNumber', line: 1, start: 0, end: 9, kind: 'alnum', check: 9 },
      { name: 'nationality', line: 1, start: 10, end: 13, kind: 'alpha' },
      { name: 'birthDate', line: 1, start: 13, end: 19, kind: 'numeric', check: 19 },
      { name: 'sex', line: 1, start: 20, end: 21, kind: 'sex' },
      { name: 'expiryDate', line: 1, start: 21, end: 27, kind: 'numeric', check: 27 },
      { name: 'optional1', line: 1, start: 28, end: 42, kind: 'alnum', check: 42 },
    ],
    composite: {
      line: 1,
      index: 43,
      ranges: [
        [1, 0, 10],
        [1, 13, 20],
        [1, 21, 43],
      ],
    },
  },
  TD2: {
    format: 'TD2',
    fields: [
      { name: 'documentCode', line: 0, start: 0, end: 2, kind: 'alpha' },
      { name: 'issuingState', line: 0, start: 2, end: 5, kind: 'alpha' },
      { name: 'names', line: 0, start: 5, end: 36, kind: 'alpha' },
      { name: 'documentNumber', line: 1, start: 0, end: 9, kind: 'alnum', check: 9 },
      { name: 'nationality', line: 1, start: 10, end: 13, kind: 'alpha' },
      { name: 'birthDate', line: 1, start: 13, end: 19, kind: 'numeric', check: 19 },
      { name: 'sex', line: 1, start: 20, end: 21, kind: 'sex' },
      { name: 'expiryDate', line: 1, start: 21, end: 27, kind: 'numeric', check: 27 },
      { name: 'optional1', line: 1, start: 28, end: 35, kind: 'alnum' },
    ],
    composite: {
      line: 1,
      index: 35,
      ranges: [
        [1, 0, 10],
        [1, 13, 20],
        [1, 21, 35],
      ],
    },
  },
  TD1: {
    format: 'TD1',
    fields: [
      { name: 'documentCode', line: 0, start: 0, end: 2, kind: 'alpha' },
      { name: 'issuingState', line: 0, start: 2, end: 5, kind: 'alpha' },
      { name: 'documentNumber', line: 0, start: 5, end: 14, kind: 'alnum', check: 14 },
      { name: 'optional1', line: 0, start: 15, end: 30, kind: 'alnum' },
      { name: 'birthDate', line: 1, start: 0, end: 6, kind: 'numeric', check: 6 },
      { name: 'sex', line: 1, start: 7, end: 8, kind: 'sex' },
      { name: 'expiryDate', line: 1, start: 8, end: 14, kind: 'numeric', check: 14 },
      { name: 'nationality', line: 1, start: 15, end: 18, kind: 'alpha' },
      { name: 'optional2', line: 1, start: 18, end: 29, kind: 'alnum' },
      { name: 'names', line: 2, start: 0, end: 30, kind: 'alpha' },
    ],
    composite: {
      line: 1,
      index: 29,
      ranges: [
        [0, 5, 30],
        [1, 0, 7],
        [1, 8, 15],
        [1, 18, 29],
      ],
    },
  },
};

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';

/** Characters a position of this kind may hold ('<' is the filler, allowed everywhere but in sex-less digits). */
export function allowedChars(kind: MrzCharKind | 'check'): string {
  switch (kind) {
    case 'alpha':
      return `${LETTERS}<`;
    case 'numeric':
      return DIGITS;
    case 'check':
      return `${DIGITS}<`;
    case 'sex':
      return 'MFX<';
    case 'alnum':
      return `${LETTERS}${DIGITS}<`;
  }
}

/**
 * The usual OCR confusions (O/0, I/1, Z/2, S/5, B/8, and D, Q and G that print like 0 and 6): the
 * only substitutions tried without the glyph model proposing them.
 */
export const CONFUSIONS: Readonly<Record<string, string>> = {
  O: '0',
  '0': 'O',
  D: '0',
  Q: '0',
  I: '1',
  '1': 'I',
  Z: '2',
  '2': 'Z',
  S: '5',
  '5': 'S',
  B: '8',
  '8': 'B',
  G: '6',
  '6': 'G',
};
