/**
 * The normalised shape every watchlist parser produces. One entry is one listed target (a person,
 * organisation, vessel or aircraft) with everything the list says about it; the screening index and
 * the found-record mapping read only this shape, never a list's own format.
 */

/** Which publisher a list comes from. `PEP` covers OpenSanctions/Senzing PEP exports. */
export type ListSource = 'OFAC' | 'UN' | 'EU' | 'UK' | 'UAE' | 'PEP' | 'OPENSANCTIONS' | 'DEMO';

/** Spec 3 §3: screening distinguishes Individual and Entity; vessels and aircraft are entities with a subtype. */
export type EntityType = 'Individual' | 'Entity';
export type EntitySubtype = 'organisation' | 'vessel' | 'aircraft' | 'unknown';

export type Script = 'Latin' | 'Arabic' | 'Cyrillic' | 'Greek' | 'Other';

/** primary: the list's main name; aka/fka/nka: published aliases; original-script: the name in its own script. */
export type NameType = 'primary' | 'aka' | 'fka' | 'nka' | 'original-script';

export interface ListName {
  /** The name as published (after trimming), e.g. "HANIYA, Ismail Abdul Salah". */
  readonly full: string;
  readonly type: NameType;
  /** Weak (low-quality) aliases are kept but rank lower: UN "Low" quality, OFAC remarks a.k.a. */
  readonly weak: boolean;
  readonly script: Script;
  readonly givenNames?: readonly string[];
  readonly lastNames?: readonly string[];
  readonly language?: string;
}

/** A date of birth as published: day and month may be unknown; ranges and circa dates are kept. */
export interface PartialDate {
  readonly year?: number;
  readonly month?: number;
  readonly day?: number;
  /** Last year of a published range ("1958 to 1962", UN BETWEEN). */
  readonly yearTo?: number;
  /** Approximate ("circa", UN APPROXIMATELY): year matching tolerates one year either side. */
  readonly circa?: boolean;
  /** The published text, for display when it cannot be expressed as parts. */
  readonly text: string;
}

export interface ListAddress {
  readonly street?: string;
  readonly city?: string;
  readonly region?: string;
  readonly postalCode?: string;
  readonly country?: string;
  readonly note?: string;
  /** The address as one display line. */
  readonly full: string;
}

export interface ListIdentifier {
  readonly type: string;
  readonly number: string;
  readonly country?: string;
  readonly note?: string;
}

export interface Relatives {
  readonly spouse: readonly string[];
  readonly siblings: readonly string[];
  readonly parents: readonly string[];
  readonly children: readonly string[];
}

export interface WatchlistEntry {
  readonly source: ListSource;
  /** Human name of the list, used as `source_type` (e.g. "OFAC SDN", "UN Security Council Consolidated List"). */
  readonly sourceType: string;
  /** The list's own public identifier: OFAC ent_num, UN reference (QDi.001), UK group id, EU logical id, OpenSanctions id. */
  readonly listId: string;
  readonly entityType: EntityType;
  readonly entitySubtype: EntitySubtype;
  readonly names: readonly ListName[];
  readonly datesOfBirth: readonly PartialDate[];
  readonly placesOfBirth: readonly string[];
  readonly citizenships: readonly string[];
  readonly nationalities: readonly string[];
  readonly gender?: 'male' | 'female';
  readonly addresses: readonly ListAddress[];
  readonly identifiers: readonly ListIdentifier[];
  /** Sanction programmes or regimes (OFAC program, UN list type, UK regime, EU programme). */
  readonly programs: readonly string[];
  /** Further sanction statements (secondary sanctions risk, legal basis, designation details). */
  readonly sanctionDetails: readonly string[];
  readonly titles: readonly string[];
  readonly positions: readonly string[];
  readonly occupations: readonly string[];
  readonly politicalParties: readonly string[];
  readonly remarks: readonly string[];
  readonly links: readonly string[];
  readonly relatives: Relatives;
  /** PEP classification when the entry comes from a PEP list (e.g. "role.pep"). */
  readonly pepType?: string;
  /** Date the target was listed (ISO yyyy-mm-dd), when published. */
  readonly listedOn?: string;
  /** Publication date of the list this entry was read from (ISO yyyy-mm-dd or date-time). */
  readonly publishedAt?: string;
}

/** Result of parsing one list file (or one OFAC CSV set). */
export interface ParsedList {
  readonly source: ListSource;
  readonly sourceType: string;
  readonly format: ListFormat;
  readonly publishedAt: string | null;
  readonly entries: readonly WatchlistEntry[];
  /** Rows that could not be joined (OFAC add/alt/comments whose ent_num has no primary row) and similar. */
  readonly warnings: readonly ParseWarning[];
}

export interface ParseWarning {
  readonly code: 'orphan-row' | 'skipped-row' | 'unknown-column';
  readonly message: string;
  readonly fileName?: string;
  readonly line?: number;
}

export type ListFormat =
  | 'ofac-csv'
  | 'un-xml'
  | 'uk-ofsi-csv'
  | 'eu-fsf-xml'
  | 'eu-fsf-csv'
  | 'ftm-json'
  | 'senzing-json'
  | 'uae-ltl-xlsx';
