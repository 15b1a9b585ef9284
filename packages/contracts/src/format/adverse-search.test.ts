import { describe, expect, it } from 'vitest';
import { adverseSearchName, adverseSearchQuery, adverseSearchUrl } from './adverse-search';

const NAME = 'Mohammed Al-Khayali';

describe('adverse search queries (spec 3 §7)', () => {
  it('exact: the name in quotes', () => {
    expect(adverseSearchQuery(NAME, 'exact')).toBe('"Mohammed Al-Khayali"');
  });

  it('adverse: the name in quotes AND any of the 25 negative terms', () => {
    expect(adverseSearchQuery(NAME, 'adverse')).toBe(
      '"Mohammed Al-Khayali" AND (fraud OR indict OR allege OR arrest OR conspiracy OR convict OR corrupt OR crime OR ' +
        'embezzle OR illegal OR investigate OR litigation OR prison OR sanction OR scam OR scandal OR swindle OR ' +
        'terrorist OR verdict OR violat OR weapon OR accused OR charge OR laund OR guilty)',
    );
  });

  it('social: the name in quotes on the ten platforms', () => {
    expect(adverseSearchQuery(NAME, 'social')).toBe(
      '"Mohammed Al-Khayali" (site:facebook.com OR site:twitter.com OR site:instagram.com OR site:reddit.com OR ' +
        'site:tiktok.com OR site:youtube.com OR site:snapchat.com OR site:pinterest.com OR site:soundcloud.com OR ' +
        'site:linkedin.com)',
    );
  });

  it('the URL is the public search with the query encoded', () => {
    expect(adverseSearchUrl(NAME, 'exact')).toBe('https://www.google.com/search?q=%22Mohammed%20Al-Khayali%22');
    expect(adverseSearchUrl('A & B', 'social')).toBe(
      `https://www.google.com/search?q=${encodeURIComponent(adverseSearchQuery('A & B', 'social'))}`,
    );
    expect(new URL(adverseSearchUrl('A & B', 'adverse')).searchParams.get('q')).toBe(
      adverseSearchQuery('A & B', 'adverse'),
    );
  });

  it('a typed quote cannot break the phrase; spaces are tidied', () => {
    expect(adverseSearchQuery('  John "Johnny"   Smith ', 'exact')).toBe('"John Johnny Smith"');
    expect(adverseSearchQuery('“Falcon” Bullion', 'exact')).toBe('"Falcon Bullion"');
    expect(adverseSearchName(' "" ')).toBe('');
  });

  it('keeps Arabic script as typed', () => {
    expect(adverseSearchQuery('محمد الخيالي', 'exact')).toBe('"محمد الخيالي"');
  });
});
