import {
  DEFAULT_TRANSACTION_TYPE,
  DPMSR_CUSTOMER_TYPES,
  type DpmsrCustomerType,
  GOAML_ITEM_TYPE_CODES,
  GOAML_REPORT_CODE,
  GOAML_SUBMISSION_CODE,
  type GoamlReportIndicator,
  ITEM_TYPES,
  type ItemType,
  TRANSACTION_TYPES,
  type TransactionType,
} from '@aml/contracts';
import { DPMSR_ACTION, LOCAL_CURRENCY, TRANSACTION_STATUS_CODES } from './codes';
import { buildCorporateParty } from './corporate';
import { checkDpmsrEligibility } from './eligibility';
import { readCurrency, readDate, readMoney, readText } from './fields';
import { dpmsrFileName } from './file-name';
import { buildIndividualParty, type PartyParts } from './individual';
import type { BuildOptions, DpmsrReport, DpmsrReportInput } from './model';
import { type Place, ProblemList, type ReportProblem } from './problems';
import { buildReportingParts } from './reporting-person';
import { cleanText } from './text';
import { leaf, node, optionalNode, serialize } from './xml-node';

export type DpmsrXmlResult =
  | {
      readonly ok: true;
      /** The goAML file, UTF-8 text with an XML declaration. */
      readonly xml: string;
      /** Spec 3 §9 pattern: entity reference, customer name, date. */
      readonly fileName: string;
      readonly indicator: GoamlReportIndicator;
    }
  | {
      readonly ok: false;
      readonly reason: 'incomplete';
      /** Every field to complete or correct, in the order the report is read. */
      readonly problems: readonly ReportProblem[];
    }
  | {
      readonly ok: false;
      readonly reason: 'not-eligible';
      /** Spec 3 §8's Transaction Not Eligible text. */
      readonly message: string;
    };

/**
 * Builds the goAML DPMSR file for one report (UAE FIU goAML 5.0.2, report code DPMSR, spec 3 §9). Pure and
 * deterministic: the same input gives the same bytes (no clock is read; the date is the report's own).
 *
 * It never returns a file the schema would reject: a report below the 55,000 AED threshold is refused as the
 * screen refuses it (spec 3 §5), and a report missing a value the file cannot do without is refused with the
 * list of those fields in the screen's words.
 */
export function buildDpmsrXml(input: DpmsrReportInput, options: BuildOptions = {}): DpmsrXmlResult {
  const { tenant, report } = input;
  const eligibility = checkDpmsrEligibility(report);
  if (!eligibility.eligible) return { ok: false, reason: 'not-eligible', message: eligibility.message };

  const problems = new ProblemList();
  const place: Place = { problems, section: 'Report details', path: 'report' };
  // In the order of the screen's sections (customer, then profile, then report details), so the list of
  // fields to complete reads top to bottom.
  const customer = buildCustomer(report, problems);
  const reporting = buildReportingParts(tenant, problems);
  const entityReference = readText(place, 'entityReference', 'Entity reference', report.entityReference, {
    // goAML identifies the filing by it and the file is named after it, so {unavailable} will not do.
    max: 255,
    ifMissing: 'require',
    oneLine: true,
  });
  const submissionDate = readDate(place, 'createdDate', 'Report date', options.submissionDate ?? report.createdDate, {
    kind: 'dateTime',
    required: true,
  });
  const localCurrency =
    readCurrency(place, 'currencyCodeLocal', 'Local currency', report.currencyCodeLocal, { required: false }) ??
    LOCAL_CURRENCY;
  const currency =
    readCurrency(place, 'currencyCode', 'Currency', report.currencyCode, { required: false }) ?? localCurrency;
  const itemType = readItemType(place, report.itemType);
  const transactionType = readTransactionType(place, report.transactionType);
  // Spec 3 §3: the labels are swapped. estimatedValue is what the officer entered as "Disposed Value" (the amount
  // the item changed hands for, the amount the 55,000 AED rule tests), so it is goAML's disposed_value;
  // disposedValue, entered as "Estimated Value", is goAML's estimated_value.
  const dealAmount = readMoney(place, 'estimatedValue', 'Disposed Value', report.estimatedValue);
  const estimate = readMoney(place, 'disposedValue', 'Estimated Value', report.disposedValue);

  const text = (key: keyof DpmsrReport, label: string, max: number, ifMissing: 'unavailable' | 'omit') =>
    readText(place, key, label, report[key], { max, ifMissing });
  const partyReason =
    itemType && dealAmount.ok ? `${transactionType} of ${itemType} worth ${currency} ${dealAmount.text}` : undefined;

  const tree = node('report', [
    leaf('rentity_id', reporting.rentityId),
    leaf('submission_code', GOAML_SUBMISSION_CODE),
    leaf('report_code', GOAML_REPORT_CODE),
    leaf('entity_reference', entityReference),
    leaf('submission_date', submissionDate),
    leaf('currency_code_local', localCurrency),
    reporting.reportingPerson,
    reporting.location,
    leaf('reason', text('reason', 'Reason', 8000, 'unavailable')),
    leaf('action', DPMSR_ACTION),
    node('activity', [
      node('report_parties', [
        optionalNode('report_party', [
          customer?.party,
          leaf('reason', partyReason),
          leaf('comments', text('comments', 'Comments', 8000, 'omit')),
        ]),
      ]),
      node('goods_services', [
        node('item', [
          leaf('item_type', itemType && GOAML_ITEM_TYPE_CODES[itemType]),
          leaf(
            'item_make',
            readText(place, 'itemMake', 'Item make', report.itemMake, { max: 255, ifMissing: 'omit', oneLine: true }),
          ),
          leaf('description', text('description', 'Description', 8000, 'unavailable')),
          leaf('estimated_value', estimate.ok ? estimate.text : undefined),
          leaf('status_code', TRANSACTION_STATUS_CODES[transactionType]),
          leaf('status_comments', text('statusComments', 'Status comments', 500, 'unavailable')),
          leaf('disposed_value', dealAmount.ok ? dealAmount.text : undefined),
          leaf('currency_code', currency),
          leaf(
            'registration_number',
            readText(place, 'registrationNumber', 'Registration number', report.registrationNumber, {
              max: 500,
              ifMissing: 'omit',
              oneLine: true,
            }),
          ),
          leaf(
            'identification_number',
            readText(place, 'identificationNumber', 'Identification number', report.identificationNumber, {
              max: 255,
              ifMissing: 'omit',
              oneLine: true,
            }),
          ),
        ]),
      ]),
    ]),
    node('report_indicators', [leaf('indicator', customer?.indicator ?? undefined)]),
  ]);

  const indicator = customer?.indicator ?? null;
  if (problems.items.length > 0 || indicator === null || submissionDate === undefined) {
    return { ok: false, reason: 'incomplete', problems: problems.items };
  }
  return {
    ok: true,
    xml: serialize(tree),
    fileName: dpmsrFileName({ entityReference, customerName: customer?.displayName, date: submissionDate }),
    indicator,
  };
}

function buildCustomer(report: DpmsrReport, problems: ProblemList): PartyParts | undefined {
  const type = customerTypeOf(report.customerType);
  if (type === undefined) {
    const given = cleanText(report.customerType);
    problems.add(
      'report.customerType',
      'Customer Selection',
      'Customer type',
      given === undefined ? 'missing' : 'invalid',
      given === undefined
        ? 'Customer Selection: Customer type is required.'
        : `Customer Selection: Customer type must be ${DPMSR_CUSTOMER_TYPES.join(' or ')} ("${given}").`,
    );
    return undefined;
  }
  const individual = type === 'Individual' ? report.individualUser : undefined;
  const corporate = type === 'Corporate' ? report.corporateUser : undefined;
  if (individual) return buildIndividualParty(individual, problems);
  if (corporate) return buildCorporateParty(corporate, problems);
  // Spec 3 §5: "Please select a customer."
  problems.add(
    type === 'Individual' ? 'report.individualUser' : 'report.corporateUser',
    'Customer Selection',
    'Customer',
    'missing',
    'Please select a customer.',
  );
  return undefined;
}

function customerTypeOf(value: unknown): DpmsrCustomerType | undefined {
  const text = cleanText(value)?.toLowerCase();
  return DPMSR_CUSTOMER_TYPES.find((t) => t.toLowerCase() === text);
}

function readItemType(place: Place, value: unknown): ItemType | undefined {
  const text = cleanText(value);
  if (text === undefined) {
    place.problems.missing('report.itemType', place.section, 'Item type');
    return undefined;
  }
  const found = ITEM_TYPES.find((t) => t.toLowerCase() === text.toLowerCase());
  if (found === undefined) {
    place.problems.invalid('report.itemType', place.section, 'Item type', `must be one of ${ITEM_TYPES.join(', ')}`);
  }
  return found;
}

/** Spec 3 §3: Purchase when absent. */
function readTransactionType(place: Place, value: unknown): TransactionType {
  const text = cleanText(value);
  if (text === undefined) return DEFAULT_TRANSACTION_TYPE;
  const found = TRANSACTION_TYPES.find((t) => t.toLowerCase() === text.toLowerCase());
  if (found === undefined) {
    const why = `must be ${TRANSACTION_TYPES.join(' or ')}`;
    place.problems.invalid('report.transactionType', place.section, 'Transaction type', why);
    return DEFAULT_TRANSACTION_TYPE;
  }
  return found;
}
