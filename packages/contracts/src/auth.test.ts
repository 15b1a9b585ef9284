import { describe, expect, it } from 'vitest';
import { formErrors, serverErrors } from '../test/schema-harness';
import {
  CHANGE_PASSWORD_MESSAGES,
  changePasswordFormComplete,
  changePasswordFormSchema,
  changePasswordRequestSchema,
  LOGIN_MESSAGES,
  loginRequestSchema,
  passwordStrength,
  passwordStrengthColor,
  withMailDomain,
} from './auth';

describe('login schema (spec 1 §5)', () => {
  it.each([
    ['empty email', { email: '', password: 'secret1' }, { email: 'Email is required' }],
    ['blank email', { email: '   ', password: 'secret1' }, { email: 'Email is required' }],
    ['empty password', { email: 'a@b.test', password: '' }, { password: 'Password is required' }],
    [
      'short password',
      { email: 'a@b.test', password: '12345' },
      { password: 'Password must be at least 6 characters' },
    ],
    ['valid', { email: 'a@b.test', password: '123456' }, {}],
  ])('%s', (_name, values, expected) => {
    expect(formErrors(loginRequestSchema, values)).toEqual(expected);
    expect(serverErrors(loginRequestSchema, values)).toEqual(expected);
  });

  it('keeps the spec messages verbatim', () => {
    expect(LOGIN_MESSAGES).toEqual({
      emailRequired: 'Email is required',
      passwordRequired: 'Password is required',
      passwordMin: 'Password must be at least 6 characters',
    });
  });

  it.each([
    ['mlro', 'demo.test', 'mlro@demo.test'],
    ['mlro@other.test', 'demo.test', 'mlro@other.test'],
    ['mlro', '@demo.test', 'mlro@demo.test'],
    ['mlro', undefined, 'mlro'],
    ['  mlro  ', 'demo.test', 'mlro@demo.test'],
  ])('withMailDomain(%j, %j) = %j', (email, domain, expected) => {
    expect(withMailDomain(email, domain)).toBe(expected);
  });
});

describe('change password schema (spec 1 §5)', () => {
  const valid = { currentPassword: 'old', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!' };

  it.each([
    ['valid', {}, {}],
    ['no current password', { currentPassword: '' }, { currentPassword: CHANGE_PASSWORD_MESSAGES.currentRequired }],
    ['mismatch', { confirmPassword: 'Abcdef1?' }, { confirmPassword: 'Passwords do not match' }],
    ['too short', { newPassword: 'Ab1!', confirmPassword: 'Ab1!' }, { newPassword: CHANGE_PASSWORD_MESSAGES.newMin }],
    [
      'no upper',
      { newPassword: 'abcdef1!', confirmPassword: 'abcdef1!' },
      { newPassword: CHANGE_PASSWORD_MESSAGES.newUpper },
    ],
    [
      'no lower',
      { newPassword: 'ABCDEF1!', confirmPassword: 'ABCDEF1!' },
      { newPassword: CHANGE_PASSWORD_MESSAGES.newLower },
    ],
    [
      'no digit',
      { newPassword: 'Abcdefg!', confirmPassword: 'Abcdefg!' },
      { newPassword: CHANGE_PASSWORD_MESSAGES.newDigit },
    ],
    [
      'no special',
      { newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg1' },
      { newPassword: CHANGE_PASSWORD_MESSAGES.newSpecial },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(formErrors(changePasswordFormSchema, { ...valid, ...overrides })).toEqual(expected);
  });

  it('reports every missing character class to the server', () => {
    const result = changePasswordRequestSchema.safeParse({
      email: 'a@b.test',
      currentPassword: 'x',
      newPassword: 'abc',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      CHANGE_PASSWORD_MESSAGES.newMin,
      CHANGE_PASSWORD_MESSAGES.newUpper,
      CHANGE_PASSWORD_MESSAGES.newDigit,
      CHANGE_PASSWORD_MESSAGES.newSpecial,
    ]);
  });

  it('treats underscore as a word character, so it is not special', () => {
    expect(
      formErrors(changePasswordFormSchema, { ...valid, newPassword: 'Abcdef1_', confirmPassword: 'Abcdef1_' }),
    ).toEqual({
      newPassword: CHANGE_PASSWORD_MESSAGES.newSpecial,
    });
  });
});

describe('change password submit (spec 1 §2.4)', () => {
  const complete = { currentPassword: 'old-secret', newPassword: 'N3w!Passw0rd', confirmPassword: 'N3w!Passw0rd' };

  it('allows submit only when the current password is entered, the new one holds the rules and matches', () => {
    expect(changePasswordFormComplete(complete)).toBe(true);
    expect(changePasswordFormComplete({ ...complete, currentPassword: '' })).toBe(false);
    expect(changePasswordFormComplete({ ...complete, confirmPassword: 'N3w!Passw0rD' })).toBe(false);
    expect(changePasswordFormComplete({ ...complete, confirmPassword: '' })).toBe(false);
    expect(
      changePasswordFormComplete({ ...complete, newPassword: 'n3w!passw0rd', confirmPassword: 'n3w!passw0rd' }),
    ).toBe(false);
  });
});

describe('password strength (spec 1 §5)', () => {
  it.each([
    ['', 0],
    ['a', 2.5 + 15],
    ['abcdefgh', 20 + 15],
    ['Abcdefg1', 20 + 45],
    ['Abcdefg1!', 22.5 + 60],
    ['abcdefghijklmnop', 40 + 15],
    ['Abcdefghijklmno1!xyz', 100],
  ])('%j scores %d', (password, score) => {
    expect(passwordStrength(password)).toBeCloseTo(score, 10);
  });

  it.each([
    [0, 'red'],
    [29.99, 'red'],
    [30, 'yellow'],
    [59.99, 'yellow'],
    [60, 'indigo'],
    [79.99, 'indigo'],
    [80, 'green'],
    [100, 'green'],
  ] as const)('score %d is %s', (score, color) => {
    expect(passwordStrengthColor(score)).toBe(color);
  });
});
