import { z } from 'zod';
import { ID_CARD_SCAN } from './options/limits';

/**
 * ID-card scan (spec 2 §2.5, §4.6, §5.2): POST /api/id-scan, multipart field `file`, answers the fields
 * that pre-fill the quick-onboard form. The spec sends the image to an outside service and does not
 * show its answer; this shape is ours (issue 7), read on our own server.
 */

/** Where a value came from: the MRZ with its check digit holding, the MRZ after a confirmed repair,
 * the printed front of the card, or a conclusion from the document type (residential status). */
export const ID_SCAN_SOURCES = ['mrz', 'mrz-repaired', 'front', 'inferred'] as const;
export type IdScanSource = (typeof ID_SCAN_SOURCES)[number];

export const ID_SCAN_DOCUMENT_TYPES = ['passport', 'emirates-id', 'gcc-id', 'id-card', 'visa', 'unknown'] as const;
export type IdScanDocumentType = (typeof ID_SCAN_DOCUMENT_TYPES)[number];

export const idScanFieldSchema = z.object({
  /** Null when it could not be read: a value is never guessed. */
  value: z.string().nullable(),
  /** 0 … 1. */
  confidence: z.number().min(0).max(1),
  source: z.enum(ID_SCAN_SOURCES).nullable(),
  /** True when the user must check or enter the value: empty, or read without a confirming check. */
  flagged: z.boolean(),
  /** Why it is flagged, in words for the reviewer. */
  note: z.string().optional(),
});
export type IdScanField = z.infer<typeof idScanFieldSchema>;

/** Quick-onboard names (spec 2 §3.3), plus the Arabic name where the Arabic model is installed. */
export const ID_SCAN_FIELD_NAMES = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'nationality',
  'countryCode',
  'idType',
  'idNo',
  'idIssuedDate',
  'idExpiryDate',
  'residentialStatus',
  'fullNameArabic',
] as const;
export type IdScanFieldName = (typeof ID_SCAN_FIELD_NAMES)[number];

export const idScanFieldsSchema = z.object({
  firstName: idScanFieldSchema,
  lastName: idScanFieldSchema,
  /** yyyy-mm-dd */
  dateOfBirth: idScanFieldSchema,
  /** Country name as the country list spells it (spec 2 §3.11). */
  nationality: idScanFieldSchema,
  /** Dialling code of the nationality, as the form derives it ('+971'). */
  countryCode: idScanFieldSchema,
  /** One of the individual ID types: Passport, EID, GCC ID, Govt Approved ID. */
  idType: idScanFieldSchema,
  /** For an EID, formatted xxx-xxxx-xxxxxxx-x. */
  idNo: idScanFieldSchema,
  /** yyyy-mm-dd */
  idIssuedDate: idScanFieldSchema,
  /** yyyy-mm-dd */
  idExpiryDate: idScanFieldSchema,
  /** Resident or Non-Resident: a hint only (an Emirates ID means a UAE resident). */
  residentialStatus: idScanFieldSchema,
  fullNameArabic: idScanFieldSchema,
});
export type IdScanFields = z.infer<typeof idScanFieldsSchema>;

export const idScanCheckSchema = z.object({
  field: z.string(),
  valid: z.boolean(),
});

export const idScanMrzSchema = z.object({
  format: z.enum(['TD1', 'TD2', 'TD3']),
  /** The lines as finally read, repairs applied. */
  lines: z.array(z.string()),
  /** Every check digit of the zone (the fields' own and the composite). */
  checks: z.array(idScanCheckSchema),
  /** True when every check digit holds. */
  valid: z.boolean(),
  /** Characters changed from what was first read, each confirmed by the field type or a check digit. */
  repairs: z.array(
    z.object({ line: z.number().int(), index: z.number().int(), from: z.string(), to: z.string(), reason: z.string() }),
  ),
});
export type IdScanMrz = z.infer<typeof idScanMrzSchema>;

export const idScanResultSchema = z.object({
  documentType: z.enum(ID_SCAN_DOCUMENT_TYPES),
  fields: idScanFieldsSchema,
  /** Overall confidence 0 … 1 of the identity fields. */
  confidence: z.number().min(0).max(1),
  /** Null when no machine-readable zone was found (for example the front of an Emirates ID). */
  mrz: idScanMrzSchema.nullable(),
});
export type IdScanResult = z.infer<typeof idScanResultSchema>;

/**
 * Upload rules and messages (spec 2 §5.2, §9.1: JPG, PNG or PDF, at most 5 MB, at most 2 PDF pages).
 * The spec words only the status lines; these follow its file messages ('{file} exceeds 5MB limit.',
 * '{file} is not a valid file type.').
 */
export const ID_SCAN_MESSAGES = {
  uploading: 'Uploading image...',
  processing: 'Processing image...',
  success: 'Image processed successfully!',
  failure: 'Failed to process image',
  failureCard: 'Failed to process ID card.',
  invalidType: (name: string) => `${name} is not a valid file type.`,
  tooLarge: (name: string) => `${name} exceeds 5MB limit.`,
  tooManyPages: (name: string) => `${name} has more than ${ID_CARD_SCAN.maxPdfPages} pages.`,
  noFile: 'Please choose a file to upload.',
  busy: 'The ID scanner is busy. Please try again in a moment.',
} as const;
