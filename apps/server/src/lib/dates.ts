/** Today's calendar date in UTC as yyyy-mm-dd, the form DATE columns are read in. */
export const todayIsoDate = (now = new Date()): string => now.toISOString().slice(0, 10);
