import {
  type AccessTokenClaims,
  type CachedTenantDetails,
  STORAGE_KEYS,
  TENANT_ROLES,
  type TenantRole,
} from '@aml/contracts';
import { useSyncExternalStore } from 'react';
import { decodeAccessToken } from './jwt';
import { readItem, removeItems, subscribeStorage, writeItem } from './local-store';
import { decodeTenantDetails, encodeTenantDetails } from './tenant-details-cache';

export interface Session {
  token: string;
  refreshToken: string | null;
  claims: AccessTokenClaims;
  /** Spec 1 §6: the client-side flag that gates super-user-only actions such as Hard Delete. */
  superUser: boolean;
  clientRole: TenantRole | null;
  tenant: CachedTenantDetails | null;
}

/** Spec 1 §9: everything a sign-in leaves behind, cleared together at log out or when a refresh fails. */
const SESSION_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.superUser,
  STORAGE_KEYS.clientRole,
  STORAGE_KEYS.tenantDetails,
  STORAGE_KEYS.corporateBatchOnboardState,
] as const;

export function getAccessToken(): string | null {
  return readItem(STORAGE_KEYS.token);
}

export function getRefreshToken(): string | null {
  return readItem(STORAGE_KEYS.refreshToken);
}

export function storeTokens(token: string, refreshToken: string): void {
  writeItem(STORAGE_KEYS.token, token);
  writeItem(STORAGE_KEYS.refreshToken, refreshToken);
}

export function storeSuperUserFlag(superUser: boolean): void {
  writeItem(STORAGE_KEYS.superUser, String(superUser));
}

export function storeClientRole(role: TenantRole): void {
  writeItem(STORAGE_KEYS.clientRole, role);
}

export function storeTenantDetails(details: CachedTenantDetails): void {
  writeItem(STORAGE_KEYS.tenantDetails, encodeTenantDetails(details));
}

export function clearSession(): void {
  removeItems(SESSION_KEYS);
}

function parseClientRole(value: string | null): TenantRole | null {
  return TENANT_ROLES.find((role) => role === value) ?? null;
}

// useSyncExternalStore needs the same object back while nothing changed, so the parsed session is
// memoised on the raw stored strings.
let memo: { raw: string; session: Session | null } | undefined;

export function readSession(): Session | null {
  const values = [
    readItem(STORAGE_KEYS.token),
    readItem(STORAGE_KEYS.refreshToken),
    readItem(STORAGE_KEYS.superUser),
    readItem(STORAGE_KEYS.clientRole),
    readItem(STORAGE_KEYS.tenantDetails),
  ] as const;
  const raw = JSON.stringify(values);
  if (memo?.raw === raw) return memo.session;

  const [token, refreshToken, superUser, clientRole, tenantDetails] = values;
  const claims = token ? decodeAccessToken(token) : null;
  const session =
    token && claims
      ? {
          token,
          refreshToken,
          claims,
          superUser: superUser === 'true',
          clientRole: parseClientRole(clientRole),
          tenant: decodeTenantDetails(tenantDetails),
        }
      : null;
  memo = { raw, session };
  return session;
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeStorage, readSession);
}
