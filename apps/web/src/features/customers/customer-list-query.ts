import type { CustomerFilter, CustomerListQuery } from '@aml/contracts';

/**
 * The query parameters of the list calls (GET /api/customers, the CSV export and the bulk report): the
 * screen's filter, sort and page as the server reads them. Empty values are left out so that the server's
 * defaults (all customers, newest first) apply and the address stays short.
 */
export function customerFilterParams(filter: CustomerFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.type && filter.type !== 'all') params.set('type', filter.type);
  if (filter.view && filter.view !== 'all') params.set('view', filter.view);
  if (filter.ongoing === 'true') params.set('ongoing', 'true');
  const search = filter.search?.trim();
  if (search) params.set('search', search);
  if (filter.sort) params.set('sort', filter.sort);
  if (filter.order) params.set('order', filter.order);
  return params;
}

export function customerListParams(query: CustomerListQuery): URLSearchParams {
  const params = customerFilterParams(query);
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.pageSize !== undefined) params.set('pageSize', String(query.pageSize));
  return params;
}

/** `path` with the parameters, or bare when there are none. */
export function withParams(path: string, params: URLSearchParams): string {
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
