import { z } from 'zod';
import { dateOnlyToIso } from '../format/dates';
import { joinColonList, splitColonList } from '../format/lists';
import { joinPhone, splitPhone } from '../format/phone';
import {
  BUSINESS_ACTIVITIES,
  CORPORATE_PAYMENT_MODES,
  CUSTOMER_TYPES,
  DELIVERY_CHANNELS,
  ENTITY_TYPES,
  PRODUCT_SOURCES,
} from '../options/corporate';
import { PRODUCT_TYPES, SUBMITTED_STATUS } from '../options/shared';
import {
  addIssue,
  choiceField,
  countryField,
  countryListField,
  dateField,
  dialCodeField,
  EMAIL_PATTERN,
  fuzzyLevelField,
  ifPresent,
  type Loose,
  matches,
  maxLength,
  multiChoiceField,
  optionalNumberField,
  required,
  storedDateToInput,
  textField,
  textOrNumberField,
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
import { type Partner, partnerFormSchema, partnerShape, partnerToFormInput, toPartner } from './partner';

/**
 * Corporate form messages (spec 2 §5.4). Quoted messages are verbatim (marked "spec"); the required
 * ones follow the spec's pattern '<Field> is required'.
 */
export const CORPORATE_MESSAGES = {
  companyName: 'Company Name is required',
  companyAddress: 'Company Address is required',
  cityRequired: 'City is required',
  cityMax: 'City must be at most 50 characters',
  countryOfIncorporation: 'Country of Incorporation is required',
  poBoxRequired: 'PO Box No is required',
  poBoxDigits: 'PO Box No must contain digits only',
  customerType: 'Customer Type is required',
  officeCountryCode: 'Office Country Code is required',
  mobileCountryCode: 'Mobile Country Code is required',
  mobileRequired: 'Mobile No is required',
  phoneDigits: 'Phone number must be 8 to 15 digits',
  email: 'Invalid email format', // spec
  tradeLicenseNoRequired: 'Trade License/COI No is required',
  tradeLicenseNoAlphanumeric: 'Trade License/COI No must be alphanumeric', // spec
  tradeLicenseIssuedAt: 'Issued At is required',
  tradeLicenseIssuedByRequired: 'Issued By is required',
  tradeLicenseIssuedByMax: 'Issued By must be at most 50 characters',
  tradeLicenseIssuedDateRequired: 'Issued Date is required',
  tradeLicenseIssuedDateFuture: 'Issued Date cannot be in the future',
  tradeLicenseExpiryDateRequired: 'Expiry Date is required',
  tradeLicenseExpiryDatePast: 'Expiry Date cannot be in the past',
  invalidDate: 'Please enter a valid date',
  entityType: 'Entity Type is required',
  countriesOfOperation: 'Country of operation is required', // spec
  businessActivity: 'Business Activity is required',
  isDealingWithImportExport: 'Import/Export is required',
  importExportCountries: 'Import/Export Countries is required',
  hasSisterConcernBranch: 'Sister Concern/Branch is required',
  sisterConcernCountry: 'Sister Concern Country is required',
  accountHoldingBankNameRequired: 'Account Holding Bank Name is required',
  accountHoldingBankNameMax: 'Account Holding Bank Name must be at most 50 characters',
  productType: 'Product Type is required', // spec
  productSource: 'Product Source is required',
  paymentMode: 'Payment Mode is required',
  paymentModeOther: 'Specify Payment Mode is required',
  deliveryChannel: 'Delivery Channel is required',
  expectedNoOfTxn: 'Expected No. of Transactions cannot be negative',
  expectedVolume: 'Expected Volume cannot be negative',
  dualUseGoods: 'Dual Use Goods is required',
  yesNo: 'Please select Yes or No', // spec
  remarks: 'Remarks must be at most 500 characters',
  vatRegistrationNumber: 'VAT Registration Number must be at most 100 characters',
  tenancyContractExpiryDatePast: 'Tenancy Contract Expiry Date cannot be in the past', // spec
  fuzzyLevel: 'Fuzziness is required',
  partners: 'At least one partner detail is required', // spec
} as const;

const M = CORPORATE_MESSAGES;

/** Spec 2 §5.4: office and mobile numbers are 8 to 15 digits. */
const phoneDigits = matches(/^\d{8,15}$/, M.phoneDigits);

/**
 * The corporate form (spec 2 §2.3, §5.4). Yes/No questions are 'Yes' | 'No' | '' so that "not answered"
 * can be told from No; the payload turns the three boolean ones into booleans (§3.5).
 *
 * Readings chosen where the spec gives two:
 * - countries of operation and product type are required (the schema reading of §5.4): the risk score
 *   averages the countries of operation and needs the product factor;
 * - import/export countries are required when the company deals in import/export, as the batch upload
 *   requires them (§5.7), so that both entry paths accept the same customers.
 */
export const corporateFormSchema = z
  .object({
    companyName: textField([required(M.companyName)]),
    companyAddress: textField([required(M.companyAddress)]),
    city: textField([required(M.cityRequired), maxLength(50, M.cityMax)]),
    countryOfIncorporation: countryField(M.countryOfIncorporation),
    poBoxNo: textOrNumberField([required(M.poBoxRequired), matches(/^\d+$/, M.poBoxDigits)]),
    email: textField([ifPresent(matches(EMAIL_PATTERN, M.email))]),
    officeCountryCode: dialCodeField(M.officeCountryCode),
    contactOfficeNo: textField([ifPresent(phoneDigits)]),
    mobileCountryCode: dialCodeField(M.mobileCountryCode),
    contactMobileNo: textField([required(M.mobileRequired), phoneDigits]),
    tradeLicenseNo: textField([
      required(M.tradeLicenseNoRequired),
      matches(/^[A-Za-z0-9]+$/, M.tradeLicenseNoAlphanumeric),
    ]),
    tradeLicenseIssuedAt: textField([required(M.tradeLicenseIssuedAt)]),
    tradeLicenseIssuedBy: textField([
      required(M.tradeLicenseIssuedByRequired),
      maxLength(50, M.tradeLicenseIssuedByMax),
    ]),
    tradeLicenseIssuedDate: dateField({
      required: M.tradeLicenseIssuedDateRequired,
      invalid: M.invalidDate,
      notFuture: M.tradeLicenseIssuedDateFuture,
    }),
    tradeLicenseExpiryDate: dateField({
      required: M.tradeLicenseExpiryDateRequired,
      invalid: M.invalidDate,
      notPast: M.tradeLicenseExpiryDatePast,
    }),
    vatRegistrationNumber: textField([maxLength(100, M.vatRegistrationNumber)]),
    tenancyContractExpiryDate: dateField({ invalid: M.invalidDate, notPast: M.tenancyContractExpiryDatePast }),
    entityType: choiceField(ENTITY_TYPES, M.entityType),
    countriesOfOperation: countryListField(M.countriesOfOperation),
    businessActivity: choiceField(BUSINESS_ACTIVITIES, M.businessActivity),
    isDealingWithImportExport: yesNoField(M.isDealingWithImportExport),
    importExportCountries: countryListField(null),
    hasSisterConcernBranch: yesNoField(M.hasSisterConcernBranch),
    sisterConcernCountry: textField(),
    accountHoldingBankName: textField([
      required(M.accountHoldingBankNameRequired),
      maxLength(50, M.accountHoldingBankNameMax),
    ]),
    customerType: choiceField(CUSTOMER_TYPES, M.customerType),
    productType: multiChoiceField(PRODUCT_TYPES, M.productType),
    productSource: choiceField(PRODUCT_SOURCES, M.productSource),
    paymentMode: choiceField(CORPORATE_PAYMENT_MODES, M.paymentMode),
    paymentModeOther: textField(),
    deliveryChannel: choiceField(DELIVERY_CHANNELS, M.deliveryChannel),
    expectedNoOfTxn: optionalNumberField(M.expectedNoOfTxn),
    expectedVolume: optionalNumberField(M.expectedVolume),
    kycDocumentsCollected: yesNoField(M.yesNo),
    isEntityRegisteredInGOAML: yesNoField(M.yesNo),
    dualUseGoods: yesNoField(M.dualUseGoods),
    remarks: textField([maxLength(500, M.remarks)]),
    needsOnGoingScreening: z.boolean().default(false),
    fuzzyLevel: fuzzyLevelField(M.fuzzyLevel),
    partners: z.array(partnerFormSchema),
  })
  .superRefine((v, ctx) => {
    if (v.isDealingWithImportExport === 'Yes' && v.importExportCountries.length === 0) {
      addIssue(ctx, ['importExportCountries'], M.importExportCountries);
    }
    if (v.hasSisterConcernBranch === 'Yes' && !v.sisterConcernCountry) {
      addIssue(ctx, ['sisterConcernCountry'], M.sisterConcernCountry);
    }
    if (v.paymentMode === 'Others' && !v.paymentModeOther) addIssue(ctx, ['paymentModeOther'], M.paymentModeOther);
    if (v.partners.length === 0) addIssue(ctx, ['partners'], M.partners);
  });

export type CorporateFormInput = z.input<typeof corporateFormSchema>;
export type CorporateFormValues = z.output<typeof corporateFormSchema>;

/** Spec 2 §9.1 defaults: KYC documents collected Yes, registered in goAML Yes, fuzziness OFF, UAE codes. */
export function emptyCorporateForm(): CorporateFormInput {
  return {
    companyName: '',
    companyAddress: '',
    city: '',
    countryOfIncorporation: 'United Arab Emirates',
    poBoxNo: '',
    email: '',
    officeCountryCode: '+971',
    contactOfficeNo: '',
    mobileCountryCode: '+971',
    contactMobileNo: '',
    tradeLicenseNo: '',
    tradeLicenseIssuedAt: '',
    tradeLicenseIssuedBy: '',
    tradeLicenseIssuedDate: '',
    tradeLicenseExpiryDate: '',
    vatRegistrationNumber: '',
    tenancyContractExpiryDate: '',
    entityType: '',
    countriesOfOperation: [],
    businessActivity: '',
    isDealingWithImportExport: '',
    importExportCountries: [],
    hasSisterConcernBranch: '',
    sisterConcernCountry: '',
    accountHoldingBankName: '',
    customerType: '',
    productType: [],
    productSource: '',
    paymentMode: '',
    paymentModeOther: '',
    deliveryChannel: '',
    expectedNoOfTxn: '',
    expectedVolume: '',
    kycDocumentsCollected: 'Yes',
    isEntityRegisteredInGOAML: 'Yes',
    dualUseGoods: '',
    remarks: '',
    needsOnGoingScreening: false,
    fuzzyLevel: '0',
    partners: [],
  };
}

/** Body of POST register-corporate-user and PUT corporate-user/{id} (spec 2 §3.5). */
export interface CorporateRegistration {
  companyName: string;
  companyAddress: string;
  city: string;
  countryOfIncorporation: string;
  poBoxNo: string;
  email: string | null;
  /** Stored as code-hyphen-number (spec 2 §9.1); the code is also sent on its own. */
  contactOfficeNo: string;
  officeCountryCode: string;
  contactMobileNo: string;
  mobileCountryCode: string;
  tradeLicenseNo: string;
  tradeLicenseIssuedAt: string;
  tradeLicenseIssuedBy: string;
  tradeLicenseIssuedDate: string | null;
  tradeLicenseExpiryDate: string | null;
  entityType: string;
  countriesOfOperation: string;
  businessActivity: string;
  isDealingWithImportExport: boolean;
  importExportCountries: string;
  hasSisterConcernBranch: boolean;
  sisterConcernCountry: string;
  accountHoldingBankName: string;
  customerType: string;
  productType: string;
  productSource: string;
  paymentMode: string;
  paymentModeOther: string;
  deliveryChannel: string;
  expectedNoOfTxn: number | null;
  expectedVolume: number | null;
  kycDocumentsCollected: string;
  isEntityRegisteredInGOAML: string;
  dualUseGoods: boolean;
  remarks: string;
  needsOnGoingScreening: boolean;
  fuzzyLevel: string;
  vatRegistrationNumber: string;
  tenancyContractExpiryDate: string | null;
  files: FileItem[];
  existingFiles: FileItem[];
  deletedFiles: string[];
  partners: Partner[];
  status: string;
}

export interface CorporateFiles {
  files?: FileItem[];
  existingFiles?: FileItem[];
  deletedFiles?: string[];
}

export function toCorporateRegistration(
  values: CorporateFormValues,
  files: CorporateFiles = {},
): CorporateRegistration {
  const importExport = values.isDealingWithImportExport === 'Yes';
  const sisterConcern = values.hasSisterConcernBranch === 'Yes';
  return {
    companyName: values.companyName,
    companyAddress: values.companyAddress,
    city: values.city,
    countryOfIncorporation: values.countryOfIncorporation,
    poBoxNo: values.poBoxNo,
    email: values.email || null,
    contactOfficeNo: joinPhone(values.officeCountryCode, values.contactOfficeNo),
    officeCountryCode: values.officeCountryCode,
    contactMobileNo: joinPhone(values.mobileCountryCode, values.contactMobileNo),
    mobileCountryCode: values.mobileCountryCode,
    tradeLicenseNo: values.tradeLicenseNo,
    tradeLicenseIssuedAt: values.tradeLicenseIssuedAt,
    tradeLicenseIssuedBy: values.tradeLicenseIssuedBy,
    tradeLicenseIssuedDate: dateOnlyToIso(values.tradeLicenseIssuedDate),
    tradeLicenseExpiryDate: dateOnlyToIso(values.tradeLicenseExpiryDate),
    entityType: values.entityType,
    countriesOfOperation: joinColonList(values.countriesOfOperation),
    businessActivity: values.businessActivity,
    isDealingWithImportExport: importExport,
    importExportCountries: importExport ? joinColonList(values.importExportCountries) : '',
    hasSisterConcernBranch: sisterConcern,
    sisterConcernCountry: sisterConcern ? values.sisterConcernCountry : '',
    accountHoldingBankName: values.accountHoldingBankName,
    customerType: values.customerType,
    productType: joinColonList(values.productType),
    productSource: values.productSource,
    paymentMode: values.paymentMode,
    paymentModeOther: values.paymentMode === 'Others' ? values.paymentModeOther : '',
    deliveryChannel: values.deliveryChannel,
    expectedNoOfTxn: values.expectedNoOfTxn,
    expectedVolume: values.expectedVolume,
    kycDocumentsCollected: values.kycDocumentsCollected,
    isEntityRegisteredInGOAML: values.isEntityRegisteredInGOAML,
    dualUseGoods: values.dualUseGoods === 'Yes',
    remarks: values.remarks,
    needsOnGoingScreening: values.needsOnGoingScreening,
    fuzzyLevel: values.fuzzyLevel,
    vatRegistrationNumber: values.vatRegistrationNumber,
    tenancyContractExpiryDate: dateOnlyToIso(values.tenancyContractExpiryDate),
    files: files.files ?? [],
    existingFiles: files.existingFiles ?? [],
    deletedFiles: files.deletedFiles ?? [],
    partners: values.partners.map(toPartner),
    status: SUBMITTED_STATUS,
  };
}

function yesNo(value: boolean | null | undefined): '' | 'Yes' | 'No' {
  return value == null ? '' : value ? 'Yes' : 'No';
}

export type CorporateRecord = Loose<
  Omit<CorporateRegistration, 'partners' | 'files' | 'existingFiles' | 'deletedFiles' | 'fuzzyLevel' | 'poBoxNo'>
> & {
  poBoxNo?: string | number | null;
  fuzzyLevel?: string | number | null;
  partners?: Loose<Partner>[] | null;
};

/** A stored or submitted corporate customer → form values (edit mode, server-side validation). */
export function corporateToFormInput(record: CorporateRecord): CorporateFormInput {
  const office = splitPhone(record.contactOfficeNo);
  const mobile = splitPhone(record.contactMobileNo);
  return {
    companyName: record.companyName ?? '',
    companyAddress: record.companyAddress ?? '',
    city: record.city ?? '',
    countryOfIncorporation: record.countryOfIncorporation ?? '',
    poBoxNo: record.poBoxNo ?? '',
    email: record.email ?? '',
    officeCountryCode: record.officeCountryCode || office.code,
    contactOfficeNo: office.number,
    mobileCountryCode: record.mobileCountryCode || mobile.code,
    contactMobileNo: mobile.number,
    tradeLicenseNo: record.tradeLicenseNo ?? '',
    tradeLicenseIssuedAt: record.tradeLicenseIssuedAt ?? '',
    tradeLicenseIssuedBy: record.tradeLicenseIssuedBy ?? '',
    tradeLicenseIssuedDate: storedDateToInput(record.tradeLicenseIssuedDate),
    tradeLicenseExpiryDate: storedDateToInput(record.tradeLicenseExpiryDate),
    vatRegistrationNumber: record.vatRegistrationNumber ?? '',
    tenancyContractExpiryDate: storedDateToInput(record.tenancyContractExpiryDate),
    entityType: record.entityType ?? '',
    countriesOfOperation: splitColonList(record.countriesOfOperation),
    businessActivity: record.businessActivity ?? '',
    isDealingWithImportExport: yesNo(record.isDealingWithImportExport),
    importExportCountries: splitColonList(record.importExportCountries),
    hasSisterConcernBranch: yesNo(record.hasSisterConcernBranch),
    sisterConcernCountry: record.sisterConcernCountry ?? '',
    accountHoldingBankName: record.accountHoldingBankName ?? '',
    customerType: record.customerType ?? '',
    productType: splitColonList(record.productType),
    productSource: record.productSource ?? '',
    paymentMode: record.paymentMode ?? '',
    paymentModeOther: record.paymentModeOther ?? '',
    deliveryChannel: record.deliveryChannel ?? '',
    expectedNoOfTxn: record.expectedNoOfTxn ?? '',
    expectedVolume: record.expectedVolume ?? '',
    kycDocumentsCollected: record.kycDocumentsCollected ?? '',
    isEntityRegisteredInGOAML: record.isEntityRegisteredInGOAML ?? '',
    dualUseGoods: yesNo(record.dualUseGoods),
    remarks: record.remarks ?? '',
    needsOnGoingScreening: record.needsOnGoingScreening ?? false,
    fuzzyLevel: record.fuzzyLevel ?? '',
    partners: (record.partners ?? []).map(partnerToFormInput),
  };
}

const loose = z.string().nullish();
const looseNumber = z.number().nullish();
const looseBoolean = z.boolean().nullish();

/** Server-side validation of the corporate body with the form's rules (see individualRegistrationSchema). */
export const corporateRegistrationSchema = z
  .object({
    companyName: loose,
    companyAddress: loose,
    city: loose,
    countryOfIncorporation: loose,
    poBoxNo: z.union([z.string(), z.number()]).nullish(),
    email: loose,
    contactOfficeNo: loose,
    officeCountryCode: loose,
    contactMobileNo: loose,
    mobileCountryCode: loose,
    tradeLicenseNo: loose,
    tradeLicenseIssuedAt: loose,
    tradeLicenseIssuedBy: loose,
    tradeLicenseIssuedDate: loose,
    tradeLicenseExpiryDate: loose,
    entityType: loose,
    countriesOfOperation: loose,
    businessActivity: loose,
    isDealingWithImportExport: looseBoolean,
    importExportCountries: loose,
    hasSisterConcernBranch: looseBoolean,
    sisterConcernCountry: loose,
    accountHoldingBankName: loose,
    customerType: loose,
    productType: loose,
    productSource: loose,
    paymentMode: loose,
    paymentModeOther: loose,
    deliveryChannel: loose,
    expectedNoOfTxn: looseNumber,
    expectedVolume: looseNumber,
    kycDocumentsCollected: loose,
    isEntityRegisteredInGOAML: loose,
    dualUseGoods: looseBoolean,
    remarks: loose,
    needsOnGoingScreening: looseBoolean,
    fuzzyLevel: z.union([z.string(), z.number()]).nullish(),
    vatRegistrationNumber: loose,
    tenancyContractExpiryDate: loose,
    files: z.array(fileItemSchema).nullish(),
    existingFiles: z.array(fileItemSchema).nullish(),
    deletedFiles: z.array(fileNameSchema).max(20).nullish(),
    partners: z.array(partnerShape).nullish(),
    status: loose,
  })
  .transform((body, ctx) => {
    const files = body.files ?? [];
    const existingFiles = body.existingFiles ?? [];
    const deletedFiles = body.deletedFiles ?? [];
    const kept = existingFiles.filter((file) => !deletedFiles.includes(file.filename)).length;
    const parsed = corporateFormSchema.safeParse(corporateToFormInput(body));
    const fileMessages = checkFileItems(files, FULL_FORM_FILE_RULES, kept);
    if (!parsed.success || fileMessages.length > 0) {
      for (const issue of parsed.error?.issues ?? []) addIssue(ctx, issue.path, issue.message);
      addFileIssues(ctx, fileMessages);
      return z.NEVER;
    }
    return toCorporateRegistration(parsed.data, { files, existingFiles, deletedFiles });
  });
export type CorporateRegistrationBody = z.input<typeof corporateRegistrationSchema>;

/** Spec 2 §5.4 hint shown under the bank name. */
export const ACCOUNT_HOLDING_BANK_NAME_HINT = 'max 50 characters';
