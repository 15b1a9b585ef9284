/**
 * Consonant skeleton used to match names across scripts. Arabic script omits short vowels and Latin
 * spellings of one Arabic name differ mostly in vowels (Muhammad/Mohamed, Yusuf/Yousef, Hussein/Husain),
 * so both sides are reduced to their consonants: vowels, w and y dropped except word-initially, doubled
 * letters collapsed, letter pairs that spell one Arabic sound merged (kh, gh, sh, th, dh), and a final h
 * dropped (Abdulla/Abdullah, ة). An initial vowel or ع becomes "a" so Omar/Umar/عمر stay apart from Mar.
 * Two names with the same skeleton are a transliteration match, which ranks below exact and variant.
 */

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

/** Skeleton of a Latin token (lowercase a–z). */
export function latinSkeleton(token: string): string {
  // Letter pairs that spell one Arabic sound first (so "Mashhadani" keeps its h after the sh), then
  // doubled letters collapse (Hassan → hasan) so that Arabic spellings without shadda agree.
  // "dj" is the French spelling of ج (Djamel, Djibril): one sound, j.
  const merged = token
    .replace(/dj/g, 'j')
    .replace(/kh/g, 'X')
    .replace(/gh/g, 'G')
    .replace(/sch|sh|ch/g, 'S');
  let s = '';
  for (let i = 0; i < merged.length; i++) if (merged[i] !== merged[i - 1]) s += merged[i];
  s = s
    .replace(/th/g, 't')
    .replace(/dh/g, 'd')
    .replace(/ph/g, 'f')
    // A soft c (French Lounici, Mecili) is the s of س; any other c, ck and q are a k.
    .replace(/c(?=[eiy])/g, 's')
    .replace(/ck|q|c/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/g/g, 'j')
    .replace(/[pv]/g, (m) => (m === 'p' ? 'b' : 'f'));
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i] ?? '';
    if (VOWELS.has(c)) {
      if (i === 0) out += 'a';
      continue;
    }
    if ((c === 'y' || c === 'w') && i > 0) continue;
    out += c;
  }
  if (out.length > 1 && out.endsWith('h')) out = out.slice(0, -1);
  if (token.length >= 3 && /[iy]$/.test(token)) out += FINAL_I;
  return out;
}

/**
 * A final long i (the nisba ending: Suwaidi السويدي, Hamadi الحمادي, Ali علي) is written in both
 * scripts, so it stays in the skeleton as a marker; without it al-Suwaidi and Saud, al-Hamadi and
 * Hamoud, Tariki and Tariq shared one skeleton and ordinary Emirati family names hit unrelated entries.
 */
const FINAL_I = 'Y';

const ARABIC_SKELETON: Record<string, string> = {
  ب: 'b',
  ت: 't',
  ث: 't',
  ج: 'j',
  ح: 'h',
  خ: 'X',
  د: 'd',
  ذ: 'd',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'S',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  غ: 'G',
  ف: 'f',
  ق: 'k',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  پ: 'b',
  چ: 'S',
  ژ: 'j',
  گ: 'j',
  ک: 'k',
  ھ: 'h',
  ٹ: 't',
  ڈ: 'd',
  ڑ: 'r',
  ں: 'n',
};
const ARABIC_VOWELISH = new Set(['ا', 'أ', 'إ', 'آ', 'ٱ', 'ى', 'ع', 'ء', 'ؤ', 'ئ', 'ة', 'و', 'ي', 'ی', 'ے']);

/** Skeleton of an Arabic-script token (diacritics already removed). */
export function arabicSkeleton(word: string): string {
  let out = '';
  let i = 0;
  let previous = '';
  for (const ch of word) {
    // Two identical letters side by side (the two lams of الله) are one doubled sound, as in Latin.
    if (ch === previous) continue;
    previous = ch;
    if (i === 0) {
      if (ch === 'و') out += 'w';
      else if (ch === 'ي' || ch === 'ی') out += 'y';
      else if (ARABIC_VOWELISH.has(ch)) out += 'a';
      else out += ARABIC_SKELETON[ch] ?? '';
    } else if (!ARABIC_VOWELISH.has(ch)) {
      out += ARABIC_SKELETON[ch] ?? '';
    }
    i++;
  }
  if (out.length > 1 && out.endsWith('h')) out = out.slice(0, -1);
  const last = [...word].at(-1);
  if (i >= 3 && (last === 'ي' || last === 'ی')) out += FINAL_I;
  return out;
}

/** Persian, Urdu and Pashto read ث as s and ذ ض ظ as z (Saqib ثاقب, Fazal فضل, Zakir ذاکر). */
const PERSIAN_READING: Record<string, string> = { ث: 'س', ذ: 'ز', ض: 'ز', ظ: 'ز' };

/**
 * The second way an Arabic-script word is looked up, when it has one. Afghan and Pakistani names on
 * the UN lists are spelt in Latin as they are said there: ث as s, ذ ض ظ as z. And a final ى is alef
 * maqsura (Mustafa مصطفى, Musa موسى) in most spellings, while Egyptian and Afghan orthography also
 * writes a final long i with it (حقانى, Haqqani), as Latin spellings of a final يع do (Rabi ربيع).
 * The alternative takes both of those readings.
 */
export function arabicAltSkeleton(word: string): string | undefined {
  const persian = word.replace(/[ثذضظ]/g, (ch) => PERSIAN_READING[ch] ?? ch);
  // A final ى, or a final ي + ع (Rabi ربيع, Shafi شفيع: the ع is not written in most Latin spellings).
  const finalI = [...word].length >= 3 && (word.endsWith('ى') || word.endsWith('يع'));
  const alt = arabicSkeleton(persian) + (finalI ? FINAL_I : '');
  return alt === arabicSkeleton(word) ? undefined : alt;
}
