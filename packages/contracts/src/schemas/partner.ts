import { z } from 'zod';
import { dateOnlyToIso } from '../format/dates';
import {
  DEFAULT_PARTNER_ID_TYPE,
  DEFAULT_PARTNER_ROLE,
  PARTNER_ID_TYPES,
  PARTNER_ROLES,
  PARTNER_TYPES,
  roleHasShare,
} from '../options/corporate';
import {
  addIssue,
  choiceField,
  countryField,
  dateField,
  type Loose,
  maxLength,
  required,
  storedDateToInput,
  textField,
} from './fields';
import { checkEid, INDIVIDUAL_MESSAGES } from './individual';

/** Partner messages (spec 2 §5.5); 'PEP selection is required.' is the spec's, the rest follow its patterns. */
export const PARTNER_MESSAGES = {
  type: 'Type is required',
  nameRequired: 'Name is required',
  nameMax: 'Name must be at most 100 characters',
  pep: 'PEP selection is required.', // spec
  nationality: 'Nationality/Country of Incorporation is required',
  idType: INDIVIDUAL_MESSAGES.idType, // spec
  idNo: 'ID/License No is required',
  eid: INDIVIDUAL_MESSAGES.eid, // spec: "the EID format rule applies"
  idExpiryRequired: 'ID Expiry is required',
  idExpiryPast: 'ID Expiry cannot be in the past',
  invalidDate: INDIVIDUAL_MESSAGES.invalidDate,
  birthdateFuture: 'Birthdate cannot be in the future',
  role: 'Role is required',
  shareRequired: 'Percentage of Share is required',
  shareRange: 'Percentage of Share must be between 0 and 100',
  shareStep: 'Percentage of Share must have at most 2 decimal places',
} as const;

const M = PARTNER_MESSAGES;

/** Spec 2 §5.5 and §9.1: 0 to 100 in steps of 0.01. */
export function checkShare(value: number): string | null {
  if (value < 0 || value > 100) return M.shareRange;
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) return M.shareStep;
  return null;
}

/**
 * One partner / UBO / authorised person (spec 2 §3.6, §5.5). The EID rule is the individual form's
 * (3-4-7-1 digits with that message); the 784-… text of §5.5 is the format hint, which every real
 * Emirates ID matches.
 */
export const partnerFormSchema = z
  .object({
    corporatePartnerId: z.union([z.number(), z.string()]).nullish(),
    type: choiceField(PARTNER_TYPES, M.type),
    name: textField([required(M.nameRequired), maxLength(100, M.nameMax)]),
    nationalityOrCountryOfIncorporation: countryField(M.nationality),
    idType: choiceField(PARTNER_ID_TYPES, M.idType),
    idNoOrLicenseNo: textField([required(M.idNo)]),
    idExpiry: dateField({ required: M.idExpiryRequired, invalid: M.invalidDate, notPast: M.idExpiryPast }),
    birthdate: dateField({ invalid: M.invalidDate, notFuture: M.birthdateFuture }),
    role: choiceField(PARTNER_ROLES, M.role),
    percentageOfShare: z.union([z.number(), z.literal('')]).nullish(),
    pep: z.boolean().nullish(),
    status: z.string().nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.pep == null) addIssue(ctx, ['pep'], M.pep);
    if (!checkEid(v.idType, v.idNoOrLicenseNo)) addIssue(ctx, ['idNoOrLicenseNo'], M.eid);
    if (roleHasShare(v.role)) {
      if (typeof v.percentageOfShare !== 'number') addIssue(ctx, ['percentageOfShare'], M.shareRequired);
      else {
        const problem = checkShare(v.percentageOfShare);
        if (problem) addIssue(ctx, ['percentageOfShare'], problem);
      }
    }
  });

export type PartnerFormInput = z.input<typeof partnerFormSchema>;
export type PartnerFormValues = z.output<typeof partnerFormSchema>;

/** Spec 2 §3.6 new partner defaults: type Individual, ID type Passport, role UBO, pep false. */
export function emptyPartnerForm(): PartnerFormInput {
  return {
    type: 'Individual',
    name: '',
    nationalityOrCountryOfIncorporation: '',
    idType: DEFAULT_PARTNER_ID_TYPE,
    idNoOrLicenseNo: '',
    idExpiry: '',
    birthdate: '',
    role: DEFAULT_PARTNER_ROLE,
    percentageOfShare: '',
    pep: false,
  };
}

/** A partner as sent inside the corporate payload (spec 2 §3.6). */
export interface Partner {
  corporatePartnerId?: number | string;
  type: string;
  name: string;
  nationalityOrCountryOfIncorporation: string;
  idType: string;
  idNoOrLicenseNo: string;
  idExpiry: string | null;
  birthdate: string | null;
  role: string;
  /** null for MANAGER, DIRECTOR and REPRESENTATIVE, who are not asked for it (spec 2 §5.5). */
  percentageOfShare: number | null;
  pep: boolean;
  status?: string;
}

export function toPartner(values: PartnerFormValues): Partner {
  return {
    ...(values.corporatePartnerId != null && values.corporatePartnerId !== ''
      ? { corporatePartnerId: values.corporatePartnerId }
      : {}),
    type: values.type,
    name: values.name,
    nationalityOrCountryOfIncorporation: values.nationalityOrCountryOfIncorporation,
    idType: values.idType,
    idNoOrLicenseNo: values.idNoOrLicenseNo,
    idExpiry: dateOnlyToIso(values.idExpiry),
    birthdate: dateOnlyToIso(values.birthdate),
    role: values.role,
    percentageOfShare:
      roleHasShare(values.role) && typeof values.percentageOfShare === 'number' ? values.percentageOfShare : null,
    pep: values.pep === true,
    ...(values.status ? { status: values.status } : {}),
  };
}

export type PartnerRecord = Loose<Partner>;

export function partnerToFormInput(record: PartnerRecord): PartnerFormInput {
  return {
    ...(record.corporatePartnerId != null ? { corporatePartnerId: record.corporatePartnerId } : {}),
    // Spec 2 §3.6: the batch template says Corporate for an entity partner.
    type: record.type === 'Corporate' ? 'Entity' : (record.type ?? ''),
    name: record.name ?? '',
    nationalityOrCountryOfIncorporation: record.nationalityOrCountryOfIncorporation ?? '',
    idType: record.idType ?? '',
    idNoOrLicenseNo: record.idNoOrLicenseNo ?? '',
    idExpiry: storedDateToInput(record.idExpiry),
    birthdate: storedDateToInput(record.birthdate),
    role: record.role ?? '',
    percentageOfShare: record.percentageOfShare ?? '',
    pep: record.pep ?? null,
    ...(record.status ? { status: record.status } : {}),
  };
}

export const partnerShape = z.object({
  corporatePartnerId: z.union([z.number(), z.string()]).nullish(),
  type: z.string().nullish(),
  name: z.string().nullish(),
  nationalityOrCountryOfIncorporation: z.string().nullish(),
  idType: z.string().nullish(),
  idNoOrLicenseNo: z.string().nullish(),
  idExpiry: z.string().nullish(),
  birthdate: z.string().nullish(),
  role: z.string().nullish(),
  percentageOfShare: z.number().nullish(),
  pep: z.boolean().nullish(),
  status: z.string().nullish(),
});
