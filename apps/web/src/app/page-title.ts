/** What a route declares in its `handle` so that the browser tab names the page (issue 10). */
export interface RouteHandle {
  title?: string;
}

interface MatchWithHandle {
  handle?: unknown;
}

function titleOf(match: MatchWithHandle): string | undefined {
  const handle = match.handle as RouteHandle | undefined;
  return typeof handle?.title === 'string' ? handle.title : undefined;
}

/**
 * "<Page> · <product title>" from the deepest matched route that names its page; the product title alone
 * while none does (or before /api/config answers, the page name alone).
 */
export function documentTitle(matches: readonly MatchWithHandle[], productTitle: string | undefined): string {
  const page = matches.map(titleOf).findLast((title) => title !== undefined);
  return [page, productTitle].filter(Boolean).join(' · ');
}
