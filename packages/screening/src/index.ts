export { demoEntries } from './demo-list';
export { ListParseError, type ListParseErrorDetails } from './errors';
export {
  type ExplanationRecord,
  type FoundRecord,
  type ScreeningRequest,
  type ScreeningResponse,
  screen,
  toFoundRecord,
} from './found-record';
export { type AttributeStatus, parseQueryDate } from './matching/attributes';
export { type FuzzyLevel, maxEdits } from './matching/deletion-index';
export { DEFAULT_MIN_SCORE, ScreeningIndex } from './matching/screening-index';
export type {
  AttributeCheck,
  BatchQuery,
  ListVersion,
  MatchExplanation,
  ScreeningHit,
  SearchOptions,
  SearchResult,
  TokenMatch,
  TokenMatchKind,
} from './matching/types';
export { formatPartialDate, parsePartialDate } from './parsers/common';
export type { ListData } from './parsers/decode';
export { detectFormat } from './parsers/detect';
export { type ListFile, type ListFileSet, type ParseListOptions, parseList } from './parsers/parse-list';
export {
  type NameToken,
  type NormalizedName,
  normalizedText,
  normalizeName,
  type ParticleKind,
} from './text/normalize';
export type {
  EntitySubtype,
  EntityType,
  ListAddress,
  ListFormat,
  ListIdentifier,
  ListName,
  ListSource,
  NameType,
  ParsedList,
  ParseWarning,
  PartialDate,
  Relatives,
  Script,
  WatchlistEntry,
} from './types';
