import type { FoundRecord } from '../screening-wire';

/**
 * A found record's explanation in plain words (issue 12: "which names and tokens matched, date-of-birth /
 * nationality agreement"), one line each. The Sanction tab and the PDF report both print these.
 */

type Explanation = FoundRecord['explanation'];
type Token = Explanation['tokens'][number];

const NAME_TYPES: Record<Explanation['nameType'], string> = {
  primary: 'primary name',
  aka: 'alias (a.k.a.)',
  fka: 'former name (f.k.a.)',
  nka: 'new name (n.k.a.)',
  'original-script': 'name in original script',
};

const TOKEN_KINDS: Record<Token['kind'], string> = {
  exact: 'exact',
  variant: 'known spelling variant',
  transliteration: 'transliteration',
  'edit-distance': 'spelling difference',
  initial: 'initial',
  particle: 'name particle',
  none: 'not on the list entry',
};

const STATUS_WORDS: Record<Explanation['dateOfBirth']['status'], string> = {
  agree: 'agrees',
  disagree: 'differs',
  partial: 'partly agrees',
  unknown: 'not compared',
};

function tokenWords(token: Token): string {
  if (token.kind === 'none' || token.list === null) return `'${token.query}' not matched`;
  const distance = token.kind === 'edit-distance' && token.distance ? ` (${token.distance} letter(s))` : '';
  return token.kind === 'exact' && token.query.toLowerCase() === token.list.toLowerCase()
    ? `'${token.query}' exact`
    : `'${token.query}' ~ '${token.list}' ${TOKEN_KINDS[token.kind]}${distance}`;
}

function attribute(
  label: string,
  value: { status: Explanation['dateOfBirth']['status']; query?: string | undefined },
  list: string,
): string {
  const query = value.query ? ` (searched ${value.query}` : ' (nothing searched';
  return `${label} ${STATUS_WORDS[value.status]}${query}; listed ${list || 'none'})`;
}

export function explainMatch(record: FoundRecord): string[] {
  const e = record.explanation;
  const lines = [
    `Matched the ${NAME_TYPES[e.nameType]} '${e.matchedName}'${e.weakAlias ? ' (a weak alias)' : ''}, score ${record.score}, name score ${Math.round(e.nameScore)}, fuzzy level ${e.fuzziness}`,
  ];
  if (e.tokens.length > 0) lines.push(`Names: ${e.tokens.map(tokenWords).join('; ')}`);
  if (e.unmatchedListTokens.length > 0) lines.push(`On the list, not searched: ${e.unmatchedListTokens.join(', ')}`);
  lines.push(attribute('Date of birth', e.dateOfBirth, e.dateOfBirth.list.join(', ')));
  lines.push(attribute('Nationality', e.citizenship, e.citizenship.list.join(', ')));
  if (e.gender.status !== 'unknown') lines.push(attribute('Gender', e.gender, e.gender.list ?? ''));
  for (const adjustment of e.adjustments) {
    lines.push(`${adjustment.reason} (${adjustment.points > 0 ? '+' : ''}${adjustment.points})`);
  }
  return lines;
}
