import type { ListName, WatchlistEntry } from '@aml/screening';

/** A list name as the parsers give it (Latin script, not a weak alias). */
export const listName = (full: string, type: ListName['type'] = 'primary'): ListName => ({
  full,
  type,
  weak: false,
  script: 'Latin',
});

/** A hand-made OFAC SDN entry: an individual with one name and nothing else unless given. */
export function listEntry(listId: string, fields: Partial<WatchlistEntry> = {}): WatchlistEntry {
  return {
    source: 'OFAC',
    sourceType: 'OFAC SDN',
    listId,
    entityType: 'Individual',
    entitySubtype: 'unknown',
    names: [listName(`PERSON ${listId}, Test`)],
    datesOfBirth: [],
    placesOfBirth: [],
    citizenships: [],
    nationalities: [],
    addresses: [],
    identifiers: [],
    programs: ['SDGT'],
    sanctionDetails: [],
    titles: [],
    positions: [],
    occupations: [],
    politicalParties: [],
    remarks: [],
    links: [],
    relatives: { spouse: [], siblings: [], parents: [], children: [] },
    ...fields,
  };
}
