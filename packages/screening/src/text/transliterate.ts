/**
 * Script-to-Latin letter tables. Arabic is written without short vowels, so its transliteration is a
 * consonant spelling ("محمد" → "mhmd"); matching it against Latin spellings goes through the consonant
 * skeleton (skeleton.ts), not through this string. Cyrillic and Greek are fully alphabetic and follow
 * BGN/PCGN-style romanisation, which is what OFAC, UK and EU lists use for Russian and Belarusian names.
 */

const ARABIC: Record<string, string> = {
  ا: 'a',
  أ: 'a',
  إ: 'i',
  آ: 'a',
  ٱ: 'a',
  ء: '',
  ؤ: '',
  ئ: '',
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'dh',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: '',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  و: 'w',
  ي: 'y',
  ى: 'a',
  ة: 'a',
  // Persian and Urdu letters that appear in Afghan and Pakistani names.
  پ: 'p',
  چ: 'ch',
  ژ: 'zh',
  گ: 'g',
  ک: 'k',
  ی: 'y',
  ے: 'e',
  ٹ: 't',
  ڈ: 'd',
  ڑ: 'r',
  ں: 'n',
  ھ: 'h',
};

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  // Ukrainian, Belarusian, Serbian and Macedonian letters.
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ў: 'u',
  ђ: 'dj',
  ј: 'j',
  љ: 'lj',
  њ: 'nj',
  ћ: 'c',
  џ: 'dz',
  ѓ: 'gj',
  ќ: 'kj',
  ѕ: 'dz',
};

const GREEK: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

/** Arabic diacritics (harakat, shadda, sukun, superscript alef) and tatweel carry no letters. */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

export function stripArabicMarks(word: string): string {
  return word.replace(ARABIC_MARKS, '');
}

function mapLetters(word: string, table: Record<string, string>): string {
  let out = '';
  for (const ch of word) {
    const lower = ch.toLowerCase();
    const m = table[lower];
    out += m ?? lower;
  }
  return out;
}

export function transliterateArabic(word: string): string {
  return mapLetters(stripArabicMarks(word), ARABIC);
}

export function transliterateCyrillic(word: string): string {
  return mapLetters(word, CYRILLIC);
}

export function transliterateGreek(word: string): string {
  return mapLetters(word.normalize('NFD').replace(/\p{M}/gu, ''), GREEK);
}
