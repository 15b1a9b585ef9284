import type { Tenant, TenantArchiveSummary } from '@aml/contracts';

export type TenantSortKey = 'clientName' | 'email' | 'expiryDate';

/** Spec 1 §2.8 search: client name, email or client code, ignoring case. */
export function tenantMatches(tenant: Tenant, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [tenant.clientName, tenant.email, tenant.wmsTenantCode ?? ''].some((value) =>
    value.toLowerCase().includes(needle),
  );
}

/** The same search over the archived tenants: client name, email or trade licence (they keep no client code in the list). */
export function archiveMatches(archive: TenantArchiveSummary, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [archive.clientName, archive.email, archive.tradeLicenseNumber ?? ''].some((value) =>
    value.toLowerCase().includes(needle),
  );
}

/** Sorts by a column; a missing expiry date sorts last whatever the direction. */
export function sortTenants(rows: readonly Tenant[], key: TenantSortKey, direction: 'asc' | 'desc'): Tenant[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (!x || !y) return x === y ? 0 : x ? -1 : 1;
    return sign * x.localeCompare(y, undefined, { sensitivity: 'base' });
  });
}
