import type { Option } from '../options/option';

/**
 * Adverse search (spec 3 §2, §7): no product API, only a public web search opened in a new tab. The
 * three queries are the spec's: the name in quotes; the same AND any of 25 negative terms; the same
 * restricted to ten social platforms.
 */
export const ADVERSE_SEARCH_TYPES = ['exact', 'adverse', 'social'] as const;
export type AdverseSearchType = (typeof ADVERSE_SEARCH_TYPES)[number];

export const ADVERSE_SEARCH_TYPE_OPTIONS: readonly (Option<AdverseSearchType> & { description: string })[] = [
  { value: 'exact', label: 'Exact Match', description: 'Pages that name the person or entity exactly' },
  { value: 'adverse', label: 'Adverse Media', description: 'The exact name next to words of crime or sanctions' },
  { value: 'social', label: 'Social Media', description: 'The exact name on ten social platforms' },
];

/** Spec 3 §7, in its order. Stems (indict, violat, laund) are the spec's: they are searched as written. */
export const ADVERSE_NEGATIVE_TERMS = [
  'fraud',
  'indict',
  'allege',
  'arrest',
  'conspiracy',
  'convict',
  'corrupt',
  'crime',
  'embezzle',
  'illegal',
  'investigate',
  'litigation',
  'prison',
  'sanction',
  'scam',
  'scandal',
  'swindle',
  'terrorist',
  'verdict',
  'violat',
  'weapon',
  'accused',
  'charge',
  'laund',
  'guilty',
] as const;

/** Spec 3 §7: the ten social platforms, by their sites. */
export const SOCIAL_PLATFORM_SITES = [
  'facebook.com',
  'twitter.com',
  'instagram.com',
  'reddit.com',
  'tiktok.com',
  'youtube.com',
  'snapchat.com',
  'pinterest.com',
  'soundcloud.com',
  'linkedin.com',
] as const;

export const ADVERSE_SEARCH_ENGINE_URL = 'https://www.google.com/search';

/**
 * The name as it goes between the query's quotes: double quotes (straight and curly) removed, so a typed
 * quote cannot close the phrase early, and runs of white space made one space. Empty means nothing to search.
 */
export function adverseSearchName(name: string): string {
  return name
    .replace(/["“”„‟]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function adverseSearchQuery(name: string, type: AdverseSearchType): string {
  const phrase = `"${adverseSearchName(name)}"`;
  switch (type) {
    case 'exact':
      return phrase;
    case 'adverse':
      return `${phrase} AND (${ADVERSE_NEGATIVE_TERMS.join(' OR ')})`;
    case 'social':
      return `${phrase} (${SOCIAL_PLATFORM_SITES.map((site) => `site:${site}`).join(' OR ')})`;
  }
}

export function adverseSearchUrl(name: string, type: AdverseSearchType): string {
  return `${ADVERSE_SEARCH_ENGINE_URL}?q=${encodeURIComponent(adverseSearchQuery(name, type))}`;
}
