import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { hashRefreshToken, newRefreshToken, TokenService } from './tokens';

const claims = {
  sub: 'u1',
  role: 'ClientUser' as const,
  name: 'Mona',
  email: 'mona@x.test',
  tenantId: 't1',
  sid: 's1',
};

describe('TokenService', () => {
  it('round-trips the claims the screens read', async () => {
    const service = new TokenService('secret-one', 900);
    expect(await service.verifyAccess(await service.signAccess(claims))).toEqual(claims);
  });

  it('rejects a token signed with another secret, an expired one, and one without a session', async () => {
    const a = new TokenService('secret-one', 900);
    const b = new TokenService('secret-two', 900);
    expect(await a.verifyAccess(await b.signAccess(claims))).toBeNull();

    const expired = new TokenService('secret-one', -10);
    const old = await expired.signAccess(claims);
    expect(await a.verifyAccess(old)).toBeNull();
    expect(await a.verifyAccess(old, { ignoreExpiry: true })).toEqual(claims);

    const noSid = await new SignJWT({ role: 'SuperUser' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u1')
      .setIssuer('aml-platform')
      .setAudience('aml-platform-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('secret-one'));
    expect(await a.verifyAccess(noSid)).toBeNull();
  });

  it('makes unguessable refresh tokens and stores only their hash', () => {
    const t1 = newRefreshToken();
    expect(t1).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newRefreshToken()).not.toBe(t1);
    expect(hashRefreshToken(t1)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRefreshToken(t1)).not.toContain(t1);
  });
});

describe('sealing (refresh grace, decision 104)', () => {
  it('round-trips a value, hides it, and refuses another secret or an altered text', () => {
    const a = new TokenService('secret-a', 900);
    const b = new TokenService('secret-b', 900);
    const sealed = a.seal('{"refreshToken":"plain-token"}');
    expect(sealed).not.toContain('plain-token');
    expect(a.unseal(sealed)).toBe('{"refreshToken":"plain-token"}');
    expect(a.seal('same')).not.toBe(a.seal('same'));
    expect(b.unseal(sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = `${parts[3]?.slice(0, -2)}AA`;
    expect(a.unseal(parts.join('.'))).toBeNull();
    expect(a.unseal('not sealed')).toBeNull();
  });
});
