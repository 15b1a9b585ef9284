import { zod4Resolver } from 'mantine-form-zod-resolver';
import { vi } from 'vitest';
import type { z } from 'zod';

/** The day every date rule in the schema tests compares with (noon UTC: the same date in any zone ±11 h). */
export const TODAY = '2026-06-15';

export function freezeToday(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00Z`));
}

export function unfreezeToday(): void {
  vi.useRealTimers();
}

/** What a Mantine form shows: the resolver's field → message map (the last issue of a path wins). */
export function formErrors(schema: z.ZodType, values: object): Record<string, string> {
  const errors = zod4Resolver(schema)(values as Record<string, unknown>);
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, String(message)]));
}

/** What the server answers: issues as { path, message } joined the same way (ARCHITECTURE §4 error model). */
export function serverErrors(schema: z.ZodType, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}
