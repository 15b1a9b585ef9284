import { z } from 'zod';
import { isScreeningDob } from './schemas/screening-batch';

/**
 * Request and response shapes of spec 3 §3 for POST api/Scan/search (and the batch results built from them).
 * Field names are the spec's, spelled exactly. The screening engine does not know these schemas: it answers
 * plain data of its own types, and its tests check that data against these shapes.
 */

export const attributeStatusSchema = z.enum(['agree', 'disagree', 'partial', 'unknown']);

export const tokenMatchSchema = z.object({
  query: z.string(),
  queryNormalized: z.string(),
  list: z.string().nullable(),
  kind: z.enum(['exact', 'variant', 'transliteration', 'edit-distance', 'initial', 'particle', 'none']),
  distance: z.number().int().optional(),
  weight: z.number(),
  quality: z.number(),
});

export const matchExplanationSchema = z.object({
  matchedName: z.string(),
  nameType: z.enum(['primary', 'aka', 'fka', 'nka', 'original-script']),
  weakAlias: z.boolean(),
  fuzziness: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  tokens: z.array(tokenMatchSchema),
  unmatchedListTokens: z.array(z.string()),
  nameScore: z.number(),
  dateOfBirth: z.object({ status: attributeStatusSchema, query: z.string().optional(), list: z.array(z.string()) }),
  gender: z.object({ status: attributeStatusSchema, query: z.string().optional(), list: z.string().nullable() }),
  entityType: z.object({
    status: attributeStatusSchema,
    query: z.enum(['Individual', 'Entity']).optional(),
    list: z.enum(['Individual', 'Entity']),
  }),
  citizenship: z.object({ status: attributeStatusSchema, query: z.string().optional(), list: z.array(z.string()) }),
  adjustments: z.array(z.object({ reason: z.string(), points: z.number() })),
});

export const foundRecordSchema = z.object({
  name: z.string(),
  alias_names: z.array(z.string()),
  given_names: z.array(z.string()),
  last_names: z.array(z.string()),
  /** dd/mm/yyyy, 00 for an unknown day or month. */
  date_of_birth: z.array(z.string()),
  gender: z.string().nullable(),
  citizenship: z.array(z.string()),
  place_of_birth: z.array(z.string()),
  occupations: z.array(z.string()),
  political_parties: z.array(z.string()),
  positions: z.array(z.string()),
  sanction_details: z.array(z.string()),
  description: z.string().nullable(),
  address: z.array(z.string()),
  other_information: z.array(z.string()),
  /** The list's own public identifier (OFAC ent_num, UN reference, UK group id, EU logical id, OpenSanctions id). */
  source_id: z.string(),
  /** The list the record comes from, e.g. "OFAC SDN". */
  source_type: z.string(),
  /** Shown by batch results (spec 3 §3); always sent. */
  entity_type: z.enum(['Individual', 'Entity']),
  links: z.array(z.string()),
  pep_type: z.string().nullable(),
  list_date: z.string().nullable(),
  spouse: z.array(z.string()),
  siblings: z.array(z.string()),
  parents: z.array(z.string()),
  /** 0–100. */
  score: z.number().int().min(0).max(100),
  matched_name: z.string(),
  explanation: matchExplanationSchema,
});

export const listVersionSchema = z.object({
  source: z.string(),
  sourceType: z.string(),
  version: z.string().optional(),
  publishedAt: z.string().nullable(),
  entries: z.number().int(),
});

export const screeningResponseSchema = z.object({
  found_records: z.array(foundRecordSchema),
  total_hits: z.number().int().min(0),
  timestamp: z.string(),
  list_versions: z.array(listVersionSchema),
});

/** dd/mm/yyyy where 00 may stand for an unknown day and/or month (spec 3 §5). */
export const dateOfBirthSchema = z
  .string()
  .regex(/^\d{2}\/\d{2}\/\d{4}$/, 'Date of Birth must be dd/mm/yyyy')
  .refine(isScreeningDob, 'Date of Birth must be a valid dd/mm/yyyy date (00 for an unknown day or month)');

export const fuzzyLevelSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const screeningRequestSchema = z.object({
  entityType: z.enum(['Individual', 'Entity']),
  names: z.string().trim().min(1, 'Name is required').max(300),
  dob: z.union([dateOfBirthSchema, z.literal('')]).optional(),
  gender: z.string().max(50).optional(),
  /** Batch records send 1, 2 or nothing; nothing (and 0) means exact. */
  fuzzyLevel: fuzzyLevelSchema.nullish(),
  isBatch: z.boolean().optional(),
});

export type FoundRecord = z.infer<typeof foundRecordSchema>;
export type ScreeningResponse = z.infer<typeof screeningResponseSchema>;
export type ScreeningRequest = z.infer<typeof screeningRequestSchema>;
