import {
  corporateFormSchema,
  individualFormSchema,
  toCorporateRegistration,
  toIndividualRegistration,
} from '@aml/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sampleCorporateForm, sampleIndividualForm, samplePartner } from '../customers/sample-forms';

/**
 * A large book written by the database itself (generate_series), for `npm run bench:statistics`: 100,000
 * customers take seconds instead of minutes through inserts from Node. Every row carries a whole registration
 * in `details` (the sample forms' values), so that the rows are as wide as real ones; names, statuses, scores,
 * monitoring and expiry dates vary (setseed: the same book every run). Expiry dates spread from 400 days ago
 * to 3,600 days ahead, so about one in ten entries is expired and a few in a hundred expire within 30 days.
 */
export interface StatisticsBookOptions {
  tenantId: string;
  individuals: number;
  corporates: number;
  partnersPerCorporate: number;
  /** The calendar day the expiry dates are spread around (yyyy-MM-dd). */
  today: string;
}

const FIRST = ['Aisha', 'Omar', 'Fatima', 'Rahul', 'Li', 'Sara', 'Yusuf', 'Maria', 'Ahmed', 'Priya', 'John', 'Noor'];
const LAST = ['Khan', 'Rahman', 'Patel', 'Smith', 'Haddad', 'Chen', 'Nasser', 'Garcia', 'Mehta', 'Said', 'Olsen'];
const COMPANY = ['Golden', 'Desert', 'Pearl', 'Falcon', 'Emerald', 'Oasis', 'Crescent', 'Royal', 'Sapphire'];
const STATUSES = [
  'Onboarded',
  'Onboarded',
  'Onboarded',
  'Onboarded',
  'In Review',
  'Alerted',
  'Rejected',
  'FalseMatchOnboarded',
  'Pending',
  'Quick Onboarded',
];

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}::text`),
    sql`, `,
  )}]`;

/** An expiry date spread around today, as the registrations store it (midnight UTC ISO text). */
const spreadExpiry = (today: string) =>
  sql`to_char(${today}::date + (floor(random() * 4000)::int - 400), 'YYYY-MM-DD') || 'T00:00:00.000Z'`;
const riskScore = sql`case when random() < 0.1 then null else round((1 + random() * 3.5)::numeric, 2)::float8 end`;

export async function seedStatisticsBook(db: Db, options: StatisticsBookOptions): Promise<void> {
  const {
    userID: _u,
    files: _f,
    deletedFiles: _d,
    status: _s,
    ...individual
  } = toIndividualRegistration(individualFormSchema.parse(sampleIndividualForm({ idNo: 'template' })));
  const corporateBody = toCorporateRegistration(
    corporateFormSchema.parse(sampleCorporateForm({ tradeLicenseNo: 'TEMPLATE1', partners: [samplePartner()] })),
  );
  const { partners, files: _cf, existingFiles: _ef, deletedFiles: _cd, status: _cs, ...corporate } = corporateBody;
  const { corporatePartnerId: _p, status: _ps, ...partner } = partners[0] ?? {};

  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.15)`);
    await tx.execute(sql`
      insert into individual_customers (tenant_id, first_name, last_name, nationality, country, id_type, id_no,
        email, status, risk_score, needs_ongoing_screening, details, created_at)
      select ${options.tenantId}::uuid, s.first_name, s.last_name, 'India', 'United Arab Emirates', 'Passport', s.id_no,
        lower(s.first_name || '.' || s.last_name || '.' || s.g || '@example.com'),
        (${textArray(STATUSES)})[1 + floor(random() * ${STATUSES.length})::int], ${riskScore}, random() < 0.3,
        ${JSON.stringify(individual)}::jsonb || jsonb_build_object('firstName', s.first_name, 'lastName', s.last_name,
          'idNo', s.id_no, 'idExpiryDate', ${spreadExpiry(options.today)}),
        now() - make_interval(secs => s.g)
      from (
        select g, (${textArray(FIRST)})[1 + g % ${FIRST.length}] as first_name,
          (${textArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}] as last_name, 'BENCH-' || g as id_no
        from generate_series(1, ${options.individuals}) g
      ) s`);
    await tx.execute(sql`
      insert into corporate_customers (tenant_id, company_name, country_of_incorporation, trade_license_no, email,
        status, risk_score, needs_ongoing_screening, details, created_at)
      select ${options.tenantId}::uuid, s.company_name, 'United Arab Emirates', s.licence, 'info' || s.g || '@example.com',
        (${textArray(STATUSES)})[1 + floor(random() * ${STATUSES.length})::int], ${riskScore}, random() < 0.3,
        ${JSON.stringify(corporate)}::jsonb || jsonb_build_object('companyName', s.company_name, 'tradeLicenseNo', s.licence)
          -- One in twenty has no trade licence date: its tenancy contract counts instead (spec 1 §4).
          || case when s.g % 20 = 0
            then jsonb_build_object('tradeLicenseExpiryDate', null, 'tenancyContractExpiryDate', ${spreadExpiry(options.today)})
            else jsonb_build_object('tradeLicenseExpiryDate', ${spreadExpiry(options.today)}) end,
        now() - make_interval(secs => s.g)
      from (
        select g, (${textArray(COMPANY)})[1 + g % ${COMPANY.length}] || ' Bullion ' || g || ' LLC' as company_name,
          'BENCH-TL-' || g as licence
        from generate_series(1, ${options.corporates}) g
      ) s`);
    await tx.execute(sql`
      insert into corporate_partners (tenant_id, corporate_id, position, type, name, nationality, status, details)
      select c.tenant_id, c.id, p, 'Individual', s.name, 'India',
        case when c.status = 'Quick Onboarded' then 'Onboarded' else c.status end,
        ${JSON.stringify(partner)}::jsonb || jsonb_build_object('name', s.name, 'idExpiry', ${spreadExpiry(options.today)})
      from corporate_customers c
      cross join generate_series(1, ${options.partnersPerCorporate}) p
      cross join lateral (
        select (${textArray(FIRST)})[1 + (c.customer_number + p)::int % ${FIRST.length}] || ' '
          || (${textArray(LAST)})[1 + (c.customer_number * 7 + p)::int % ${LAST.length}] as name
      ) s
      where c.tenant_id = ${options.tenantId}::uuid`);
  });
}
