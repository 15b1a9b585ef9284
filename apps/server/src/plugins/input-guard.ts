import { ANY_CONTROL, INPUT_MESSAGES, TEXT_CONTROL } from '@aml/contracts';
import type { FastifyInstance } from 'fastify';
import { type FieldIssue, invalid } from '../lib/app-error';

/** Where a value sits, in the form path the 400 VALIDATION answer uses ("users.0.email"). */
type Located = { value: unknown; path: string };

/**
 * The paths of the strings (values and object keys) of `root` that match `pattern`. Walks with an explicit
 * stack: a deeply nested JSON body must not exhaust the call stack.
 */
export function controlCharacterPaths(root: unknown, pattern: RegExp, limit = 20): string[] {
  const found: string[] = [];
  const stack: Located[] = [{ value: root, path: '' }];
  while (stack.length > 0 && found.length < limit) {
    const { value, path } = stack.pop() as Located;
    if (typeof value === 'string') {
      if (pattern.test(value)) found.push(path);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: join(path, String(i)) });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = join(path, key);
        if (pattern.test(key)) found.push(childPath);
        else stack.push({ value: child, path: childPath });
      }
    }
  }
  return found;
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

/**
 * Refuses control characters (issue 10, attack findings; `TEXT_CONTROL` in packages/contracts) at the edge, before any schema, service or database sees the request, with
 * the standard 400 VALIDATION answer naming each field. One hook for every /api route, present and future.
 * Multipart file names are checked where the parts are read (`uploadFileName` in lib/upload-name.ts).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const paths = [
      // Query strings and path segments are never multi-line; a JSON body may carry tab and line breaks,
      // which one-line fields then refuse in their contract (`singleLine`, `boundedString`).
      ...controlCharacterPaths(request.params, ANY_CONTROL),
      ...controlCharacterPaths(request.query, ANY_CONTROL),
      ...controlCharacterPaths(request.body, TEXT_CONTROL),
    ];
    if (paths.length === 0) return;
    const issues: FieldIssue[] = paths.map((path) => ({ path, message: INPUT_MESSAGES.controlCharacters }));
    throw invalid(issues);
  });
}
