import type { Db } from '../src/db/database';
import { corporateCustomers, individualCustomers } from '../src/db/schema';
import { buildCorporateBody, buildIndividualBody } from './customers';

/**
 * A book of customers written straight to the tables (no screening, no API): the list tests compare the
 * server's paging, sorting and search with a plain computation over these rows, and `bench:customers`
 * seeds 100,000 of them. Values come from a seeded generator: the same seed gives the same book.
 */

const FIRST = ['Aisha', 'Omar', 'Fatima', 'Rahul', 'Li', 'Sara', 'Yusuf', 'Maria', 'Ahmed', 'Priya', 'John', 'Noor'];
const LAST = ['Khan', 'Rahman', 'Patel', 'Smith', 'Haddad', 'Chen', 'Nasser', 'Garcia', 'Mehta', 'Said', 'Olsen'];
const COMPANY = ['Golden', 'Desert', 'Pearl', 'Falcon', 'Emerald', 'Oasis', 'Crescent', 'Royal', 'Sapphire'];
const TRADE = ['Jewellery', 'Bullion', 'Gems', 'Diamonds', 'Trading', 'Metals'];
const COUNTRIES = ['United Arab Emirates', 'India', 'Pakistan', 'United Kingdom', 'Egypt', 'China', 'Lebanon'];
const STATUSES = ['Onboarded', 'Onboarded', 'Onboarded', 'In Review', 'Alerted', 'Rejected', 'FalseMatchOnboarded'];
const LABELS = ['Low Risk', 'Medium Risk', 'Medium High Risk', 'High Risk'];

/** mulberry32: small, fast, good enough to vary test data deterministically. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeedOptions {
  tenantId: string;
  individuals: number;
  corporates: number;
  seed: number;
  /** Rows per INSERT statement. */
  chunk?: number;
  /** Called after each chunk with the rows written so far. */
  progress?: (written: number) => void;
}

export async function seedCustomers(db: Db, options: SeedOptions): Promise<void> {
  const random = seededRandom(options.seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const { userID: _u, files: _f, deletedFiles: _d, status: _s, ...individualTemplate } = buildIndividualBody();
  const {
    corporateUserId: _c,
    files: _cf,
    partners: _p,
    ...corporateTemplate
  } = buildCorporateBody() as unknown as Record<string, unknown>;
  const base = Date.UTC(2026, 0, 1);
  const chunk = options.chunk ?? 1000;
  let written = 0;

  const risk = () => {
    if (random() < 0.1) return { riskScore: null, riskLabel: null };
    const score = Math.round((1 + random() * 3) * 100) / 100;
    return { riskScore: score, riskLabel: LABELS[Math.min(3, Math.floor(score - 1))] ?? null };
  };
  const createdAt = () => new Date(base + Math.floor(random() * 300 * 24 * 3600) * 1000);

  for (let start = 0; start < options.individuals; start += chunk) {
    const rows = [];
    for (let i = start; i < Math.min(options.individuals, start + chunk); i++) {
      const firstName = pick(FIRST);
      const lastName = `${pick(LAST)}${i % 7 === 0 ? ` ${pick(LAST)}` : ''}`;
      const country = pick(COUNTRIES);
      const email =
        random() < 0.15 ? null : `${firstName}.${lastName}.${i}@example.com`.replace(/ /g, '').toLowerCase();
      const details = {
        ...individualTemplate,
        firstName,
        lastName,
        country,
        email: email ?? '',
        idNo: `S${options.seed}-${i}`,
      };
      rows.push({
        tenantId: options.tenantId,
        firstName,
        lastName,
        dateOfBirth: '1990-05-01',
        nationality: details.nationality,
        country,
        email,
        idType: details.idType,
        idNo: details.idNo,
        status: pick(STATUSES),
        ...risk(),
        needsOngoingScreening: random() < 0.3,
        fuzzyLevel: '0',
        details,
        createdAt: createdAt(),
      });
    }
    await db.insert(individualCustomers).values(rows);
    written += rows.length;
    options.progress?.(written);
  }

  for (let start = 0; start < options.corporates; start += chunk) {
    const rows = [];
    for (let i = start; i < Math.min(options.corporates, start + chunk); i++) {
      const companyName = `${pick(COMPANY)} ${pick(TRADE)} ${i} LLC`;
      const country = pick(COUNTRIES);
      const email = random() < 0.15 ? null : `info${i}@${pick(COMPANY).toLowerCase()}.example.com`;
      const tradeLicenseNo = `TL-${options.seed}-${i}`;
      rows.push({
        tenantId: options.tenantId,
        companyName,
        countryOfIncorporation: country,
        tradeLicenseNo,
        email,
        status: pick(STATUSES),
        ...risk(),
        needsOngoingScreening: random() < 0.3,
        fuzzyLevel: '0',
        details: {
          ...corporateTemplate,
          companyName,
          countryOfIncorporation: country,
          email: email ?? '',
          tradeLicenseNo,
        },
        createdAt: createdAt(),
      });
    }
    await db.insert(corporateCustomers).values(rows);
    written += rows.length;
    options.progress?.(written);
  }
}
