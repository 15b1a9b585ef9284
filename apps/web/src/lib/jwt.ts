import { type AccessTokenClaims, accessTokenClaimsSchema } from '@aml/contracts';
import { base64ToUtf8 } from './base64';

/**
 * Reads the access token's claims without verifying the signature: the server verifies every call, the
 * browser only needs role, name and email to shape the screens (spec 1 §3). A token whose claims do not
 * match the contract (for example an unknown role) yields null, which the route guard treats as signed out.
 */
export function decodeAccessToken(token: string): AccessTokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const parsed = accessTokenClaimsSchema.safeParse(JSON.parse(base64ToUtf8(payload)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
