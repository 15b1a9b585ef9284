import { describe, expect, it } from 'vitest';
import { SERVED_DASHBOARD_PATHS } from '../served-screens';
import {
  buildNavigation,
  homePathFor,
  isEntryActive,
  isLinkActive,
  type NavEntry,
  type NavLinkEntry,
} from './navigation';

/** The navigation as a reader sees it: labels, with each group's pages under it. */
function outline(entries: NavEntry[]) {
  return entries.map((entry) =>
    entry.kind === 'link' ? entry.label : { [entry.label]: entry.children.map((child) => child.label) },
  );
}

function findLink(entries: NavEntry[], label: string): NavLinkEntry {
  for (const entry of entries) {
    if (entry.kind === 'link' && entry.label === label) return entry;
    if (entry.kind === 'group') {
      const child = entry.children.find((c) => c.label === label);
      if (child) return child;
    }
  }
  throw new Error(`no entry ${label}`);
}

const tenant = { role: 'ClientUser', ongoingMonitoringEnabled: false } as const;

describe('navigation per role (spec 1 §2.3, §6)', () => {
  it('gives the super user only Tenants, News and Articles and Wallpaper, plus Watchlists (issue 3)', () => {
    const entries = buildNavigation({ role: 'SuperUser', clientRole: null, ongoingMonitoringEnabled: true });
    expect(outline(entries)).toEqual(['Tenants', 'News and Articles', 'Wallpaper', 'Watchlists']);
    expect(entries.map((entry) => entry.kind === 'link' && entry.to)).toEqual([
      '/dashboard/tenants',
      '/dashboard/manage-news',
      '/dashboard/manage-wallpaper',
      '/dashboard/watchlists',
    ]);
  });

  it('gives an MLRO every tenant entry with In Review', () => {
    expect(outline(buildNavigation({ ...tenant, clientRole: 'MLRO' }))).toEqual([
      'Profile',
      'Account Stats',
      'Customers',
      'In Review',
      { Screening: ['Quick', 'Bulk/Batch'] },
      { Onboarding: ['Customer Onboarding', 'Quick Onboarding'] },
      'Adverse Search',
      'Screening Logs',
      'DPMSR Reporting',
      'Sanctions Lists',
    ]);
  });

  it('hides In Review from an FLA', () => {
    const labels = outline(buildNavigation({ ...tenant, clientRole: 'FLA' }));
    expect(labels).not.toContain('In Review');
    expect(labels).toHaveLength(9);
  });

  it('turns In Review into a Review group with the alerts and the monitoring runs when the tenant has ongoing monitoring', () => {
    const entries = buildNavigation({ ...tenant, clientRole: 'MLRO', ongoingMonitoringEnabled: true });
    expect(outline(entries)[3]).toEqual({ Review: ['In Review', 'Ongoing Monitoring Alerts', 'Monitoring Runs'] });
    expect(findLink(entries, 'Ongoing Monitoring Alerts').to).toBe('/dashboard/ongoingAlerted');
    expect(findLink(entries, 'In Review').to).toBe('/dashboard/review');
    // Issue 17: the runs that raise the alerts.
    expect(findLink(entries, 'Monitoring Runs').to).toBe('/dashboard/monitoring-runs');
  });

  it('offers no Monitoring Runs to a tenant without ongoing monitoring', () => {
    const labels = JSON.stringify(outline(buildNavigation({ ...tenant, clientRole: 'MLRO' })));
    expect(labels).not.toContain('Monitoring Runs');
  });

  it('keeps the whole Review group from an FLA even with ongoing monitoring', () => {
    const labels = JSON.stringify(
      outline(buildNavigation({ ...tenant, clientRole: 'FLA', ongoingMonitoringEnabled: true })),
    );
    expect(labels).not.toContain('Review');
    expect(labels).not.toContain('Ongoing Monitoring Alerts');
    expect(labels).not.toContain('Monitoring Runs');
  });

  it('treats a TenantUser like a tenant user without the FLA restriction', () => {
    const entries = buildNavigation({ role: 'TenantUser', clientRole: null, ongoingMonitoringEnabled: true });
    expect(outline(entries)[3]).toEqual({ Review: ['In Review', 'Ongoing Monitoring Alerts', 'Monitoring Runs'] });
  });

  it('points every tenant entry at the route of spec 1 §2.2', () => {
    const entries = buildNavigation({ ...tenant, clientRole: 'MLRO' });
    expect(
      Object.fromEntries(
        [
          'Profile',
          'Account Stats',
          'Customers',
          'Quick',
          'Bulk/Batch',
          'Customer Onboarding',
          'Quick Onboarding',
          'Adverse Search',
          'Screening Logs',
          'DPMSR Reporting',
          'Sanctions Lists',
        ].map((label) => [label, findLink(entries, label).to]),
      ),
    ).toEqual({
      Profile: '/dashboard/profileinfo',
      'Account Stats': '/dashboard/accountinfo',
      Customers: '/dashboard/customers',
      Quick: '/dashboard/screening',
      'Bulk/Batch': '/dashboard/batch-screening',
      'Customer Onboarding': '/dashboard/onboard',
      'Quick Onboarding': '/dashboard/quick-onboard',
      'Adverse Search': '/dashboard/adverseSearch',
      'Screening Logs': '/dashboard/screeninglogs',
      'DPMSR Reporting': '/dashboard/dpmsr',
      // Issue 10: the read-only lists in force.
      'Sanctions Lists': '/dashboard/sanctions-lists',
    });
  });
});

describe('active entry', () => {
  const entries = buildNavigation({ ...tenant, clientRole: 'MLRO' });
  const quickOnboarding = findLink(entries, 'Quick Onboarding');

  it('highlights Quick Onboarding on batch-onboard and single-onboard (spec 1 §2.2)', () => {
    for (const path of [
      '/dashboard/quick-onboard',
      '/dashboard/quick-onboard/batch-onboard',
      '/dashboard/quick-onboard/single-onboard',
      '/dashboard/batch-onboard',
      '/dashboard/single-onboard',
    ]) {
      expect(isLinkActive(quickOnboarding, path), path).toBe(true);
    }
    expect(isLinkActive(quickOnboarding, '/dashboard/onboard')).toBe(false);
    expect(isLinkActive(findLink(entries, 'Customer Onboarding'), '/dashboard/quick-onboard')).toBe(false);
  });

  it('marks a group active through its pages, and dpmsr sub-pages active on DPMSR Reporting', () => {
    const onboarding = entries.find((entry) => entry.label === 'Onboarding');
    expect(onboarding && isEntryActive(onboarding, '/dashboard/single-onboard')).toBe(true);
    expect(isLinkActive(findLink(entries, 'DPMSR Reporting'), '/dashboard/dpmsr/edit/42')).toBe(true);
    expect(isLinkActive(findLink(entries, 'Customers'), '/dashboard/customersX')).toBe(false);
  });
});

describe('home of /dashboard (spec 1 §2.2, issue 10)', () => {
  const mlro = { ...tenant, clientRole: 'MLRO' } as const;
  const superUser = { role: 'SuperUser', clientRole: null, ongoingMonitoringEnabled: false } as const;

  it('sends the super user to tenants, and tenant staff to customers once that screen is served', () => {
    const all = new Set(['/dashboard/tenants', '/dashboard/customers', '/dashboard/profileinfo']);
    expect(homePathFor(superUser, all)).toBe('/dashboard/tenants');
    expect(homePathFor(mlro, all)).toBe('/dashboard/customers');
    expect(homePathFor({ role: 'TenantUser', clientRole: null, ongoingMonitoringEnabled: false }, all)).toBe(
      '/dashboard/customers',
    );
  });

  it('lands tenant staff on the first served entry of their navigation while customers is not built', () => {
    const served = new Set(['/dashboard/screeninglogs', '/dashboard/accountinfo', '/dashboard/changePassword']);
    expect(homePathFor(mlro, served)).toBe('/dashboard/accountinfo');
    // Inside a group too: an FLA without review entries, with only the batch screening screen built.
    expect(homePathFor({ ...tenant, clientRole: 'FLA' }, new Set(['/dashboard/batch-screening']))).toBe(
      '/dashboard/batch-screening',
    );
  });

  it('never lands anyone on a screen this build does not serve', () => {
    for (const context of [mlro, { ...tenant, clientRole: 'FLA' } as const, superUser]) {
      const home = homePathFor(context);
      expect(SERVED_DASHBOARD_PATHS.has(home), home).toBe(true);
    }
    expect(homePathFor(mlro, new Set())).toBe('/dashboard/changePassword');
  });
});
