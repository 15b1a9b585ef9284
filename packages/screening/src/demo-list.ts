import { makeEntry, makeName } from './parsers/common';
import type { WatchlistEntry } from './types';

const SOURCE_TYPE = 'Demo list (fictional names)';
const NOTE = 'Fictional demonstration entry loaded with DEMO_SEED=1; it names no real person or organisation.';

/**
 * Clearly fictional entries so that a new tenant's first screening shows hits (loaded with DEMO_SEED=1).
 * The surnames are invented ("Al-Khayali" is Arabic for "the imaginary"); they exercise the matching
 * features a demo should show: Arabic script, name variants, Gulf particles, dates of birth, an entity
 * and a vessel.
 */
export const demoEntries: readonly WatchlistEntry[] = [
  makeEntry({
    source: 'DEMO',
    sourceType: SOURCE_TYPE,
    listId: 'DEMO-001',
    entityType: 'Individual',
    names: [
      makeName('Mohammed Abdullah Al-Khayali', 'primary', {
        givenNames: ['Mohammed Abdullah'],
        lastNames: ['Al-Khayali'],
      }),
      makeName('Muhammad bin Abdulla Khayali', 'aka'),
      makeName('محمد عبدالله الخيالي', 'original-script'),
    ],
    datesOfBirth: [{ text: '1975-03-14', year: 1975, month: 3, day: 14 }],
    placesOfBirth: ['Atlantis City, Utopia'],
    nationalities: ['Utopia'],
    gender: 'male',
    programs: ['DEMO-PROGRAM'],
    sanctionDetails: ['Demonstration listing'],
    remarks: [NOTE],
  }),
  makeEntry({
    source: 'DEMO',
    sourceType: SOURCE_TYPE,
    listId: 'DEMO-002',
    entityType: 'Individual',
    names: [
      makeName('Fatima Yousef Al-Wahmi', 'primary', { givenNames: ['Fatima Yousef'], lastNames: ['Al-Wahmi'] }),
      makeName('فاطمة يوسف الوهمي', 'original-script'),
    ],
    datesOfBirth: [{ text: '1982', year: 1982 }],
    gender: 'female',
    programs: ['DEMO-PROGRAM'],
    remarks: [NOTE],
  }),
  makeEntry({
    source: 'DEMO',
    sourceType: SOURCE_TYPE,
    listId: 'DEMO-003',
    entityType: 'Individual',
    names: [
      makeName('Zorblax Quintavious Mendacor', 'primary', {
        givenNames: ['Zorblax Quintavious'],
        lastNames: ['Mendacor'],
      }),
      makeName('Zed Mendacor', 'aka', { weak: true }),
    ],
    datesOfBirth: [{ text: '1960-01-01', year: 1960, month: 1, day: 1 }],
    gender: 'male',
    positions: ['Self-declared Emperor of the Sandcastle Republic'],
    programs: ['DEMO-PROGRAM'],
    remarks: [NOTE],
  }),
  makeEntry({
    source: 'DEMO',
    sourceType: SOURCE_TYPE,
    listId: 'DEMO-004',
    entityType: 'Individual',
    names: [makeName('Ivan Vymyshlenny', 'primary'), makeName('Иван Вымышленный', 'original-script')],
    datesOfBirth: [{ text: '1968-07-00', year: 1968, month: 7 }],
    gender: 'male',
    programs: ['DEMO-PROGRAM'],
    remarks: [NOTE],
  }),
  makeEntry({
    source: 'DEMO',
    sourceType: SOURCE_TYPE,
    listId: 'DEMO-005',
    entityType: 'Individual',
    names: [makeName('Khalid Saeed Al-Mukhtalaq', 'primary')],
    gender: 'male',
    positions: ['Minister of Imaginary Affairs (fictional)'],
    pepType: 'role.pep',
    remarks: [NOTE],
  }),
  makeEntry({
    source: 'DEMO',
    sourceType: SOURCE_TYPE,
    listId: 'DEMO-006',
    entityType: 'Entity',
    entitySubtype: 'organisation',
    names: [makeName('Mirage Gold Bullion Trading LLC', 'primary'), makeName('Sarab Gold FZE', 'aka')],
    addresses: [{ full: 'Unit 0, Nowhere Tower, Imaginary Free Zone, Utopia', country: 'Utopia' }],
    programs: ['DEMO-PROGRAM'],
    remarks: [NOTE],
  }),
  makeEntry({
    source: 'DEMO',
    sourceType: SOURCE_TYPE,
    listId: 'DEMO-007',
    entityType: 'Entity',
    entitySubtype: 'vessel',
    names: [makeName('MV PHANTOM PEARL', 'primary')],
    programs: ['DEMO-PROGRAM'],
    remarks: ['Vessel Type Bulk Carrier', NOTE],
  }),
  makeEntry({
    source: 'DEMO',
    sourceType: SOURCE_TYPE,
    listId: 'DEMO-008',
    entityType: 'Entity',
    entitySubtype: 'organisation',
    names: [makeName('Fata Morgana Precious Stones Establishment', 'primary')],
    programs: ['DEMO-PROGRAM'],
    remarks: [NOTE],
  }),
];
