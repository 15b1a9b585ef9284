import type { FoundRecord } from '@aml/contracts';

/** Spec 3 §2: long link text is truncated at 50 characters, long descriptions are clipped at 200. */
export const LINK_TEXT_MAX = 50;
export const DESCRIPTION_MAX = 200;

/** The first `max` characters and an ellipsis; text within the limit unchanged. */
export function clipText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/**
 * A list's link as a safe href: only http and https. List data comes from outside (OpenSanctions, PEP
 * files), and a `javascript:` link in an anchor would run in the signed-in page.
 */
export function webHref(value: string): string | null {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export type RecordFieldKind = 'text' | 'description' | 'links';

export interface RecordField {
  label: string;
  values: string[];
  kind: RecordFieldKind;
}

const present = (values: readonly (string | null | undefined)[]) =>
  values.map((value) => value?.trim() ?? '').filter((value) => value !== '');

/**
 * The fields of a found record that hold something, in the order of spec 3 §3: the quick screening's
 * fields, the source, then those that batch results add (entity type, links, PEP type, list date, family).
 */
export function recordFields(record: FoundRecord): RecordField[] {
  const fields: [string, readonly (string | null)[], RecordFieldKind?][] = [
    ['Alias', record.alias_names],
    ['Given Names', record.given_names],
    ['Last Names', record.last_names],
    ['Date of Birth', record.date_of_birth],
    ['Gender', [record.gender]],
    ['Citizenship', record.citizenship],
    ['Place of Birth', record.place_of_birth],
    ['Occupations', record.occupations],
    ['Political Parties', record.political_parties],
    ['Positions', record.positions],
    ['Sanction Details', record.sanction_details],
    ['Description', [record.description], 'description'],
    ['Address', record.address],
    ['Other Information', record.other_information],
    ['Source ID', [record.source_id]],
    ['Source Type', [record.source_type]],
    ['Entity Type', [record.entity_type]],
    ['Links', record.links, 'links'],
    ['PEP Type', [record.pep_type]],
    ['List Date', [record.list_date]],
    ['Spouse', record.spouse],
    ['Siblings', record.siblings],
    ['Parents', record.parents],
  ];
  return fields.flatMap(([label, raw, kind = 'text']) => {
    const values = present(raw);
    return values.length > 0 ? [{ label, values, kind }] : [];
  });
}

/**
 * Strongest match first (equal scores keep the engine's order), each with a key of its list entry that
 * stays the same when the list is re-sorted; an entry named twice gets a counter.
 */
export function keyedByScore(records: readonly FoundRecord[]): { key: string; record: FoundRecord }[] {
  const seen = new Map<string, number>();
  return [...records]
    .sort((a, b) => b.score - a.score)
    .map((record) => {
      const base = `${record.source_type}:${record.source_id}`;
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      return { key: count === 0 ? base : `${base}#${count}`, record };
    });
}

/** The badge colour of a score, as on the customer's Sanction tab. */
export function scoreColor(score: number): string {
  return score >= 90 ? 'red' : score >= 75 ? 'orange' : 'yellow';
}
