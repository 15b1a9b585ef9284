import type { LoginRequest } from '@aml/contracts';
import { API_MESSAGES } from '../../lib/api-client';
import { decodeAccessToken } from '../../lib/jwt';
import { clearSession, storeClientRole, storeSuperUserFlag, storeTenantDetails, storeTokens } from '../../lib/session';
import { toCachedTenantDetails } from '../../lib/tenant-details-cache';
import { toastError } from '../../lib/toast';
import { getTenantUserDetails } from '../tenant/api/get-tenant-user-details';
import { getClientUserRole } from './api/get-client-user-role';
import { login } from './api/login';

export class SignInError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignInError';
  }
}

/**
 * Spec 1 §4 "After login": store the tokens and the superUser flag; a ClientUser also gets its client
 * role; every non-super user gets the tenant details cached. The sign-in only counts once all of that
 * is stored, because the navigation (FLA, ongoing monitoring) is built from it.
 */
export async function signIn(credentials: LoginRequest): Promise<void> {
  // A previous user's clientRole or tenant must never leak into this session.
  clearSession();
  const answer = await login(credentials);
  const claims = answer.token ? decodeAccessToken(answer.token) : null;
  if (!answer.result || !answer.token || !answer.refreshToken || !claims) {
    const message = answer.errors.join(', ') || API_MESSAGES.generic;
    toastError(message);
    throw new SignInError(message);
  }

  storeTokens(answer.token, answer.refreshToken);
  storeSuperUserFlag(claims.role === 'SuperUser');
  try {
    if (claims.role === 'ClientUser') storeClientRole((await getClientUserRole()).role);
    if (claims.role !== 'SuperUser') storeTenantDetails(toCachedTenantDetails(await getTenantUserDetails()));
  } catch (error) {
    clearSession();
    throw error;
  }
}
