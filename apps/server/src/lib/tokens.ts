import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
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
  /** A separate key for sealing, derived from the same secret (the JWT key never encrypts). */
  private readonly sealKey: Buffer;
  /** A third key, for signed download links (a link never doubles as a token or a seal). */
  private readonly linkKey: Buffer;

  constructor(
    secret: string,
    private readonly accessTtlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.sealKey = Buffer.from(hkdfSync('sha256', secret, 'aml-platform', 'refresh-grace-seal', 32));
    this.linkKey = Buffer.from(hkdfSync('sha256', secret, 'aml-platform', 'signed-links', 32));
  }

  /**
   * HMAC-SHA256 over the parts of a signed link (its purpose, the tenant, the object, the expiry), so
   * that changing any of them — another tenant, another document, a later expiry — breaks the link.
   */
  signLink(parts: readonly string[]): string {
    return createHmac('sha256', this.linkKey).update(parts.join('\n')).digest('base64url');
  }

  verifyLink(parts: readonly string[], signature: string): boolean {
    const expected = Buffer.from(this.signLink(parts));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * Encrypts a value that must be kept but must not be readable at rest (the successor pair of a rotated
   * refresh token): AES-256-GCM, random 96-bit nonce, authenticated, "v1.<nonce>.<tag>.<ciphertext>".
   */
  seal(plain: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, nonce);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', nonce, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The plain value of `seal`, or null when the text was not sealed by this secret or was altered. */
  unseal(sealed: string): string | null {
    const [version, nonce, tag, body] = sealed.split('.');
    if (version !== 'v1' || !nonce || !tag || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.sealKey, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
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
