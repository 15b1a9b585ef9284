import { z } from 'zod';

/** GET /api/health (ARCHITECTURE §1 operator interface). */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['embedded', 'external']),
  version: z.string(),
  lists: z.array(
    z.object({
      source: z.string(),
      version: z.string(),
      entries: z.number().int(),
      /** The list's publication date, null when the file carries none (issue 10). */
      publishedAt: z.string().nullable(),
      /** Whole days since publication, or since the import for an undated list. */
      ageDays: z.number().int(),
    }),
  ),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/config (public): the deployment's product title, WhatsApp support number and version. */
export const appConfigSchema = z.object({
  productTitle: z.string(),
  supportWhatsApp: z.string().nullable(),
  version: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
