import { createHash, randomBytes } from 'node:crypto';
import type { PlatformRole } from '@aml/contracts';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'aml-platform';
const AUDIENCE = 'aml-platform-api';

export interface AccessClaims {
  sub: string;
  role: PlatformRole;
  name: string;
  email: string;
  tenantId: string | null;
  /** The refresh-token family (one sign-in); lets a password change end the other sessions. */
  sid: string;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly accessTtlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccess(claims: AccessClaims): Promise<string> {
    const { sub, ...rest } = claims;
    return await new SignJWT({ ...rest })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.accessTtlSeconds}s`)
      .sign(this.key);
  }

  /** Verifies signature, issuer, audience and (unless told otherwise) expiry. Returns null when invalid. */
  async verifyAccess(token: string, options: { ignoreExpiry?: boolean } = {}): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        // jose has no "ignore expiry" switch; a tolerance larger than any token's age has that effect.
        clockTolerance: options.ignoreExpiry ? 10 * 365 * 24 * 3600 : 0,
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return {
        sub: payload.sub,
        role: payload.role as PlatformRole,
        name: String(payload.name ?? ''),
        email: String(payload.email ?? ''),
        tenantId: typeof payload.tenantId === 'string' ? payload.tenantId : null,
        sid: payload.sid,
      };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}

/** Opaque refresh tokens: 256 random bits; only their SHA-256 is stored. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');
export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');
