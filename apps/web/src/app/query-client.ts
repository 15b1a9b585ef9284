import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    // lib/api-client already retries a failed read once (spec 1 §7) and refreshes on 401; a second
    // retry layer here would multiply requests and toasts.
    queries: { retry: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
