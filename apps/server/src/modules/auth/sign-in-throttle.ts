/**
 * Sign-in throttle (issue 10, decision 104). Replaces the per-account lockout, which let anyone lock any
 * account, the super user's included, with five wrong passwords. Failures are counted in three scopes:
 *
 * - pair: one address guessing one account. After a few free mistakes each further failure doubles the
 *   wait of that address for that account.
 * - address: one address guessing across accounts (password spraying). Same progression, later start.
 * - account: every address guessing one account (a distributed attack). It never blocks an address that
 *   has not failed on the account: the owner, from an address with no failure on it, always gets to try
 *   the password. It blocks the addresses that already failed on this account, so a botnet gets one guess
 *   per address while the account is under attack.
 *
 * A blocked attempt is answered 429 with Retry-After before the password is even checked, so a wait
 * cannot be used to test passwords. Counts live in the database so that every instance agrees, and they
 * start again after a quiet period with no failure.
 */
export interface ThrottleRule {
  /** Failures allowed before any wait. */
  free: number;
  /** Wait after the first failure beyond the free ones; doubles with each further failure. */
  firstDelaySeconds: number;
}

export const SIGN_IN_THROTTLE = {
  pair: { free: 3, firstDelaySeconds: 2 },
  address: { free: 20, firstDelaySeconds: 2 },
  account: { free: 10, firstDelaySeconds: 2 },
  /** No wait is ever longer than this (the old lockout's 15 minutes, now a ceiling, not a rule). */
  maxDelaySeconds: 15 * 60,
  /** Counts start again after this long without a failure in the scope. */
  quietSeconds: 60 * 60,
} as const;

export type ThrottleScope = 'pair' | 'address' | 'account';

/** Seconds an attempt must wait after the `failures`-th failure in a scope (0 while within the free ones). */
export function delayAfter(
  failures: number,
  rule: ThrottleRule,
  maxSeconds: number = SIGN_IN_THROTTLE.maxDelaySeconds,
) {
  const beyond = failures - rule.free;
  if (beyond <= 0) return 0;
  // 2^30 seconds is already decades: capping the exponent keeps the arithmetic finite.
  return Math.min(maxSeconds, rule.firstDelaySeconds * 2 ** Math.min(beyond - 1, 30));
}

/** The keys of the three scopes of one attempt. The account key is the normalised email, known or not. */
export function throttleKeys(email: string, address: string): Record<ThrottleScope, string> {
  return { pair: `${address} ${email}`, address, account: email };
}

/** "Please try again in 8 seconds." / "in 2 minutes." */
export function waitMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many failed sign-in attempts. Please try again in ${wait}.`;
}
