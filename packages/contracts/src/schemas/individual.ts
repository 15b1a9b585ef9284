import { z } from 'zod';
import { dateOnlyToIso } from '../format/dates';
import { EID_PATTERN } from '../format/eid';
import { joinColonList, splitColonList } from '../format/lists';
import { joinPhone, splitPhone } from '../format/phone';
import {
  DEFAULT_MODE_OF_APPROACH,
  GENDERS,
  INDIVIDUAL_ID_TYPES,
  INDIVIDUAL_PAYMENT_MODES,
  MODES_OF_APPROACH,
  OCCUPATIONS,
  PURPOSES,
  RESIDENTIAL_STATUSES,
  SOURCES_OF_INCOME,
} from '../options/individual';
import { PRODUCT_TYPES, SUBMITTED_STATUS } from '../options/shared';
import {
  addIssue,
  checkExpiryAfterIssue,
  choiceField,
  countryField,
  dateField,
  dialCodeField,
  EMAIL_PATTERN,
  fuzzyLevelField,
  ifPresent,
  type Loose,
  lengthBetween,
  matches,
  maxLength,
  multiChoiceField,
  optionalNumberField,
  required,
  storedDateToInput,
  textField,
  yesNoField,
} from './fields';
import {
  addFileIssues,
  checkFileItems,
  type FileItem,
  FULL_FORM_FILE_RULES,
  fileItemSchema,
  fileNameSchema,
} from './files';

/**
 * Messages of the full individual form (spec 2 §5.1). Where the spec quotes a message it is used
 * verbatim (marked "spec"); the rest follow the spec's own patterns ('<Field> is required', spec 2 §5.4,
 * and 'X cannot be in the past', §5.4).
 */
export const INDIVIDUAL_MESSAGES = {
  firstName: 'First Name must be between 2 and 50 characters.', // spec
  lastName: 'Last Name must be between 2 and 50 characters.', // spec
  dateOfBirthRequired: 'Date of Birth is required',
  dateOfBirthFuture: 'Date of Birth cannot be in the future',
  invalidDate: 'Please enter a valid date',
  residentialStatus: 'Residential Status is required',
  address: 'Address must be between 2 and 50 characters.',
  city: 'City must be between 2 and 50 characters.',
  country: 'Please select a country', // spec
  nationality: 'Nationality is required',
  countryCode: 'Country Code is required',
  contactRequired: 'Contact No is required',
  contactNumeric: 'Contact number must be numeric', // spec
  contactLength: 'Contact number must be between 8 and 15 digits',
  email: 'Invalid email address.', // spec
  dualNationality: 'Dual Nationality is required',
  dualCitizenshipCountry: 'Please specify the country for dual citizenship.', // spec
  gender: 'Please select a gender.', // spec
  otherGender: 'Please specify gender.',
  pep: 'PEP is required',
  occupation: 'Please select an occupation.', // spec
  otherOccupation: 'Please specify other occupation.', // spec
  sourceOfIncome: 'Source of Income is required',
  purpose: 'Purpose is required',
  otherPurpose: 'Please specify other purpose.',
  paymentMode: 'Payment Mode is required',
  otherPaymentMode: 'Please specify other payment mode.',
  modeOfApproach: 'Invalid mode of approach', // spec
  placeOfBirth: 'Place of Birth is required',
  countryOfResidence: 'Country of Residence is required',
  idType: 'ID Type is required', // spec
  idNo: 'ID No is required',
  eid: 'For EID, format must be xxx-xxxx-xxxxxxx-x and maximum 15 characters', // spec
  idIssuedByRequired: 'ID Issued By is required',
  idIssuedByMax: 'ID Issued By must be at most 50 characters',
  idIssuedAt: 'Please select the place where ID was issued.', // spec
  idIssuedDateRequired: 'ID Issued Date is required',
  idIssuedDateFuture: 'ID Issued Date cannot be in the future',
  idExpiryDateRequired: 'ID Expiry Date is required',
  idExpiryDatePast: 'ID Expiry Date cannot be in the past',
  idExpiryAfterIssue: 'ID Expiry Date must be after the ID Issued Date.', // spec
  expectedNoOfTxn: 'Expected No. of Transactions cannot be negative',
  expectedVolume: 'Expected Volume cannot be negative',
  productType: 'Product Type is required', // spec
  remarks: 'Remarks must be at most 500 characters',
  fuzzyLevel: 'Fuzziness is required',
} as const;

const M = INDIVIDUAL_MESSAGES;

/** Spec 2 §5.1 and §9.1: a contact number is 8 to 15 digits. */
export function contactNumberField(requiredMessage: string) {
  return textField([
    required(requiredMessage),
    matches(/^\d+$/, M.contactNumeric),
    lengthBetween(8, 15, M.contactLength),
  ]);
}

/** Spec 2 §5.1: with ID type EID the number must read xxx-xxxx-xxxxxxx-x. */
export function checkEid(idType: string, idNo: string): boolean {
  return idType !== 'EID' || idNo === '' || EID_PATTERN.test(idNo);
}

/**
 * The full individual form as a Mantine form holds it (spec 2 §2.2, §5.1). Phone code and number are
 * separate inputs, 'Others' and its text are separate, product types are a multi-select.
 *
 * Reading chosen where the spec gives two: product type is required (the schema message 'Product Type
 * is required' exists and the risk score needs the product factor).
 */
export const individualFormSchema = z
  .object({
    firstName: textField([lengthBetween(2, 50, M.firstName)]),
    lastName: textField([lengthBetween(2, 50, M.lastName)]),
    dateOfBirth: dateField({ required: M.dateOfBirthRequired, invalid: M.invalidDate, notFuture: M.dateOfBirthFuture }),
    residentialStatus: choiceField(RESIDENTIAL_STATUSES, M.residentialStatus),
    address: textField([lengthBetween(2, 50, M.address)]),
    city: textField([lengthBetween(2, 50, M.city)]),
    country: countryField(M.country),
    nationality: countryField(M.nationality),
    countryCode: dialCodeField(M.countryCode),
    contactNo: contactNumberField(M.contactRequired),
    email: textField([ifPresent(matches(EMAIL_PATTERN, M.email))]),
    dualNationality: yesNoField(M.dualNationality),
    dualCitizenshipCountry: textField(),
    gender: choiceField(GENDERS, M.gender),
    otherGender: textField(),
    pep: yesNoField(M.pep),
    occupation: choiceField(OCCUPATIONS, M.occupation),
    otherOccupation: textField(),
    sourceOfIncome: choiceField(SOURCES_OF_INCOME, M.sourceOfIncome),
    purpose: choiceField(PURPOSES, M.purpose),
    otherPurpose: textField(),
    paymentMode: choiceField(INDIVIDUAL_PAYMENT_MODES, M.paymentMode),
    otherPaymentMode: textField(),
    modeOfApproach: choiceField(MODES_OF_APPROACH, M.modeOfApproach),
    placeOfBirth: countryField(M.placeOfBirth),
    countryOfResidence: countryField(M.countryOfResidence),
    idType: choiceField(INDIVIDUAL_ID_TYPES, M.idType),
    idNo: textField([required(M.idNo)]),
    idIssuedBy: textField([required(M.idIssuedByRequired), maxLength(50, M.idIssuedByMax)]),
    idIssuedAt: countryField(M.idIssuedAt),
    idIssuedDate: dateField({
      required: M.idIssuedDateRequired,
      invalid: M.invalidDate,
      notFuture: M.idIssuedDateFuture,
    }),
    idExpiryDate: dateField({ required: M.idExpiryDateRequired, invalid: M.invalidDate, notPast: M.idExpiryDatePast }),
    expectedNoOfTxn: optionalNumberField(M.expectedNoOfTxn),
    expectedVolume: optionalNumberField(M.expectedVolume),
    productType: multiChoiceField(PRODUCT_TYPES, M.productType),
    remarks: textField([maxLength(500, M.remarks)]),
    fuzzyLevel: fuzzyLevelField(M.fuzzyLevel),
    needsOnGoingScreening: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.dualNationality === 'Yes') {
      if (!v.dualCitizenshipCountry) addIssue(ctx, ['dualCitizenshipCountry'], M.dualCitizenshipCountry);
    }
    if (v.gender === 'Other' && !v.otherGender) addIssue(ctx, ['otherGender'], M.otherGender);
    if (v.occupation === 'Others' && !v.otherOccupation) addIssue(ctx, ['otherOccupation'], M.otherOccupation);
    if (v.purpose === 'Others' && !v.otherPurpose) addIssue(ctx, ['otherPurpose'], M.otherPurpose);
    if (v.paymentMode === 'Others' && !v.otherPaymentMode) addIssue(ctx, ['otherPaymentMode'], M.otherPaymentMode);
    if (!checkEid(v.idType, v.idNo)) addIssue(ctx, ['idNo'], M.eid);
    checkExpiryAfterIssue(ctx, v.idIssuedDate, v.idExpiryDate, ['idExpiryDate'], M.idExpiryAfterIssue);
  });

export type IndividualFormInput = z.input<typeof individualFormSchema>;
export type IndividualFormValues = z.output<typeof individualFormSchema>;

/** Initial values of a new registration (spec 2 §9.1 defaults). */
export function emptyIndividualForm(): IndividualFormInput {
  return {
    firstName: '',
    lastName: '',
    dateOfBirth: '',
    residentialStatus: 'Resident',
    address: '',
    city: '',
    country: 'United Arab Emirates',
    nationality: '',
    countryCode: '+971',
    contactNo: '',
    email: '',
    dualNationality: 'No',
    dualCitizenshipCountry: '',
    gender: '',
    otherGender: '',
    pep: 'No',
    occupation: '',
    otherOccupation: '',
    sourceOfIncome: '',
    purpose: '',
    otherPurpose: '',
    paymentMode: '',
    otherPaymentMode: '',
    modeOfApproach: DEFAULT_MODE_OF_APPROACH,
    placeOfBirth: '',
    countryOfResidence: '',
    idType: '',
    idNo: '',
    idIssuedBy: '',
    idIssuedAt: '',
    idIssuedDate: '',
    idExpiryDate: '',
    expectedNoOfTxn: '',
    expectedVolume: '',
    productType: [],
    remarks: '',
    fuzzyLevel: '0',
    needsOnGoingScreening: false,
  };
}

/** Body of POST register-individual-user and PUT individual-user/{id} (spec 2 §3.2). */
export interface IndividualRegistration {
  userID?: string;
  firstName: string;
  lastName: string;
  residentialStatus: string;
  address: string;
  city: string;
  country: string;
  contactNo: string;
  email: string | null;
  nationality: string;
  dualNationality: string;
  dualCitizenshipCountry: string;
  gender: string;
  otherGender: string;
  pep: string;
  occupation: string;
  sourceOfIncome: string;
  purpose: string;
  otherPurpose: string;
  paymentMode: string;
  otherPaymentMode: string;
  placeOfBirth: string;
  countryOfResidence: string;
  idType: string;
  idNo: string;
  idIssuedBy: string;
  idIssuedAt: string;
  idIssuedDate: string | null;
  idExpiryDate: string | null;
  expectedNoOfTxn: number | null;
  expectedVolume: number | null;
  productType: string;
  modeOfApproach: string;
  dateOfBirth: string | null;
  remarks: string;
  status: string;
  needsOnGoingScreening: boolean;
  fuzzyLevel: string;
  files: FileItem[];
  /**
   * Names of stored documents the user marked deleted (spec 2 §4.5). The spec names the list for the
   * corporate payload only; the individual form offers the same handling, so its body carries it too.
   */
  deletedFiles: string[];
}

/** Spec 2 §3.2: occupation 'Others' with custom text is sent as 'Others - {text}'. */
const OTHERS_PREFIX = 'Others - ';

/** Form values → request body (spec 2 §3.2 field by field). */
export function toIndividualRegistration(
  values: IndividualFormValues,
  extra: { userId?: string; files?: FileItem[]; deletedFiles?: string[] } = {},
): IndividualRegistration {
  const dual = values.dualNationality === 'Yes';
  return {
    ...(extra.userId ? { userID: extra.userId } : {}),
    firstName: values.firstName,
    lastName: values.lastName,
    residentialStatus: values.residentialStatus,
    address: values.address,
    city: values.city,
    country: values.country,
    contactNo: joinPhone(values.countryCode, values.contactNo),
    email: values.email || null,
    nationality: values.nationality,
    dualNationality: values.dualNationality,
    dualCitizenshipCountry: dual ? values.dualCitizenshipCountry : '',
    gender: values.gender,
    otherGender: values.gender === 'Other' ? values.otherGender : '',
    pep: values.pep || 'N/A',
    occupation:
      values.occupation === 'Others' && values.otherOccupation
        ? `${OTHERS_PREFIX}${values.otherOccupation}`
        : values.occupation,
    sourceOfIncome: values.sourceOfIncome,
    purpose: values.purpose,
    otherPurpose: values.purpose === 'Others' ? values.otherPurpose : '',
    paymentMode: values.paymentMode,
    otherPaymentMode: values.paymentMode === 'Others' ? values.otherPaymentMode : 'N/A',
    placeOfBirth: values.placeOfBirth,
    countryOfResidence: values.countryOfResidence,
    idType: values.idType,
    idNo: values.idNo,
    idIssuedBy: values.idIssuedBy,
    idIssuedAt: values.idIssuedAt,
    idIssuedDate: dateOnlyToIso(values.idIssuedDate),
    idExpiryDate: dateOnlyToIso(values.idExpiryDate),
    expectedNoOfTxn: values.expectedNoOfTxn,
    expectedVolume: values.expectedVolume,
    productType: joinColonList(values.productType),
    modeOfApproach: values.modeOfApproach || DEFAULT_MODE_OF_APPROACH,
    dateOfBirth: dateOnlyToIso(values.dateOfBirth),
    remarks: values.remarks,
    status: SUBMITTED_STATUS,
    needsOnGoingScreening: values.needsOnGoingScreening,
    fuzzyLevel: values.fuzzyLevel,
    files: extra.files ?? [],
    deletedFiles: extra.deletedFiles ?? [],
  };
}

/** A stored or submitted individual as it may arrive (fields missing or null). */
export type IndividualRecord = Loose<
  Omit<IndividualRegistration, 'userID' | 'fuzzyLevel' | 'files' | 'deletedFiles'>
> & {
  fuzzyLevel?: string | number | null;
};

/** A stored or submitted individual → form values, for edit mode and for server-side validation. */
export function individualToFormInput(record: IndividualRecord): IndividualFormInput {
  const phone = splitPhone(record.contactNo);
  const occupation = record.occupation ?? '';
  const isOtherOccupation = occupation.startsWith(OTHERS_PREFIX);
  return {
    firstName: record.firstName ?? '',
    lastName: record.lastName ?? '',
    dateOfBirth: storedDateToInput(record.dateOfBirth),
    residentialStatus: record.residentialStatus ?? '',
    address: record.address ?? '',
    city: record.city ?? '',
    country: record.country ?? '',
    nationality: record.nationality ?? '',
    countryCode: phone.code,
    contactNo: phone.number,
    email: record.email ?? '',
    dualNationality: record.dualNationality ?? '',
    dualCitizenshipCountry: record.dualCitizenshipCountry ?? '',
    gender: record.gender ?? '',
    otherGender: record.otherGender ?? '',
    pep: record.pep === 'N/A' ? '' : (record.pep ?? ''),
    occupation: isOtherOccupation ? 'Others' : occupation,
    otherOccupation: isOtherOccupation ? occupation.slice(OTHERS_PREFIX.length) : '',
    sourceOfIncome: record.sourceOfIncome ?? '',
    purpose: record.purpose ?? '',
    otherPurpose: record.otherPurpose ?? '',
    paymentMode: record.paymentMode ?? '',
    otherPaymentMode: record.paymentMode === 'Others' ? (record.otherPaymentMode ?? '') : '',
    modeOfApproach: record.modeOfApproach ?? '',
    placeOfBirth: record.placeOfBirth ?? '',
    countryOfResidence: record.countryOfResidence ?? '',
    idType: record.idType ?? '',
    idNo: record.idNo ?? '',
    idIssuedBy: record.idIssuedBy ?? '',
    idIssuedAt: record.idIssuedAt ?? '',
    idIssuedDate: storedDateToInput(record.idIssuedDate),
    idExpiryDate: storedDateToInput(record.idExpiryDate),
    expectedNoOfTxn: record.expectedNoOfTxn ?? '',
    expectedVolume: record.expectedVolume ?? '',
    productType: splitColonList(record.productType),
    remarks: record.remarks ?? '',
    fuzzyLevel: record.fuzzyLevel ?? '0',
    needsOnGoingScreening: record.needsOnGoingScreening ?? false,
  };
}

const loose = z.string().nullish();
const looseNumber = z.number().nullish();

/** The body's shape as JSON; the rules themselves run on the form values it maps to. */
const individualRegistrationShape = z.object({
  userID: z.union([z.string(), z.number()]).nullish(),
  firstName: loose,
  lastName: loose,
  residentialStatus: loose,
  address: loose,
  city: loose,
  country: loose,
  contactNo: loose,
  email: loose,
  nationality: loose,
  dualNationality: loose,
  dualCitizenshipCountry: loose,
  gender: loose,
  otherGender: loose,
  pep: loose,
  occupation: loose,
  sourceOfIncome: loose,
  purpose: loose,
  otherPurpose: loose,
  paymentMode: loose,
  otherPaymentMode: loose,
  placeOfBirth: loose,
  countryOfResidence: loose,
  idType: loose,
  idNo: loose,
  idIssuedBy: loose,
  idIssuedAt: loose,
  idIssuedDate: loose,
  idExpiryDate: loose,
  expectedNoOfTxn: looseNumber,
  expectedVolume: looseNumber,
  productType: loose,
  modeOfApproach: loose,
  dateOfBirth: loose,
  remarks: loose,
  status: loose,
  needsOnGoingScreening: z.boolean().nullish(),
  fuzzyLevel: z.union([z.string(), z.number()]).nullish(),
  files: z.array(fileItemSchema).nullish(),
  deletedFiles: z.array(fileNameSchema).max(20).nullish(),
});

/**
 * Server-side validation of the request body: the body is mapped to form values and checked by
 * individualFormSchema, so the server answers with the same messages at the same field paths the form
 * uses. Output: the normalised body (status 'Pending', canonical country names).
 */
export const individualRegistrationSchema = individualRegistrationShape.transform((body, ctx) => {
  const deletedFiles = body.deletedFiles ?? [];
  // Stored files the body lists again (with their link, no content) count unless marked deleted; the
  // server counts its stored documents itself as well.
  const files = (body.files ?? []).filter((file) => file.fileBinary || !deletedFiles.includes(file.filename));
  const parsed = individualFormSchema.safeParse(individualToFormInput(body));
  const fileMessages = checkFileItems(files, FULL_FORM_FILE_RULES);
  if (!parsed.success || fileMessages.length > 0) {
    for (const issue of parsed.error?.issues ?? []) addIssue(ctx, issue.path, issue.message);
    addFileIssues(ctx, fileMessages);
    return z.NEVER;
  }
  const userId = body.userID == null ? undefined : String(body.userID);
  return toIndividualRegistration(parsed.data, { userId, files, deletedFiles });
});
export type IndividualRegistrationBody = z.input<typeof individualRegistrationSchema>;
