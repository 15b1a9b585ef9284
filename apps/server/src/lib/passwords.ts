import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id; these are OWASP's recommended minimums (19 MiB, t=2, p=1),
// which keep a sign-in near 50 ms on this 2-core machine.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the account does not exist so timing reveals nothing. */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = (): Promise<string> => {
  decoyHash ??= hashPassword(generatePassword());
  return decoyHash;
};

const SETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!#%*+-=?@'];

/**
 * A generated password that satisfies the change-password rules of spec 1 §5 (upper, lower, digit,
 * special, at least 8), so a user can keep it; 16 characters from unambiguous sets.
 */
export function generatePassword(length = 16): string {
  const all = SETS.join('');
  const chars = SETS.map((set) => set[randomInt(set.length)] as string);
  while (chars.length < length) chars.push(all[randomInt(all.length)] as string);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
