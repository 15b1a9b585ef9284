import type { EntityType, ListName, ListSource, NameType, WatchlistEntry } from '../types';
import type { AttributeStatus } from './attributes';
import type { FuzzyLevel } from './deletion-index';

/** A list version the index was built from; echoed in every screening result for the audit trail. */
export interface ListVersion {
  readonly source: ListSource;
  readonly sourceType: string;
  /** The server's version identifier (e.g. the DB list-version id); optional for pure use. */
  readonly version?: string;
  readonly publishedAt: string | null;
  readonly entries: number;
}

export interface SearchOptions {
  /** Spec 3 §9: 0 exact after normalisation, 1 one character per name token, 2 up to two. Default 0. */
  readonly fuzziness?: FuzzyLevel;
  /** dd/mm/yyyy with 00 for an unknown day or month (also yyyy-mm-dd or yyyy). */
  readonly dateOfBirth?: string;
  readonly entityType?: EntityType;
  /** Free text as the quick-screening form sends it: male/female/m/f, anything else is ignored. */
  readonly gender?: string;
  /** Country name, ISO code or demonym. */
  readonly citizenship?: string;
  /** Most hits to return (default 50); totalHits still counts every hit. */
  readonly limit?: number;
  /** Lowest score (0–100) reported as a hit (default DEFAULT_MIN_SCORE). */
  readonly minScore?: number;
  /** Restrict to these list sources. */
  readonly sources?: readonly ListSource[];
  /**
   * Restrict to these entries (positions in `ScreeningIndex.entries`): only their names are scored, with the
   * whole index's weights, so each hit and its score are exactly those of the unrestricted search. Ongoing
   * monitoring searches just the entries a new list version added or changed this way.
   */
  readonly onlyEntries?: ReadonlySet<number>;
}

export type TokenMatchKind = 'exact' | 'variant' | 'transliteration' | 'edit-distance' | 'initial' | 'particle';

export interface TokenMatch {
  /** The query word as typed. */
  readonly query: string;
  /** Its normalised (folded, transliterated) form. */
  readonly queryNormalized: string;
  /** The list token it matched (normalised form), or null when it matched nothing. */
  readonly list: string | null;
  readonly kind: TokenMatchKind | 'none';
  /** Levenshtein distance for edit-distance matches. */
  readonly distance?: number;
  /** Rarity weight of the token across the loaded lists (higher = rarer). */
  readonly weight: number;
  /** How much of the token's weight the match earned (1 exact … 0.5). */
  readonly quality: number;
}

export interface AttributeCheck<Q, L> {
  readonly status: AttributeStatus;
  readonly query?: Q;
  readonly list: L;
}

export interface MatchExplanation {
  readonly matchedName: string;
  readonly nameType: NameType;
  readonly weakAlias: boolean;
  readonly fuzziness: FuzzyLevel;
  /** One line per query token, in query order. */
  readonly tokens: readonly TokenMatch[];
  /** List tokens of the matched name that no query token matched. */
  readonly unmatchedListTokens: readonly string[];
  /** Score of the name alone, before date of birth, gender and citizenship adjust it. */
  readonly nameScore: number;
  readonly dateOfBirth: AttributeCheck<string, readonly string[]>;
  readonly gender: AttributeCheck<string, string | null>;
  readonly entityType: AttributeCheck<EntityType, EntityType>;
  readonly citizenship: AttributeCheck<string, readonly string[]>;
  /** Points added or removed by the attribute checks. */
  readonly adjustments: readonly { readonly reason: string; readonly points: number }[];
}

export interface ScreeningHit {
  readonly entry: WatchlistEntry;
  /** 0–100. */
  readonly score: number;
  readonly matchedName: ListName;
  readonly explanation: MatchExplanation;
}

export interface SearchResult {
  readonly hits: readonly ScreeningHit[];
  /** Entries scoring at or above minScore (may exceed hits.length when limited). */
  readonly totalHits: number;
  /** Names whose retrieval estimate was close enough to be scored in full (a cost indicator). */
  readonly candidatesScored: number;
  readonly tookMs: number;
}

export interface BatchQuery extends SearchOptions {
  readonly name: string;
}
