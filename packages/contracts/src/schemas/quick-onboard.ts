import { z } from 'zod';
import { dateOnlyToIso } from '../format/dates';
import { joinPhone, splitPhone } from '../format/phone';
import { INDIVIDUAL_ID_TYPES, RESIDENTIAL_STATUSES } from '../options/individual';
import {
  addIssue,
  checkExpiryAfterIssue,
  choiceField,
  countryField,
  dateField,
  dialCodeField,
  fuzzyLevelField,
  type Loose,
  lengthBetween,
  required,
  storedDateToInput,
  textField,
} from './fields';
import { addFileIssues, checkFileItems, type FileItem, fileItemSchema, QUICK_FORM_FILE_RULES } from './files';
import { checkEid, contactNumberField, INDIVIDUAL_MESSAGES } from './individual';

/**
 * Messages of the quick single form (spec 2 §5.2). The spec gives none of its own; labels are the
 * batch template's column names (§5.3), so a batch row error reads 'Row n: First Name - …'.
 */
export const QUICK_ONBOARD_MESSAGES = {
  firstName: 'First Name must be between 2 and 100 characters.',
  lastName: 'Last Name must be between 2 and 100 characters.',
  dateOfBirthRequired: 'Date of Birth is required',
  dateOfBirthFuture: 'Date of Birth cannot be in the future',
  invalidDate: INDIVIDUAL_MESSAGES.invalidDate,
  residentialStatus: 'Residential Status is required',
  address: 'Address must be between 2 and 255 characters.',
  nationality: 'Nationality is required',
  countryCode: 'Country Code is required',
  contactRequired: 'Contact Number is required',
  idType: INDIVIDUAL_MESSAGES.idType,
  idNo: 'ID Number is required',
  eid: INDIVIDUAL_MESSAGES.eid,
  idIssuedDateRequired: 'ID Issued Date is required',
  idIssuedDateFuture: 'ID Issued Date cannot be in the future',
  idExpiryDateRequired: 'ID Expiry Date is required',
  idExpiryDatePast: 'ID Expiry Date cannot be in the past',
  idExpiryAfterIssue: INDIVIDUAL_MESSAGES.idExpiryAfterIssue, // spec
  fuzzyLevel: 'Fuzzy Level is required',
} as const;

const M = QUICK_ONBOARD_MESSAGES;

/**
 * Quick single onboarding (spec 2 §2.5, §3.3, §5.2). Reading chosen where the spec gives two: every
 * field is required, as the form's asterisks show (§5.2), rather than optional as §3.3 lists them; the
 * batch upload validates each row with this same schema (§5.3) and screening needs the data.
 */
export const quickOnboardFormSchema = z
  .object({
    firstName: textField([lengthBetween(2, 100, M.firstName)]),
    lastName: textField([lengthBetween(2, 100, M.lastName)]),
    dateOfBirth: dateField({ required: M.dateOfBirthRequired, invalid: M.invalidDate, notFuture: M.dateOfBirthFuture }),
    residentialStatus: choiceField(RESIDENTIAL_STATUSES, M.residentialStatus),
    address: textField([lengthBetween(2, 255, M.address)]),
    nationality: countryField(M.nationality),
    countryCode: dialCodeField(M.countryCode),
    contactNo: contactNumberField(M.contactRequired),
    idType: choiceField(INDIVIDUAL_ID_TYPES, M.idType),
    idNo: textField([required(M.idNo)]),
    idIssuedDate: dateField({
      required: M.idIssuedDateRequired,
      invalid: M.invalidDate,
      notFuture: M.idIssuedDateFuture,
    }),
    idExpiryDate: dateField({ required: M.idExpiryDateRequired, invalid: M.invalidDate, notPast: M.idExpiryDatePast }),
    fuzzyLevel: fuzzyLevelField(M.fuzzyLevel),
  })
  .superRefine((v, ctx) => {
    if (!checkEid(v.idType, v.idNo)) addIssue(ctx, ['idNo'], M.eid);
    checkExpiryAfterIssue(ctx, v.idIssuedDate, v.idExpiryDate, ['idExpiryDate'], M.idExpiryAfterIssue);
  });

export type QuickOnboardFormInput = z.input<typeof quickOnboardFormSchema>;
export type QuickOnboardFormValues = z.output<typeof quickOnboardFormSchema>;

/** Spec 2 §3.3 defaults: residential status Resident, fuzzy level '0'; the UAE is the default country. */
export function emptyQuickOnboardForm(): QuickOnboardFormInput {
  return {
    firstName: '',
    lastName: '',
    dateOfBirth: '',
    residentialStatus: 'Resident',
    address: '',
    nationality: '',
    countryCode: '+971',
    contactNo: '',
    idType: '',
    idNo: '',
    idIssuedDate: '',
    idExpiryDate: '',
    fuzzyLevel: '0',
  };
}

/**
 * Body of POST quick-onboard (spec 2 §3.3, camelCase). The spec does not show the mapping; the phone is
 * sent as code-hyphen-number like every stored phone (§9.1) and dates as ISO datetimes like the full form.
 */
export interface QuickOnboardRequest {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  residentialStatus: string;
  contactNo: string;
  address: string;
  idType: string;
  idNo: string;
  idIssuedDate: string | null;
  idExpiryDate: string | null;
  nationality: string;
  fuzzyLevel: string;
  files: FileItem[];
}

export function toQuickOnboardRequest(values: QuickOnboardFormValues, files: FileItem[] = []): QuickOnboardRequest {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    dateOfBirth: dateOnlyToIso(values.dateOfBirth),
    residentialStatus: values.residentialStatus,
    contactNo: joinPhone(values.countryCode, values.contactNo),
    address: values.address,
    idType: values.idType,
    idNo: values.idNo,
    idIssuedDate: dateOnlyToIso(values.idIssuedDate),
    idExpiryDate: dateOnlyToIso(values.idExpiryDate),
    nationality: values.nationality,
    fuzzyLevel: values.fuzzyLevel,
    files,
  };
}

export type QuickOnboardRecord = Loose<Omit<QuickOnboardRequest, 'files' | 'fuzzyLevel'>> & {
  fuzzyLevel?: string | number | null;
};

export function quickOnboardToFormInput(record: QuickOnboardRecord): QuickOnboardFormInput {
  const phone = splitPhone(record.contactNo);
  return {
    firstName: record.firstName ?? '',
    lastName: record.lastName ?? '',
    dateOfBirth: storedDateToInput(record.dateOfBirth),
    residentialStatus: record.residentialStatus ?? '',
    address: record.address ?? '',
    nationality: record.nationality ?? '',
    countryCode: phone.code,
    contactNo: phone.number,
    idType: record.idType ?? '',
    idNo: record.idNo ?? '',
    idIssuedDate: storedDateToInput(record.idIssuedDate),
    idExpiryDate: storedDateToInput(record.idExpiryDate),
    fuzzyLevel: record.fuzzyLevel ?? '',
  };
}

const loose = z.string().nullish();

/** Server-side validation of POST quick-onboard with the form's rules and messages (see individualRegistrationSchema). */
export const quickOnboardRequestSchema = z
  .object({
    firstName: loose,
    lastName: loose,
    dateOfBirth: loose,
    residentialStatus: loose,
    contactNo: loose,
    address: loose,
    idType: loose,
    idNo: loose,
    idIssuedDate: loose,
    idExpiryDate: loose,
    nationality: loose,
    fuzzyLevel: z.union([z.string(), z.number()]).nullish(),
    files: z.array(fileItemSchema).nullish(),
  })
  .transform((body, ctx) => {
    const files = body.files ?? [];
    const parsed = quickOnboardFormSchema.safeParse(quickOnboardToFormInput(body));
    const fileMessages = checkFileItems(files, QUICK_FORM_FILE_RULES);
    if (!parsed.success || fileMessages.length > 0) {
      for (const issue of parsed.error?.issues ?? []) addIssue(ctx, issue.path, issue.message);
      addFileIssues(ctx, fileMessages);
      return z.NEVER;
    }
    return toQuickOnboardRequest(parsed.data, files);
  });
export type QuickOnboardRequestBody = z.input<typeof quickOnboardRequestSchema>;
