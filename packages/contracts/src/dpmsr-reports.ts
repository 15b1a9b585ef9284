import { z } from 'zod';
import { apiErrorSchema } from './errors';

/**
 * The DPMSR calls of spec 3 §7 and the shapes they answer (spec 3 §3). The request body of submit and update
 * is `dpmsrReportSchema` (./schemas/dpmsr). Where the spec says "not shown" (the server's behaviour, XML
 * generation, which the spec builds in the browser), the shapes are defined here (issue 16, decision 114).
 */

export const DPMSR_PATHS = {
  list: '/api/Dpmsr',
  submit: '/api/Dpmsr/submit',
  one: (id: string) => `/api/Dpmsr/${encodeURIComponent(id)}`,
  /** POST: the server builds the goAML file with packages/goaml and answers it as a download. */
  xml: (id: string) => `/api/Dpmsr/${encodeURIComponent(id)}/xml`,
  individuals: '/api/IndividualUser/tenant-onboarded-users-simple',
  corporates: '/api/CorporateUser/tenant-corporate-users-simple',
} as const;

/** Spec 3 §3 "Individual customer (as used here)", plus the readable number, ID type and status to pick by. */
export const dpmsrIndividualCustomerSchema = z.object({
  userId: z.string(),
  /** "IND-000042" (spec 2 §3.1 customerId). */
  customerId: z.string(),
  status: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  idType: z.string(),
  idNo: z.string(),
  contactNo: z.string(),
  address: z.string(),
  dateOfBirth: z.string().nullable(),
  nationality: z.string(),
  residentialStatus: z.string(),
});
export type DpmsrIndividualCustomer = z.infer<typeof dpmsrIndividualCustomerSchema>;

/** Spec 3 §3: a partner of a corporate customer as DPMSR uses it. */
export const dpmsrCorporatePartnerSchema = z.object({
  name: z.string(),
  role: z.string(),
  idType: z.string(),
  idNoOrLicenseNo: z.string(),
  birthdate: z.string().nullable(),
  idExpiry: z.string().nullable(),
  nationalityOrCountryOfIncorporation: z.string(),
});
export type DpmsrCorporatePartner = z.infer<typeof dpmsrCorporatePartnerSchema>;

/** Spec 3 §3 "Corporate customer (as used here)", plus the readable number and status. */
export const dpmsrCorporateCustomerSchema = z.object({
  corporateUserId: z.string(),
  /** "CORP-000007". */
  customerId: z.string(),
  status: z.string(),
  companyName: z.string(),
  tradeLicenseNo: z.string(),
  /** "dialling code-number", as onboarding stores it. */
  contactOfficeNo: z.string(),
  companyAddress: z.string(),
  city: z.string(),
  countryOfIncorporation: z.string(),
  tradeLicenseIssuedDate: z.string().nullable(),
  /** The current partners (removed ones are not reported), in the order of the record. */
  partners: z.array(dpmsrCorporatePartnerSchema),
});
export type DpmsrCorporateCustomer = z.infer<typeof dpmsrCorporateCustomerSchema>;

/**
 * GET /api/IndividualUser/tenant-onboarded-users-simple and /api/CorporateUser/tenant-corporate-users-simple:
 * the caller's customers that may be reported, newest first. Spec 3 §7: "404 means none", so a tenant without
 * such customers gets 404, which the screen reads as an empty list.
 */
export const dpmsrIndividualCustomersSchema = z.array(dpmsrIndividualCustomerSchema);
export const dpmsrCorporateCustomersSchema = z.array(dpmsrCorporateCustomerSchema);

/** The last goAML file the server built for a report (its audit event holds every one). */
export const dpmsrGeneratedXmlSchema = z.object({
  generatedAt: z.string(),
  generatedBy: z.string().nullable(),
  fileName: z.string(),
  /** Hex SHA-256 of the file's bytes, so a file filed with the FIU can be matched to the record. */
  sha256: z.string(),
});
export type DpmsrGeneratedXml = z.infer<typeof dpmsrGeneratedXmlSchema>;

/**
 * One report (spec 3 §3) as GET /api/Dpmsr lists it and GET /api/Dpmsr/{id} answers it, the customer embedded.
 * Mind the swapped labels: estimatedValue is shown as "Disposed Value", disposedValue as "Estimated Value".
 */
export const dpmsrReportRecordSchema = z.object({
  id: z.string(),
  customerType: z.enum(['Individual', 'Corporate']),
  customerId: z.string(),
  entityReference: z.string(),
  transactionType: z.string(),
  currencyCodeLocal: z.string(),
  currencyCode: z.string(),
  reason: z.string(),
  comments: z.string(),
  itemType: z.string(),
  itemMake: z.string(),
  description: z.string(),
  estimatedValue: z.number(),
  disposedValue: z.number(),
  statusComments: z.string(),
  registrationNumber: z.string(),
  identificationNumber: z.string(),
  /** Set by the server (ISO, UTC). */
  createdDate: z.string(),
  lastUpdated: z.string(),
  /**
   * The end of the record-keeping period (UAE AML law: at least five years, DPMSR_RETENTION_YEARS): the report
   * is kept at least until then, whatever a user does.
   */
  expiryDate: z.string(),
  createdBy: z.string().nullable(),
  individualUser: dpmsrIndividualCustomerSchema.nullable(),
  corporateUser: dpmsrCorporateCustomerSchema.nullable(),
  lastXml: dpmsrGeneratedXmlSchema.nullable(),
});
export type DpmsrReportRecord = z.infer<typeof dpmsrReportRecordSchema>;

export const dpmsrReportListSchema = z.array(dpmsrReportRecordSchema);

/** Spec 3 §7 "result message" of submit, update and delete; id names the report written. */
export const dpmsrResultSchema = z.object({ message: z.string(), id: z.string() });
export type DpmsrResult = z.infer<typeof dpmsrResultSchema>;

/** Any text: an id that names no report of the caller's tenant (a uuid or not) is 404. */
export const dpmsrIdParamsSchema = z.object({ id: z.string().max(100) });

/** UAE AML law (Federal Decree-Law 20 of 2018, art. 16): records are kept at least five years. */
export const DPMSR_RETENTION_YEARS = 5;

/** Headers of the XML answer beside Content-Disposition (the file name of spec 3 §9). */
export const DPMSR_XML_HEADERS = {
  sha256: 'x-content-sha256',
  indicator: 'x-goaml-report-indicator',
} as const;

/** A field the goAML file cannot do without, named as the screens name it (packages/goaml ReportProblem). */
export const dpmsrXmlProblemSchema = z.object({
  /** Where the value lives: "report.description", "tenant.birthdate", "report.individualUser.dateOfBirth". */
  field: z.string(),
  /** "Your profile", "Customer", "Partner 2 (Ali Hassan)", "Report details", "Customer Selection". */
  section: z.string(),
  label: z.string(),
  kind: z.enum(['missing', 'too-long', 'invalid']),
  message: z.string(),
});
export type DpmsrXmlProblem = z.infer<typeof dpmsrXmlProblemSchema>;

/**
 * The 422 answer of POST /api/Dpmsr/{id}/xml when no file can be built: code DPMSR_INCOMPLETE
 * (ERROR_CODES.dpmsrIncomplete) with every field to complete in `problems`, or DPMSR_NOT_ELIGIBLE with the spec's not-eligible text. Never a file the
 * UAE schema would reject.
 */
export const dpmsrXmlRefusalSchema = apiErrorSchema.extend({ problems: z.array(dpmsrXmlProblemSchema).optional() });
export type DpmsrXmlRefusal = z.infer<typeof dpmsrXmlRefusalSchema>;

/** Spec 3 §8 texts (verbatim), shared by the server's answers and the screens. */
export const DPMSR_TEXTS = {
  submitted: 'DPMSR report submitted successfully.',
  updated: 'DPMSR report updated successfully.',
  deleted: 'DPMSR report deleted successfully.',
  submitFailed: 'Failed to submit DPMSR report. Please try again.',
  updateFailed: 'Failed to update DPMSR report. Please try again.',
  deleteFailed: 'Failed to delete DPMSR report. Please try again.',
  tenantFailed: 'Failed to fetch tenant details. Please try again later.',
  reportsFailed: 'Failed to fetch DPMSR reports. Please try again.',
  individualsFailed: 'Failed to fetch individual customers. Please try again.',
  corporatesFailed: 'Failed to fetch corporate customers. Please try again.',
  customerFailed: 'Failed to fetch customer details. Please try again.',
  reportFailed: 'Failed to fetch report data. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  notFound: 'Report not found or already expired.',
  noCustomers: 'No customers found.',
  /** Not in the spec: the 422 of XML generation when fields are missing; the problems follow it. */
  incomplete: 'The goAML file cannot be built yet. Complete these fields first:',
  /** Not in the spec: the customer id names no live customer of the caller's tenant. */
  customerNotFound: 'The selected customer was not found. Please select a customer.',
} as const;
