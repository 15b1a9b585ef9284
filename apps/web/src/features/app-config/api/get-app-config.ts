import { type AppConfig, appConfigSchema } from '@aml/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/config (public): the deployment's product title and WhatsApp support number. */

export function getAppConfig(): Promise<AppConfig> {
  return apiRequest('/api/config', { schema: appConfigSchema, auth: false });
}

export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: ['app-config'], queryFn: getAppConfig, staleTime: Number.POSITIVE_INFINITY });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}

/**
 * The WhatsApp assistance link of the shell, or null when the deployment configured no number
 * (SUPPORT_WHATSAPP): a link to nobody would only open WhatsApp's own chooser, so it is not shown.
 */
export function whatsAppLink(config: AppConfig | undefined): string | null {
  const digits = config?.supportWhatsApp?.replace(/\D/g, '') ?? '';
  return digits ? `https://wa.me/${digits}` : null;
}
