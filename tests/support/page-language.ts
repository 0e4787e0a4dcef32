import { HINDI_LATIN_CODES } from './hindi-glossary';

/**
 * Words of another language on a page (docs/glossary.md): a Hindi page shows no Latin-letter word beyond the
 * glossary's codes and proper names, and no Spanish or Chinese; an English page no Spanish or Chinese; a Spanish
 * page no English or Chinese. Pure, so the browser page audit and a unit test share it.
 */
export type PageLanguage = 'es' | 'en' | 'hi';

const CHINESE = /\p{Script=Han}/u;

/** Spanish words English never uses (not "no", "a", "de", which it shares or names carry). */
const SPANISH = new Set(
  'el la los las del que por para con una está estás tu tus sus pero cuando tienes puedes préstamo préstamos pago pagos cerrar fracaso carga realizó correctamente inténtalo sesión página más también aquí ahora hoy mañana'.split(
    ' ',
  ),
);
const SPANISH_LETTERS = /[áéíóúñ¿¡]/i;

/** English words Spanish never uses (not "a", "no", "con"). */
const ENGLISH = new Set(
  'the and of to is are you your please with for this that from not does do selected order success uploading information provide complete loan amount due date fee charge agent recovery overdue monday tuesday wednesday thursday friday saturday sunday am pm'.split(
    ' ',
  ),
);

const CONNECTORS = new Set(['of', 'and', 'de', 'del']);

/** A run of text without spaces that is an address, an amount or a code, not a word: skipped. */
const NOT_WORDS = /[@\d/\\_=#]|^https?:|\.\w{2,}$/;

export interface LanguageOptions {
  /** Names the page may show in Latin letters (the lender, its apps, banks), matched word by word. */
  names?: readonly string[];
}

/** The Latin-letter words of a text, with the text they sit in skipped when it is an address or a code. */
function latinWords(text: string): { word: string; glossed: boolean }[] {
  const words: { word: string; glossed: boolean }[] = [];
  let depth = 0;
  let glossOpen = false;
  for (const chunk of text.split(/\s+/)) {
    if (!chunk) continue;
    const opens = chunk.startsWith('(');
    if (opens) {
      depth += 1;
      glossOpen = true;
    }
    if (!NOT_WORDS.test(chunk))
      for (const word of chunk.match(/[A-Za-zÀ-ÖØ-öø-ÿ]+(?:['’][A-Za-z]+)?/g) ?? [])
        words.push({ word, glossed: depth > 0 && glossOpen });
    if (chunk.includes(')')) {
      depth = Math.max(0, depth - 1);
      if (depth === 0) glossOpen = false;
    }
  }
  return words;
}

/** The words of `text` that are not in the page's language, each once, in order. */
export function foreignWords(language: PageLanguage, text: string, options: LanguageOptions = {}): string[] {
  const found = new Set<string>();
  for (const char of text.match(/\p{Script=Han}+/gu) ?? []) found.add(char);
  const names = new Set((options.names ?? []).flatMap((name) => name.split(/[\s,.()]+/)).filter(Boolean));
  const words = latinWords(text);
  const capital = (index: number) => /^[A-Z]/.test(words[index]?.word ?? '');
  for (const [index, { word, glossed }] of words.entries()) {
    const lower = word.toLowerCase();
    const spanish = SPANISH.has(lower) || SPANISH_LETTERS.test(word);
    const english = ENGLISH.has(lower);
    if (language === 'en' && spanish && !names.has(word)) found.add(word);
    if (language === 'es' && english && !names.has(word)) found.add(word);
    if (language === 'hi') {
      if (names.has(word) || HINDI_LATIN_CODES.includes(word)) continue;
      // A legal document glosses a Hindi term with its English name in brackets, as RBI's Hindi texts do.
      if (glossed && !spanish) continue;
      // "of" inside a name: "State Bank of India".
      if (CONNECTORS.has(word) && capital(index - 1) && capital(index + 1)) continue;
      // A capitalised word is a name (a bank, an app, a product), unless it is a plain English or Spanish word.
      if (spanish || english || !/^[A-Z]/.test(word)) found.add(word);
    }
  }
  return [...found];
}

export const hasChinese = (text: string) => CHINESE.test(text);
