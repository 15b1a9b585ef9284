import {
  type AccountStatistics,
  EXPIRY_WARNING_DAYS,
  RISK_BAND_CARD,
  STATISTICS_CARD_TITLES,
  STATISTICS_DEFAULT_PAGE_SIZE,
  STATISTICS_MONITORING,
  STATISTICS_RISK_BANDS,
  STATISTICS_STATUSES,
  STATISTICS_USER_TYPES,
  type StatisticsCard,
  type StatisticsFigure,
  type StatisticsRiskBand,
  type StatisticsUsersPage,
  type StatisticsUsersQuery,
  statisticsToday,
} from '@aml/contracts';
import { RISK_BANDS } from '@aml/risk';
import type { AppDeps } from '../../app-deps';
import { type TenantContext, withTenant } from '../../db/tenant-scope';
import { latestMonitoringRun } from '../monitoring/monitoring.service';
import {
  countCards,
  type EntryKind,
  type ExpiryWindow,
  pageCardEntries,
  type StatisticsEntry,
} from './statistics.repo';

type Deps = Pick<AppDeps, 'db'>;

/** Spec 1 §4, §9: expiring from today (the UAE calendar day) through 30 days ahead, today included. */
export function expiryWindow(now: Date): ExpiryWindow {
  const today = statisticsToday(now);
  const until = new Date(Date.parse(`${today}T00:00:00Z`) + EXPIRY_WARNING_DAYS * 86_400_000);
  return { today, until: until.toISOString().slice(0, 10) };
}

/** Spec 1 §2.6: percentages are of Total Onboarded Users, rounded to the whole percent. */
const percentOf = (count: number, total: number) => (total === 0 ? 0 : Math.round((count * 100) / total));

const riskLabelOf = (band: StatisticsRiskBand) => RISK_BANDS.find((b) => b.key === band)?.shortLabel ?? 'Unknown';

/** GET /api/account-statistics: every figure of the Account Statistics screen, counted by the database. */
export async function accountStatistics(deps: Deps, ctx: TenantContext, now = new Date()): Promise<AccountStatistics> {
  const window = expiryWindow(now);
  const { counts, lastMonitoringRun } = await withTenant(deps.db, ctx, async (tx) => ({
    counts: await countCards(tx, ctx.tenantId, window),
    lastMonitoringRun: await latestMonitoringRun(tx, ctx.tenantId),
  }));
  const of = (kind: EntryKind, card: StatisticsCard) => counts.get(kind)?.[card] ?? 0;
  const total = of('individual', 'total') + of('corporate', 'total');
  const figure = (card: StatisticsCard, label: string): StatisticsFigure => {
    const individuals = of('individual', card);
    const corporates = of('corporate', card);
    const partners = of('partner', card);
    const count = individuals + corporates + partners;
    const isExpiry = card === 'expiringSoon' || card === 'expired';
    return {
      card,
      label,
      count,
      individuals,
      corporates,
      partners,
      percent: isExpiry ? null : percentOf(count, total),
    };
  };
  return {
    today: window.today,
    expiringUntil: window.until,
    total: figure('total', STATISTICS_CARD_TITLES.total),
    ongoingMonitoring: figure('ongoing', STATISTICS_CARD_TITLES.ongoing),
    onboarded: figure('onboarded', STATISTICS_CARD_TITLES.onboarded),
    highRisk: figure('highRisk', STATISTICS_CARD_TITLES.highRisk),
    userTypes: STATISTICS_USER_TYPES.map((t) => figure(t.card, t.label)),
    riskLevels: STATISTICS_RISK_BANDS.map((band) => ({ ...figure(RISK_BAND_CARD[band], riskLabelOf(band)), band })),
    statuses: STATISTICS_STATUSES.map((s) => ({ ...figure(s.card, s.label), status: s.status })),
    monitoring: STATISTICS_MONITORING.map((m) => figure(m.card, m.label)),
    expiry: [
      figure('expiringSoon', STATISTICS_CARD_TITLES.expiringSoon),
      figure('expired', STATISTICS_CARD_TITLES.expired),
    ],
    lastMonitoringRun,
  };
}

const toUser = (entry: StatisticsEntry) => ({
  kind: entry.kind,
  id: entry.id,
  linkType: entry.kind === 'individual' ? ('individual' as const) : ('corporate' as const),
  linkId: entry.linkId,
  name: entry.name,
  expiryDate: entry.expiryDate,
  expiryDocument: entry.expiryDocument,
  documentNumber: entry.documentNumber,
  status: entry.status,
  riskScore: entry.riskScore,
  riskBand: entry.riskBand,
  riskLabel: riskLabelOf(entry.riskBand),
  monitoring: entry.ongoing ? ('Ongoing' as const) : ('Regular' as const),
});

/** GET /api/account-statistics/users: one page of the users behind a card (its dialog). */
export async function statisticsUsers(
  deps: Deps,
  ctx: TenantContext,
  query: StatisticsUsersQuery,
  now = new Date(),
): Promise<StatisticsUsersPage> {
  const pageSize = query.pageSize ?? STATISTICS_DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  const { rows, total } = await withTenant(deps.db, ctx, (tx) =>
    pageCardEntries(tx, ctx.tenantId, expiryWindow(now), query, { limit: pageSize, offset: (page - 1) * pageSize }),
  );
  return {
    card: query.card,
    items: rows.map(toUser),
    total,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}
