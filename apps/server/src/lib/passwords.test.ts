import { PASSWORD_RULES } from '@aml/contracts';
import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('S3cret!pass');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'S3cret!pass')).toBe(true);
    expect(await verifyPassword(hash, 'S3cret!pasS')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('generates passwords that satisfy every change-password rule, never twice the same', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      for (const rule of PASSWORD_RULES) expect(rule.test(password), `${rule.key}: ${password}`).toBe(true);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });
});
