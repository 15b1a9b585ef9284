import type { ScreeningLogFilter, ScreeningLogQuery } from '@aml/contracts';

/**
 * The query parameters of the screening-logs calls (the page and the CSV export): the screen's search and
 * sort as the server reads them. An empty search is left out.
 */
export function screeningLogFilterParams(filter: ScreeningLogFilter): URLSearchParams {
  const params = new URLSearchParams();
  const search = filter.search?.trim();
  if (search) params.set('search', search);
  if (filter.sort) params.set('sort', filter.sort);
  if (filter.order) params.set('order', filter.order);
  return params;
}

/** Page and page size are always sent: with them the call answers a page, not the spec's plain array. */
export function screeningLogQueryParams(query: ScreeningLogQuery): URLSearchParams {
  const params = screeningLogFilterParams(query);
  params.set('page', String(query.page ?? 1));
  if (query.pageSize !== undefined) params.set('pageSize', String(query.pageSize));
  return params;
}

/** `path` with the parameters, or bare when there are none. */
export function withParams(path: string, params: URLSearchParams): string {
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
