import type { PlatformRole, TenantRole } from '@aml/contracts';
import { ALWAYS_SERVED_PATH, SERVED_DASHBOARD_PATHS } from '../served-screens';

export type NavIcon =
  | 'profile'
  | 'stats'
  | 'customers'
  | 'review'
  | 'alerts'
  | 'monitoring'
  | 'screening'
  | 'batch'
  | 'onboarding'
  | 'quick-onboarding'
  | 'adverse'
  | 'logs'
  | 'dpmsr'
  | 'tenants'
  | 'news'
  | 'wallpaper'
  | 'watchlists';

export interface NavLinkEntry {
  kind: 'link';
  label: string;
  to: string;
  icon: NavIcon;
  /** Further paths (with their sub-paths) that highlight this entry. */
  alsoActiveOn?: readonly string[];
}

export interface NavGroupEntry {
  kind: 'group';
  label: string;
  icon: NavIcon;
  children: readonly NavLinkEntry[];
}

export type NavEntry = NavLinkEntry | NavGroupEntry;

export interface NavigationContext {
  role: PlatformRole;
  clientRole: TenantRole | null;
  ongoingMonitoringEnabled: boolean;
}

const link = (label: string, to: string, icon: NavIcon, alsoActiveOn?: readonly string[]): NavLinkEntry => ({
  kind: 'link',
  label,
  to,
  icon,
  alsoActiveOn,
});

const inReview = link('In Review', '/dashboard/review', 'review');

/** Spec 1 §2.3: the super user sees only the platform administration entries (plus Watchlists, issue 3). */
const SUPER_USER_NAVIGATION: readonly NavEntry[] = [
  link('Tenants', '/dashboard/tenants', 'tenants'),
  link('News and Articles', '/dashboard/manage-news', 'news'),
  link('Wallpaper', '/dashboard/manage-wallpaper', 'wallpaper'),
  // Not in spec 1 §2.3: issue 3 adds the super user's Watchlists screen (docs/decisions/052).
  link('Watchlists', '/dashboard/watchlists', 'watchlists'),
];

/** Spec 1 §2.3 and §6: tenant navigation; FLA loses the review entries, ongoing monitoring adds a group. */
export function buildNavigation(context: NavigationContext): NavEntry[] {
  if (context.role === 'SuperUser') return [...SUPER_USER_NAVIGATION];

  const review: NavEntry[] =
    context.clientRole === 'FLA'
      ? []
      : context.ongoingMonitoringEnabled
        ? [
            {
              kind: 'group',
              label: 'Review',
              icon: 'review',
              children: [
                inReview,
                link('Ongoing Monitoring Alerts', '/dashboard/ongoingAlerted', 'alerts'),
                // Not in spec 1 §2.3: issue 17's record of the monitoring runs, beside the alerts they raise.
                link('Monitoring Runs', '/dashboard/monitoring-runs', 'monitoring'),
              ],
            },
          ]
        : [inReview];

  return [
    link('Profile', '/dashboard/profileinfo', 'profile'),
    link('Account Stats', '/dashboard/accountinfo', 'stats'),
    link('Customers', '/dashboard/customers', 'customers'),
    ...review,
    {
      kind: 'group',
      label: 'Screening',
      icon: 'screening',
      children: [
        // Spec 1 §2.2: quick screening is the same screen as search.
        link('Quick', '/dashboard/screening', 'screening', ['/dashboard/search']),
        link('Bulk/Batch', '/dashboard/batch-screening', 'batch', ['/dashboard/batch-results']),
      ],
    },
    {
      kind: 'group',
      label: 'Onboarding',
      icon: 'onboarding',
      children: [
        link('Customer Onboarding', '/dashboard/onboard', 'onboarding'),
        // Spec 1 §2.2: batch-onboard and single-onboard highlight the Quick Onboarding entry.
        link('Quick Onboarding', '/dashboard/quick-onboard', 'quick-onboarding', [
          '/dashboard/batch-onboard',
          '/dashboard/single-onboard',
        ]),
      ],
    },
    link('Adverse Search', '/dashboard/adverseSearch', 'adverse'),
    link('Screening Logs', '/dashboard/screeninglogs', 'logs'),
    link('DPMSR Reporting', '/dashboard/dpmsr', 'dpmsr'),
    // Not in spec 1 §2.3: issue 10's read-only view of the lists screenings run against.
    link('Sanctions Lists', '/dashboard/sanctions-lists', 'watchlists'),
  ];
}

function matchesPath(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function isLinkActive(entry: NavLinkEntry, pathname: string): boolean {
  return [entry.to, ...(entry.alsoActiveOn ?? [])].some((base) => matchesPath(pathname, base));
}

export function isEntryActive(entry: NavEntry, pathname: string): boolean {
  return entry.kind === 'link' ? isLinkActive(entry, pathname) : entry.children.some((c) => isLinkActive(c, pathname));
}

/** Every page of the navigation in the order a reader meets it, groups opened. */
export function navigationLinks(entries: readonly NavEntry[]): NavLinkEntry[] {
  return entries.flatMap((entry) => (entry.kind === 'link' ? [entry] : [...entry.children]));
}

/**
 * Where a bare /dashboard lands: the one place of this rule. Spec 1 §2.2 sends the super user to tenants
 * and everyone else to customers; should that screen not be served by a build, the user lands on the first
 * entry of their own navigation that is, and on Change Password when none is.
 */
export function homePathFor(context: NavigationContext, served: ReadonlySet<string> = SERVED_DASHBOARD_PATHS): string {
  const specHome = context.role === 'SuperUser' ? '/dashboard/tenants' : '/dashboard/customers';
  if (served.has(specHome)) return specHome;
  const firstServed = navigationLinks(buildNavigation(context)).find((entry) => served.has(entry.to));
  return firstServed?.to ?? ALWAYS_SERVED_PATH;
}
