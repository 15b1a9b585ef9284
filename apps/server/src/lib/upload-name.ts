import { ANY_CONTROL, INPUT_MESSAGES, TEXT_LIMITS } from '@aml/contracts';
import { invalid } from './app-error';

/**
 * The name of a multipart file part, checked like a JSON text field (issue 10): multipart bodies are read
 * by the route, after the edge hook, so each upload route passes its part names through here before the
 * name reaches a message, a log or the database (PostgreSQL refuses NUL in text and jsonb).
 */
export function uploadFileName(name: string, path = 'file'): string {
  if (ANY_CONTROL.test(name)) throw invalid([{ path, message: INPUT_MESSAGES.controlCharacters }]);
  if (name.length > TEXT_LIMITS.line) throw invalid([{ path, message: INPUT_MESSAGES.tooLong(TEXT_LIMITS.line) }]);
  return name;
}
