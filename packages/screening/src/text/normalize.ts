import type { Script } from '../types';
import { canonicalVariant } from './name-variants';
import { arabicAltSkeleton, arabicSkeleton, latinSkeleton } from './skeleton';
import { stripArabicMarks, transliterateArabic, transliterateCyrillic, transliterateGreek } from './transliterate';

/**
 * Gulf and Arabic name particles, legal forms, titles and function words. They are kept (an explanation
 * shows them) but matched only against the same particle and weigh little, so "Khalid bin Abdullah Al
 * Saud" and "Khalid Abdullah Saud" agree while "Abu Abbas" still ranks a little below "Abbas" for "Abbas".
 */
export type ParticleKind = 'al' | 'bin' | 'bint' | 'abu' | 'abd' | 'title' | 'legal' | 'stop';

const PARTICLES: Record<string, ParticleKind> = {
  al: 'al',
  el: 'al',
  ul: 'al',
  ad: 'al',
  ud: 'al',
  ar: 'al',
  as: 'al',
  an: 'al',
  at: 'al',
  az: 'al',
  bin: 'bin',
  ibn: 'bin',
  ben: 'bin',
  bn: 'bin',
  ebn: 'bin',
  ould: 'bin',
  walad: 'bin',
  bint: 'bint',
  binti: 'bint',
  bte: 'bint',
  bent: 'bint',
  abu: 'abu',
  abou: 'abu',
  abo: 'abu',
  aboo: 'abu',
  abi: 'abu',
  abd: 'abd',
  abdul: 'abd',
  abdel: 'abd',
  abdal: 'abd',
  abdol: 'abd',
  abdoul: 'abd',
  abdur: 'abd',
  abdus: 'abd',
  abdou: 'abd',
  abdu: 'abd',
  sheikh: 'title',
  shaikh: 'title',
  shaykh: 'title',
  sheik: 'title',
  cheikh: 'title',
  haji: 'title',
  hajji: 'title',
  alhaj: 'title',
  alhajj: 'title',
  mullah: 'title',
  mulla: 'title',
  maulavi: 'title',
  mawlawi: 'title',
  maulvi: 'title',
  maulana: 'title',
  mawlana: 'title',
  qari: 'title',
  dr: 'title',
  mr: 'title',
  mrs: 'title',
  ms: 'title',
  miss: 'title',
  prof: 'title',
  sir: 'title',
  hh: 'title',
  hrh: 'title',
  llc: 'legal',
  ltd: 'legal',
  limited: 'legal',
  co: 'legal',
  inc: 'legal',
  corp: 'legal',
  corporation: 'legal',
  company: 'legal',
  plc: 'legal',
  sa: 'legal',
  sas: 'legal',
  sarl: 'legal',
  srl: 'legal',
  spa: 'legal',
  sl: 'legal',
  gmbh: 'legal',
  ag: 'legal',
  bv: 'legal',
  nv: 'legal',
  jsc: 'legal',
  ojsc: 'legal',
  cjsc: 'legal',
  pjsc: 'legal',
  ooo: 'legal',
  oao: 'legal',
  zao: 'legal',
  pao: 'legal',
  ao: 'legal',
  fze: 'legal',
  fzco: 'legal',
  fzc: 'legal',
  fzllc: 'legal',
  llp: 'legal',
  lp: 'legal',
  // Legal forms written in full: the same company as its abbreviation (Siemens Aktiengesellschaft = Siemens AG,
  // Apple Incorporated = Apple Inc., a Limited Liability Company = LLC, Gesellschaft mit beschränkter Haftung = GmbH).
  incorporated: 'legal',
  aktiengesellschaft: 'legal',
  liability: 'legal',
  gesellschaft: 'legal',
  beschrankter: 'legal',
  haftung: 'legal',
  est: 'legal',
  pvt: 'legal',
  pte: 'legal',
  cv: 'legal',
  of: 'stop',
  the: 'stop',
  and: 'stop',
  de: 'stop',
  la: 'stop',
  le: 'stop',
  les: 'stop',
  du: 'stop',
  des: 'stop',
  del: 'stop',
  da: 'stop',
  do: 'stop',
  dos: 'stop',
  das: 'stop',
  di: 'stop',
  van: 'stop',
  von: 'stop',
  der: 'stop',
  den: 'stop',
  y: 'stop',
  et: 'stop',
  for: 'stop',
};

/** Particles that are also ordinary given names ("Ben Smith", "Abi"): particles only between two names. */
const ONLY_INNER = new Set([
  'ben',
  'abi',
  'an',
  'as',
  'at',
  'ar',
  'ad',
  'az',
  'ud',
  'walad',
  'ould',
  'y',
  'da',
  'do',
  'di',
  'de',
  'la',
  'le',
]);

const ARABIC_PARTICLES: Record<string, ParticleKind> = {
  ال: 'al',
  بن: 'bin',
  ابن: 'bin',
  بنت: 'bint',
  ابو: 'abu',
  أبو: 'abu',
  ابي: 'abu',
  أبي: 'abu',
  عبد: 'abd',
  ولد: 'bin',
  // Titles, as their Latin spellings are (hajji, sheikh, mullah, maulavi, qari).
  حاجي: 'title',
  حجي: 'title',
  حاج: 'title',
  الحاج: 'title',
  شيخ: 'title',
  الشيخ: 'title',
  ملا: 'title',
  مولوي: 'title',
  مولوى: 'title',
  قاري: 'title',
};

/** Prefix of the matching key of an Arabic-script word (its transliteration follows). */
export const ARABIC_KEY_PREFIX = 'ar:';

/**
 * The particle a mistyped word was meant to be ("cokpany" → legal, "abdl" → abd), so that a typo in a
 * legal form or particle does not count as an unknown, rare name token.
 */
export function nearestParticle(surface: string, edits: number): { kind: ParticleKind; distance: number } | undefined {
  if (edits <= 0) return undefined;
  let best: { kind: ParticleKind; distance: number } | undefined;
  for (const [word, kind] of Object.entries(PARTICLES)) {
    // Two-letter particles (al, el) only one edit away: "tal" for "al", never "ali".
    const allowed = word.length < 4 ? Math.min(1, edits) : edits;
    if (word.length < 2 || surface.length < 3 || Math.abs(word.length - surface.length) > allowed) continue;
    for (let d = 1; d <= allowed && (!best || d < best.distance); d++) {
      if (editDistanceWithin(surface, word, d)) {
        best = { kind, distance: d };
        break;
      }
    }
  }
  return best;
}

function editDistanceWithin(a: string, b: string, max: number): boolean {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(
        (prev[j] ?? 0) + 1,
        (cur[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      cur.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return false;
    prev = cur;
  }
  return (prev[b.length] ?? max + 1) <= max;
}

export interface NameToken {
  /** The word as written in the input. */
  readonly original: string;
  /** Folded Latin form (lowercase, no diacritics, transliterated when the word was not Latin). */
  readonly surface: string;
  /** Matching key: the canonical given-name variant when the surface is in the variant table, else the surface. */
  readonly key: string;
  /** Key without an attached article or patronymic prefix ("alqahtani" → "qahtani"), when there is one. */
  readonly alt?: string;
  /** Consonant skeleton for cross-script matching (of the key, so Mohd and محمد agree through "muhammad"). */
  readonly skeleton: string;
  readonly altSkeleton?: string;
  readonly script: Script;
  readonly particle?: ParticleKind;
  /** The whole word when this token is the name part of a split compound (abdulkadir → kadir). */
  readonly whole?: string;
}

export interface NormalizedName {
  readonly tokens: readonly NameToken[];
}

/** Latin letters that NFKD does not decompose. */
const SPECIAL: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ŀ: 'l',
  ħ: 'h',
  ŧ: 't',
  ĸ: 'k',
  ŋ: 'n',
  ſ: 's',
};

function foldLatin(word: string): string {
  let s = word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  s = s.replace(/[ßæœøđðþłıŀħŧĸŋſ]/g, (c) => SPECIAL[c] ?? c);
  return s.replace(/[^a-z0-9]/g, '');
}

const ARABIC_CHAR = /\p{Script=Arabic}/u;
const CYRILLIC_CHAR = /\p{Script=Cyrillic}/u;
const GREEK_CHAR = /\p{Script=Greek}/u;
const LATIN_OR_DIGIT = /[\p{Script=Latin}0-9]/u;

function wordScript(word: string): Script {
  for (const ch of word) {
    if (ARABIC_CHAR.test(ch)) return 'Arabic';
    if (CYRILLIC_CHAR.test(ch)) return 'Cyrillic';
    if (GREEK_CHAR.test(ch)) return 'Greek';
    if (LATIN_OR_DIGIT.test(ch)) return 'Latin';
  }
  return 'Other';
}

/**
 * Split a name into words: apostrophes and dots join (O'Brien, Ba'asyir, S.A.), every other punctuation
 * mark separates (Al-Qahtani → al qahtani). Arabic, Latin, Cyrillic and other letters stay in their words.
 */
function words(raw: string): string[] {
  return raw
    .replace(/['’‘`´ʼʿʾ.·]/g, '')
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '');
}

function latinToken(original: string, surface: string, script: Script, particle?: ParticleKind): NameToken {
  const key = canonicalVariant(surface) ?? surface;
  return { original, surface, key, skeleton: latinSkeleton(key), script, ...(particle ? { particle } : {}) };
}

/** abd + connective + name: abdulaziz → aziz, abdurrahman → rahman, abdelkader → kader, abdirahman → rahman. */
function splitAbd(surface: string): string | undefined {
  if (!surface.startsWith('abd') || surface.length < 6 || canonicalVariant(surface)) return undefined;
  let rest = surface.slice(3);
  if ('aeiou'.includes(rest[0] ?? '')) rest = rest.slice(1);
  if (rest[0] === 'l') rest = rest.slice(1);
  else if (rest.length > 1 && rest[0] === rest[1]) rest = rest.slice(1);
  return rest.length >= 3 ? rest : undefined;
}

/**
 * A name + ad-Din written as one word (Jalaluddin, Salahuddin, Nasreddine, Ghiassouddine): the name
 * and "din", as the same name is written in two words ("Jalal al-Din") and in Arabic (جلال الدين).
 */
function splitDin(surface: string): string | undefined {
  if (canonicalVariant(surface)) return undefined;
  // The assimilated article's double d (-uddin, -eddine) or a written al/el/ul (-aldin): a bare "-udin"
  // or "-dine" is left alone, or Claudine would split too.
  const m = /^([a-z]{3,}?)(?:(?:u|ou|e|a)ddine?|(?:a|e|u)ldine?)$/.exec(surface);
  return m?.[1] && m[1].length >= 3 ? m[1] : undefined;
}

/** abu/abou + name written as one word: abubakar → bakar. */
function splitAbu(surface: string): string | undefined {
  if (canonicalVariant(surface)) return undefined;
  const m = /^(abu|abou)([a-z]{3,})$/.exec(surface);
  return m?.[2];
}

/** An article or patronymic written onto the name (alqahtani, elbaradei, binladen): matched with and without it. */
function attachedPrefixAlt(surface: string): string | undefined {
  const m = /^(al|el|bin|ibn)([a-z]{4,})$/.exec(surface);
  // The article assimilated to a sun letter and written onto the name: essaadi (es-Saadi), ettayeb.
  const sun = m ? undefined : /^[ae](t|d|r|z|s|n)\1([a-z]{4,})$/.exec(surface);
  const rest = m?.[2] ?? (sun ? `${sun[1]}${sun[2]}` : undefined);
  if (!rest) return undefined;
  return canonicalVariant(rest) ?? rest;
}

function arabicTokens(word: string, out: NameToken[]): void {
  const w = stripArabicMarks(word).replace(/[أإآٱ]/g, 'ا');
  const particle = ARABIC_PARTICLES[w];
  const push = (text: string, p?: ParticleKind): void => {
    if (text === '') return;
    if (p) {
      out.push({ original: text, surface: p, key: p, skeleton: p, script: 'Arabic', particle: p });
      return;
    }
    // عبدالله is one name (Abdullah), not the particle abd + الله.
    // عبدالله is one name (Abdullah); الله standing alone is Allah: both meet their Latin spellings.
    const latinForm = text === 'عبدالله' ? 'abdullah' : text === 'الله' ? 'allah' : undefined;
    if (latinForm) {
      out.push({
        original: text,
        surface: latinForm,
        key: latinForm,
        skeleton: latinSkeleton(latinForm),
        script: 'Arabic',
      });
      return;
    }
    const surface = transliterateArabic(text);
    const altSkeleton = arabicAltSkeleton(text);
    // Arabic keys live apart from Latin ones ("mary" from عماري is not the English Mary): the two scripts
    // meet only through the consonant skeleton.
    out.push({
      original: text,
      surface,
      key: `${ARABIC_KEY_PREFIX}${surface}`,
      skeleton: arabicSkeleton(text),
      ...(altSkeleton ? { altSkeleton } : {}),
      script: 'Arabic',
    });
  };
  if (particle) {
    push(w, particle);
    return;
  }
  if (w === 'عبدالله' || w === 'الله') {
    push(w);
    return;
  }
  // نورالدين written as one word: the name and دين, as when it is written in two (نور الدين).
  if (w.endsWith('الدين') && w.length >= 7) {
    push(w.slice(0, -5));
    push('دين');
    return;
  }
  if (w.startsWith('عبد') && w.length >= 5) {
    push('عبد', 'abd');
    const rest = w.slice(3);
    push(rest.startsWith('ال') && rest.length > 3 ? rest.slice(2) : rest);
    return;
  }
  if (w.startsWith('ابو') && w.length >= 5) {
    push('ابو', 'abu');
    push(w.slice(3));
    return;
  }
  if (w.startsWith('ال') && w.length > 3) {
    push('ال', 'al');
    push(w.slice(2));
    return;
  }
  push(w);
}

/**
 * Normalise a name for matching: case, diacritics, punctuation and spacing are folded; Arabic, Cyrillic
 * and Greek words are transliterated to Latin; Gulf particles (al, el, bin, bint, ibn, abu, abd/abdul)
 * become particle tokens, also when written onto the name (Abdulrahman, Abubakar, الكعبي); given-name
 * variants share one key. Token order is kept for display; matching ignores it.
 */
const ARABIC_SCRIPT = /[\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * One spelling for letters that Urdu, Persian and Pashto write differently from Arabic, and the base
 * letters of presentation forms (ﺁ), so that اللہ is الله and both sides of a comparison agree.
 */
function foldArabicLetters(raw: string): string {
  return raw.normalize('NFKC').replace(/ہ|ھ/g, 'ه').replace(/ۃ/g, 'ة').replace(/ک/g, 'ك').replace(/ی/g, 'ي');
}

/** "عبد الله", "خير الله": a word followed by الله is one name, written joined in most Latin spellings. */
const ARABIC_ALLAH = /([\u0600-\u06FF]+)\s+(الله)(?=\s|$)/gu;

export function normalizeName(raw: string): NormalizedName {
  const arabic = ARABIC_SCRIPT.test(raw) ? foldArabicLetters(raw) : raw;
  const ws = words(arabic.includes('الله') ? arabic.replace(ARABIC_ALLAH, '$1$2') : arabic);
  const out: NameToken[] = [];
  for (let i = 0; i < ws.length; i++) {
    const word = ws[i] ?? '';
    const inner = i > 0 && i < ws.length - 1;
    const cacheKey = inner ? `1${word}` : `0${word}`;
    let tokens = WORD_CACHE.get(cacheKey);
    if (!tokens) {
      tokens = wordTokens(word, inner);
      // Names repeat the same words endlessly; the cache makes building an index over a million names cheap.
      if (WORD_CACHE.size >= WORD_CACHE_LIMIT) WORD_CACHE.clear();
      WORD_CACHE.set(cacheKey, tokens);
    }
    for (const t of tokens) out.push(t);
  }
  // A name made only of particles ("Al Ahli", "ABU") is matched on those words as ordinary tokens.
  if (out.length > 0 && out.every((t) => t.particle)) {
    return { tokens: out.map(({ particle: _p, ...t }) => t) };
  }
  return { tokens: out };
}

const WORD_CACHE = new Map<string, readonly NameToken[]>();
const WORD_CACHE_LIMIT = 200_000;
const ASCII_WORD = /^[A-Za-z0-9]+$/;

function wordTokens(word: string, inner: boolean): readonly NameToken[] {
  const out: NameToken[] = [];
  const ascii = ASCII_WORD.test(word);
  const script: Script = ascii ? 'Latin' : wordScript(word);
  if (script === 'Arabic') {
    arabicTokens(word, out);
    return out;
  }
  const surface = ascii
    ? word.toLowerCase()
    : script === 'Cyrillic'
      ? foldLatin(transliterateCyrillic(word))
      : script === 'Greek'
        ? foldLatin(transliterateGreek(word))
        : script === 'Other'
          ? word.toLowerCase()
          : foldLatin(word);
  if (surface === '') return out;
  const p = PARTICLES[surface];
  if (p && (!ONLY_INNER.has(surface) || inner)) {
    out.push(latinToken(word, surface, script, p));
    return out;
  }
  const abd = splitAbd(surface);
  if (abd) {
    out.push(latinToken(word, 'abd', script, 'abd'));
    out.push({ ...latinToken(word, abd, script), whole: surface });
    return out;
  }
  const din = splitDin(surface);
  if (din) {
    out.push({ ...latinToken(word, din, script), whole: surface });
    out.push(latinToken(word, 'din', script));
    return out;
  }
  const abu = splitAbu(surface);
  if (abu) {
    out.push(latinToken(word, 'abu', script, 'abu'));
    out.push({ ...latinToken(word, abu, script), whole: surface });
    return out;
  }
  const t = latinToken(word, surface, script);
  const alt = attachedPrefixAlt(surface);
  out.push(alt ? { ...t, alt, altSkeleton: latinSkeleton(alt) } : t);
  return out;
}

/** The folded, space-joined form of a name: what "exact after normalisation" compares. */
export function normalizedText(raw: string): string {
  return normalizeName(raw)
    .tokens.map((t) => t.key)
    .join(' ');
}
