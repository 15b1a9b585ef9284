import { TEXT_CONTROL } from '@aml/contracts';
import { describe, expect, it } from 'vitest';
import { controlCharacterPaths } from './input-guard';

describe('controlCharacterPaths', () => {
  it('names every string and key holding a control character by its form path', () => {
    const body = { email: 'a\u0000@b.c', users: [{ name: 'ok' }, { name: 'bell\u0007' }], 'k\u001b': 'x' };
    expect(controlCharacterPaths(body, TEXT_CONTROL).sort()).toEqual(['email', 'k\u001b', 'users.1.name']);
  });

  it('lets tab and line breaks through in JSON text (multi-line fields) but not NUL or DEL', () => {
    expect(controlCharacterPaths({ remarks: 'line one\r\n\tline two' }, TEXT_CONTROL)).toEqual([]);
    expect(controlCharacterPaths({ remarks: 'x\u007f' }, TEXT_CONTROL)).toEqual(['remarks']);
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(controlCharacterPaths(deep, TEXT_CONTROL)).toHaveLength(1);
  });
});
