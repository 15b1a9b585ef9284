import type {
  CustomerHistoryEntry,
  CustomerListPage,
  CustomerListRow,
  FalseMatchReview,
  FoundRecord,
  IndividualCustomer,
  PersonWithHits,
  RiskDetails,
} from '@aml/contracts';
import { scoreIndividual } from '@aml/risk';

export const INDIVIDUAL_ID = '0b7d3c1e-2f4a-4b5c-8d9e-a1b2c3d4e5f6';

/** A saved individual customer as GET individual-user/{id} answers it (spec 2 §3.1). */
export function buildIndividualCustomer(overrides: Partial<IndividualCustomer> = {}): IndividualCustomer {
  return {
    userId: INDIVIDUAL_ID,
    customerId: 'CUS-000123',
    status: 'In Review',
    pendingReason: null,
    riskScore: 4,
    riskLabel: 'High Risk',
    riskDetails: null,
    needsOnGoingScreening: false,
    onGoingScreeningEnabledAt: null,
    fuzzyLevel: '1',
    remarks: 'Walk-in client',
    onBoardedBy: 'mlro@demo.test',
    tenantUserId: null,
    createdDate: '2026-01-05T09:00:00.000Z',
    lastUpdated: '2026-01-05T09:00:00.000Z',
    lastScreenedAt: '2026-01-05T09:00:00.000Z',
    isDeleted: false,
    deletedAt: null,
    files: [
      {
        id: 'file-1',
        filename: 'passport.pdf',
        sasUrl: '/api/files/file-1?sig=abc',
        contentType: 'application/pdf',
        size: 48_000,
        sha256: 'a'.repeat(64),
        uploadedAt: '2026-01-05T09:00:00.000Z',
      },
    ],
    firstName: 'Mohammed Abdullah',
    lastName: 'Al-Khayali',
    dateOfBirth: '1975-03-14T00:00:00.000Z',
    email: 'mohammed@example.test',
    address: 'Villa 12, Street 4',
    city: 'Dubai',
    country: 'United Arab Emirates',
    nationality: 'India',
    gender: 'Male',
    otherGender: '',
    contactNo: '+971-501234567',
    occupation: 'Trader',
    placeOfBirth: 'India',
    countryOfResidence: 'United Arab Emirates',
    modeOfApproach: 'Walk-In Customer',
    idType: 'Passport',
    idNo: 'P1234567',
    idIssuedBy: 'Government of India',
    idIssuedAt: 'India',
    idIssuedDate: '2020-01-01T00:00:00.000Z',
    idExpiryDate: '2032-01-01T00:00:00.000Z',
    pep: 'No',
    purpose: 'Personal Use',
    otherPurpose: '',
    paymentMode: 'Cash',
    otherPaymentMode: '',
    sourceOfIncome: 'Salary',
    expectedNoOfTxn: 4,
    expectedVolume: 20000,
    dualNationality: 'No',
    dualCitizenshipCountry: '',
    residentialStatus: 'Resident',
    productType: '24K Gold Bar:Silver Bar/Jewellery',
    ...overrides,
  };
}

/** A found record as the screening engine writes it (spec 2 §3.9), with its explanation. */
export function buildFoundRecord(overrides: Partial<FoundRecord> = {}): FoundRecord {
  return {
    name: 'Mohammed Abdullah Al-Khayali',
    alias_names: ['Muhammad bin Abdulla Khayali'],
    given_names: ['Mohammed Abdullah'],
    last_names: ['Al-Khayali'],
    date_of_birth: ['14/03/1975'],
    gender: 'male',
    citizenship: ['Utopia'],
    place_of_birth: ['Atlantis City, Utopia'],
    occupations: [],
    political_parties: [],
    positions: [],
    sanction_details: ['Demonstration listing'],
    description: null,
    address: [],
    other_information: [],
    source_id: 'DEMO-001',
    source_type: 'Demo list (fictional names)',
    entity_type: 'Individual',
    links: [],
    pep_type: null,
    list_date: null,
    spouse: [],
    siblings: [],
    parents: [],
    score: 97,
    matched_name: 'Mohammed Abdullah Al-Khayali',
    explanation: {
      matchedName: 'Mohammed Abdullah Al-Khayali',
      nameType: 'primary',
      weakAlias: false,
      fuzziness: 1,
      tokens: [
        { query: 'Mohammed', queryNormalized: 'mohammed', list: 'mohammed', kind: 'exact', weight: 1, quality: 1 },
        { query: 'Abdulla', queryNormalized: 'abdulla', list: 'abdullah', kind: 'variant', weight: 2, quality: 0.9 },
        { query: 'Khayali', queryNormalized: 'khayali', list: 'khayali', kind: 'exact', weight: 3, quality: 1 },
      ],
      unmatchedListTokens: ['al'],
      nameScore: 95,
      dateOfBirth: { status: 'agree', query: '14/03/1975', list: ['14/03/1975'] },
      gender: { status: 'agree', query: 'male', list: 'male' },
      entityType: { status: 'agree', query: 'Individual', list: 'Individual' },
      citizenship: { status: 'disagree', query: 'India', list: ['Utopia'] },
      adjustments: [{ reason: 'Date of birth agrees', points: 5 }],
    },
    ...overrides,
  };
}

/** Stored riskDetails with a real breakdown from packages/risk, as the server writes it (spec 2 §3.9). */
export function buildRiskDetails(
  options: {
    records?: FoundRecord[];
    personWithHits?: PersonWithHits[];
    falseMatchReview?: FalseMatchReview;
    hits?: number;
  } = {},
): string {
  const records = options.records ?? [buildFoundRecord()];
  const hits = options.hits ?? records.length;
  const risk = scoreIndividual({
    residentialStatus: 'Resident',
    productType: '24K Gold Bar:Silver Bar/Jewellery',
    nationality: 'India',
    paymentMode: 'Cash',
    modeOfApproach: 'Walk-In Customer',
    pep: 'No',
    hits,
  });
  const details: RiskDetails = {
    timestamp: '2026-01-05T09:00:00.000Z',
    total_hits: hits,
    found_records: records,
    ...(options.personWithHits ? { personWithHits: options.personWithHits } : {}),
    list_versions: [
      {
        source: 'DEMO',
        sourceType: 'Demo list (fictional names)',
        version: '2026-01-01',
        publishedAt: null,
        entries: 6,
      },
      {
        source: 'OFAC',
        sourceType: 'OFAC SDN',
        version: '2026-01-03',
        publishedAt: '2026-01-03T00:00:00.000Z',
        entries: 18_245,
      },
    ],
    fuzzyLevel: '1',
    risk: risk as unknown as Record<string, unknown>,
    ...(options.falseMatchReview ? { falseMatchReview: options.falseMatchReview } : {}),
  };
  return JSON.stringify(details);
}

/** One row of the customer list (GET /api/customers). */
export function buildCustomerRow(overrides: Partial<CustomerListRow> = {}): CustomerListRow {
  return {
    kind: 'individual',
    id: INDIVIDUAL_ID,
    customerId: 'CUS-000123',
    name: 'Mohammed Abdullah Al-Khayali',
    country: 'United Arab Emirates',
    email: 'mohammed@example.test',
    status: 'In Review',
    createdDate: '2026-01-05T09:00:00.000Z',
    riskScore: 4,
    riskLabel: 'High Risk',
    needsOnGoingScreening: false,
    tradeLicenseNo: null,
    partnersToDecide: 0,
    monitoringAlert: null,
    ...overrides,
  };
}

export function buildCustomerPage(
  items: CustomerListRow[],
  overrides: Partial<Omit<CustomerListPage, 'items'>> = {},
): CustomerListPage {
  const pageSize = overrides.pageSize ?? 10;
  const total = overrides.total ?? items.length;
  return {
    items,
    total,
    page: 1,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    ...overrides,
  };
}

export function buildHistoryEntry(overrides: Partial<CustomerHistoryEntry> = {}): CustomerHistoryEntry {
  return {
    id: 1,
    at: '2026-01-05T09:00:00.000Z',
    action: 'customer.registered',
    title: 'Registered',
    actorEmail: 'fla@demo.test',
    statusChange: { from: null, to: 'In Review' },
    remarks: null,
    lines: ['Screened against Demo list (fictional names) 2026-01-01: 1 hit'],
    ...overrides,
  };
}
