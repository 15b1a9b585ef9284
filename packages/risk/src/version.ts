/**
 * Identifies the rules and tables a stored score was computed with. Change it whenever a table, a
 * source list or a rule changes, together with COUNTRY_TABLE_AS_OF when the country lists change.
 */
export const RULE_SET_VERSION = 'uae-dpms-2026.11.1';

/** The day the country source lists were compiled (tables/country-sources.ts). */
export const COUNTRY_TABLE_AS_OF = '2026-11-22';
