import type { FuzzyLevel } from './matching/deletion-index';
import type { ScreeningIndex } from './matching/screening-index';
import type { ListVersion, MatchExplanation, ScreeningHit, TokenMatch } from './matching/types';
import { formatPartialDate, uniq } from './parsers/common';
import type { EntityType } from './types';

/**
 * The engine's answer as plain data (spec 3 §3 field names). The wire schemas that validate it live in
 * @aml/contracts, which the engine does not depend on; the arrays are fresh copies the caller may keep.
 */
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export interface ExplanationRecord
  extends Omit<MatchExplanation, 'tokens' | 'unmatchedListTokens' | 'dateOfBirth' | 'citizenship' | 'adjustments'> {
  tokens: TokenMatch[];
  unmatchedListTokens: string[];
  dateOfBirth: Mutable<Omit<MatchExplanation['dateOfBirth'], 'list'>> & { list: string[] };
  citizenship: Mutable<Omit<MatchExplanation['citizenship'], 'list'>> & { list: string[] };
  adjustments: { reason: string; points: number }[];
}

export interface FoundRecord {
  name: string;
  alias_names: string[];
  given_names: string[];
  last_names: string[];
  /** dd/mm/yyyy, 00 for an unknown day or month. */
  date_of_birth: string[];
  gender: 'Male' | 'Female' | null;
  citizenship: string[];
  place_of_birth: string[];
  occupations: string[];
  political_parties: string[];
  positions: string[];
  sanction_details: string[];
  description: string | null;
  address: string[];
  other_information: string[];
  source_id: string;
  source_type: string;
  entity_type: EntityType;
  links: string[];
  pep_type: string | null;
  list_date: string | null;
  spouse: string[];
  siblings: string[];
  parents: string[];
  /** 0–100. */
  score: number;
  matched_name: string;
  explanation: ExplanationRecord;
}

export interface ScreeningResponse {
  found_records: FoundRecord[];
  total_hits: number;
  timestamp: string;
  list_versions: ListVersion[];
}

/** The request fields the engine reads (spec 3 §3); validation of the wire request is the caller's. */
export interface ScreeningRequest {
  entityType: EntityType;
  names: string;
  dob?: string | undefined;
  gender?: string | undefined;
  /** Country name, ISO code or demonym (onboarding screens a customer's nationality; the Scan API sends none). */
  citizenship?: string | undefined;
  /** Nothing (and 0) means exact. */
  fuzzyLevel?: FuzzyLevel | null | undefined;
}

/** Map a hit to the found_records fields of spec 3 §3. */
export function toFoundRecord(hit: ScreeningHit): FoundRecord {
  const e = hit.entry;
  const primary = e.names.find((n) => n.type === 'primary') ?? e.names[0];
  const name = primary?.full ?? hit.matchedName.full;
  const identifiers = e.identifiers.map((i) => {
    const extra = [i.country, i.note].filter(Boolean).join('; ');
    return `${i.type}: ${i.number}${extra ? ` (${extra})` : ''}`;
  });
  return {
    name,
    alias_names: uniq(e.names.filter((n) => n !== primary).map((n) => n.full)),
    given_names: uniq(e.names.flatMap((n) => n.givenNames ?? [])),
    last_names: uniq(e.names.flatMap((n) => n.lastNames ?? [])),
    date_of_birth: uniq(e.datesOfBirth.map(formatPartialDate)),
    gender: e.gender ? (e.gender === 'male' ? 'Male' : 'Female') : null,
    citizenship: uniq([...e.citizenships, ...e.nationalities]),
    place_of_birth: [...e.placesOfBirth],
    occupations: [...e.occupations],
    political_parties: [...e.politicalParties],
    positions: [...e.positions],
    sanction_details: uniq([...e.programs, ...e.sanctionDetails]),
    description: e.remarks.length > 0 ? e.remarks.join(' ') : null,
    address: e.addresses.map((a) => (a.note ? `${a.full} (${a.note})` : a.full)),
    other_information: uniq([...e.titles.map((t) => `Title: ${t}`), ...identifiers]),
    source_id: e.listId,
    source_type: e.sourceType,
    entity_type: e.entityType,
    links: [...e.links],
    pep_type: e.pepType ?? null,
    list_date: e.listedOn ?? null,
    spouse: [...e.relatives.spouse],
    siblings: [...e.relatives.siblings],
    parents: [...e.relatives.parents],
    score: hit.score,
    matched_name: hit.matchedName.full,
    explanation: {
      ...hit.explanation,
      tokens: [...hit.explanation.tokens],
      unmatchedListTokens: [...hit.explanation.unmatchedListTokens],
      dateOfBirth: { ...hit.explanation.dateOfBirth, list: [...hit.explanation.dateOfBirth.list] },
      citizenship: { ...hit.explanation.citizenship, list: [...hit.explanation.citizenship.list] },
      adjustments: [...hit.explanation.adjustments],
    },
  };
}

/**
 * Answer one screening request (spec 3 §3/§7) from an index: found_records, total_hits, the timestamp
 * and the list versions the index was built from. Charging and logging stay with the server.
 */
export function screen(
  index: ScreeningIndex,
  request: ScreeningRequest,
  options: { now?: Date; limit?: number; minScore?: number; onlyEntries?: ReadonlySet<number> } = {},
): ScreeningResponse {
  const result = index.search(request.names, {
    fuzziness: request.fuzzyLevel ?? 0,
    entityType: request.entityType,
    ...(request.dob ? { dateOfBirth: request.dob } : {}),
    ...(request.gender ? { gender: request.gender } : {}),
    ...(request.citizenship ? { citizenship: request.citizenship } : {}),
    ...(options.limit !== undefined ? { limit: options.limit } : {}),
    ...(options.minScore !== undefined ? { minScore: options.minScore } : {}),
    ...(options.onlyEntries ? { onlyEntries: options.onlyEntries } : {}),
  });
  return {
    found_records: result.hits.map(toFoundRecord),
    total_hits: result.totalHits,
    timestamp: (options.now ?? new Date()).toISOString(),
    list_versions: index.lists.map((l) => ({ ...l })),
  };
}
