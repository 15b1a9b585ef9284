import { ERROR_CODES } from '@aml/contracts';
import { describe, expect, it } from 'vitest';
import { AppError, invalid, invalidField, validationBody } from './app-error';

describe('the 400 VALIDATION answer', () => {
  it('is the same body whether a schema or a service rule refused the request', () => {
    const issues = [
      { path: 'email', message: 'Email is required' },
      { path: 'files', message: 'Choose a list file to upload.' },
    ];
    const error = invalid(issues);
    expect(error).toBeInstanceOf(AppError);
    expect(error.statusCode).toBe(400);
    expect({ code: error.code, message: error.message, ...error.extra }).toEqual(validationBody(issues));
    expect(validationBody(issues)).toEqual({
      code: ERROR_CODES.validation,
      message: 'Email is required, Choose a list file to upload.',
      issues,
      errors: ['Email is required', 'Choose a list file to upload.'],
    });
  });

  it('places a one-field refusal on that field', () => {
    const error = invalidField('file', 'scan.jpg is not a valid file type.');
    expect(error.extra).toEqual({
      issues: [{ path: 'file', message: 'scan.jpg is not a valid file type.' }],
      errors: ['scan.jpg is not a valid file type.'],
    });
  });

  it('says "Invalid request" when no issue carries a message', () => {
    expect(validationBody([]).message).toBe('Invalid request');
  });
});
