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

const NAME_TYPE_SHORT: Record<Explanation['nameType'], string> = {
  primary: 'name',
  aka: 'alias',
  fka: 'former name',
  nka: 'new name',
  'original-script': 'name in original script',
};

const count = (n: number, one: string, many: string) => (n === 1 ? `one ${one}` : `${n} ${many}`);
const quoted = (tokens: readonly Token[]) => tokens.map((t) => `'${t.query}'`).join(', ');

/** How the searched name met the listed one, in words. */
function nameSummary(e: Explanation): string {
  const listed = `the listed ${NAME_TYPE_SHORT[e.nameType]} "${e.matchedName}"`;
  const differences: string[] = [];
  const spelled = e.tokens.filter((t) => t.kind === 'edit-distance');
  const variants = e.tokens.filter((t) => t.kind === 'variant');
  const transliterated = e.tokens.filter((t) => t.kind === 'transliteration');
  const initials = e.tokens.filter((t) => t.kind === 'initial');
  const missing = e.tokens.filter((t) => t.kind === 'none');
  if (spelled.length > 0)
    differences.push(`${count(spelled.length, 'spelling difference', 'spelling differences')} (${quoted(spelled)})`);
  if (variants.length > 0) differences.push(`a known spelling variant (${quoted(variants)})`);
  if (transliterated.length > 0) differences.push(`a transliteration (${quoted(transliterated)})`);
  if (initials.length > 0) differences.push(`an initial (${quoted(initials)})`);
  if (missing.length > 0) differences.push(`${quoted(missing)} not on the list entry`);
  if (e.unmatchedListTokens.length > 0)
    differences.push(`the listed '${e.unmatchedListTokens.join("', '")}' not searched`);
  const weak = e.weakAlias ? ' (a weak alias)' : '';
  return differences.length === 0
    ? `Name matches ${listed}${weak} exactly`
    : `Name matches ${listed}${weak} with ${differences.join(', ')}`;
}

const DOB_WORDS: Record<Explanation['dateOfBirth']['status'], string> = {
  agree: 'date of birth agrees',
  partial: 'date of birth differs in day, month or by one year',
  disagree: 'date of birth disagrees',
  unknown: '',
};

/** The date of birth, nationality and gender, in words, where they were compared. */
function attributeSummary(e: Explanation): string[] {
  const parts: string[] = [];
  if (e.dateOfBirth.status === 'disagree') {
    // The engine says by how much in its adjustment ("date of birth disagrees by 5 years").
    parts.push(e.adjustments.find((a) => a.reason.startsWith('date of birth disagrees'))?.reason ?? DOB_WORDS.disagree);
  } else if (e.dateOfBirth.status !== 'unknown') parts.push(DOB_WORDS[e.dateOfBirth.status]);
  else if (e.dateOfBirth.query) parts.push('no date of birth listed');
  if (e.citizenship.status === 'agree') parts.push('nationality agrees');
  else if (e.citizenship.status === 'disagree') parts.push('nationality differs');
  if (e.gender.status === 'disagree') parts.push('gender differs');
  return parts;
}

/**
 * One sentence a compliance officer reads first (issue 18): how the name matched, then the date of birth,
 * nationality and gender where they were compared. E.g. 'Name matches the listed alias "Abu Ali" with one
 * spelling difference ('Abou'); date of birth agrees.'
 */
export function matchSummary(record: FoundRecord): string {
  const e = record.explanation;
  return `${[nameSummary(e), ...attributeSummary(e)].join('; ')}.`;
}

export function explainMatch(record: FoundRecord): string[] {
  const e = record.explanation;
  const lines = [
    matchSummary(record),
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
