import type { Script } from '../types';

const ARABIC = /\p{Script=Arabic}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const GREEK = /\p{Script=Greek}/u;
const LATIN = /\p{Script=Latin}/u;
const LETTER = /\p{L}/u;

/** The script most of a name's letters are written in (a Latin "LLC" inside a Cyrillic name stays Cyrillic). */
export function detectScript(text: string): Script {
  let latin = 0;
  let arabic = 0;
  let cyrillic = 0;
  let greek = 0;
  let other = 0;
  for (const ch of text) {
    if (!LETTER.test(ch)) continue;
    if (LATIN.test(ch)) latin++;
    else if (ARABIC.test(ch)) arabic++;
    else if (CYRILLIC.test(ch)) cyrillic++;
    else if (GREEK.test(ch)) greek++;
    else other++;
  }
  const best = Math.max(latin, arabic, cyrillic, greek, other);
  if (best === 0 || best === latin) return 'Latin';
  if (best === arabic) return 'Arabic';
  if (best === cyrillic) return 'Cyrillic';
  if (best === greek) return 'Greek';
  return 'Other';
}
