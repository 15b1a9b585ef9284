import { listsAvailable, listsDir } from '../scripts/shipped-lists';

/** Tests that read the shared lists skip, saying why, when the shared data folder is not beside the repository. */
export const noLists = !listsAvailable();
if (noLists) console.warn(`[screening] ${listsDir} not found: tests that read the shipped lists are skipped`);
