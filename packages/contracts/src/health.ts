import { z } from 'zod';

/** GET /api/health (ARCHITECTURE §1 operator interface). */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['embedded', 'external']),
  version: z.string(),
  lists: z.array(z.object({ source: z.string(), version: z.string(), entries: z.number().int() })),
});
export type Health = z.infer<typeof healthSchema>;
