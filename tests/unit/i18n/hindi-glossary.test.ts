import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { HINDI_TERMS, replacedWords } from '../../support/hindi-glossary';

/** Every Hindi text India's pages show, by where it comes from. */
const locales = import.meta.glob<{ default: unknown }>('/src/**/*.hi.ts', { eager: true });

const strings = (node: unknown): string[] =>
  typeof node === 'string'
    ? [node]
    : Array.isArray(node)
      ? node.flatMap(strings)
      : node && typeof node === 'object'
        ? Object.values(node).flatMap(strings)
        : [];

const DEVANAGARI = /[\u0900-\u097F]/;
const root = (path: string) => resolve(__dirname, '../../..', path);

/** The demo's Hindi answers: the string and template literals of src/demo/hindi.ts that are Hindi. */
function demoAnswers(): string[] {
  const source = readFileSync(root('src/demo/hindi.ts'), 'utf8');
  const literals = [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|`([^`]*)`/g)].map((m) => m[1] ?? m[2] ?? '');
  return literals.filter((text) => DEVANAGARI.test(text));
}

function sources(): [string, string[]][] {
  const profile = JSON.parse(readFileSync(root('profiles/in.json'), 'utf8')) as unknown;
  return [
    ...Object.entries(locales).map(([file, module]): [string, string[]] => [file, strings(module.default)]),
    ['src/demo/hindi.ts', demoAnswers()],
    ...['profiles/in.privacy.hi.md', 'profiles/in.terms.hi.md'].map((file): [string, string[]] => [
      file,
      readFileSync(root(file), 'utf8').split('\n'),
    ]),
    ['profiles/in.json (Hindi fields)', strings(profile).filter((text) => DEVANAGARI.test(text))],
  ];
}

describe('Hindi: one word for each thing (docs/glossary.md)', () => {
  it('reads the locales, the demo answers, the documents and the profile', () => {
    const all = sources();
    expect(Object.keys(locales).length).toBeGreaterThan(10);
    for (const [file, texts] of all) expect(texts.length, file).toBeGreaterThan(0);
  });

  it('uses no word the glossary replaces', () => {
    const found = sources().flatMap(([file, texts]) =>
      texts.flatMap((text) =>
        replacedWords(text).map(
          ({ found: word, word: instead }) => `${file}: "${word}" → ${instead} in «${text.slice(0, 90)}»`,
        ),
      ),
    );
    expect(found).toEqual([]);
  });

  it('finds a replaced word, and lets a legal term explain the plain word once, in brackets', () => {
    expect(replacedWords('बकाया राशि ₹6,692.97').map((hit) => hit.word)).toEqual(['देय राशि']);
    expect(replacedWords('अभी चुकाएं')).toHaveLength(1);
    expect(replacedWords('अभी चुकाएँ')).toEqual([]);
    expect(replacedWords('GST ₹90').map((hit) => hit.word)).toEqual(['जीएसटी']);
    expect(replacedWords('GSTIN 29ABCDE1234F1Z5')).toEqual([]);
    expect(replacedWords('देरी का शुल्क (दंडात्मक प्रभार) ₹500')).toEqual([]);
    expect(replacedWords('दंडात्मक प्रभार ₹500')).toHaveLength(1);
  });

  /**
   * One thing, one word, in every document that names it: the KFS (loan-statement), the loan agreement and
   * its note (loan-agreement, common's fee names), the terms, the privacy notice and the pages. Each source
   * below names the thing, so each must say it with the glossary's word (the test above keeps the others out).
   */
  it.each([
    {
      word: 'सालाना',
      in: [
        'loan-statement.hi',
        'loan-agreement.hi',
        'in.terms.hi.md',
        'loan-products.hi',
        'common.hi',
        'repayment.hi',
      ],
    },
    { word: 'एक्सटेंशन शुल्क', in: ['common.hi', 'in.terms.hi.md', 'src/demo/hindi.ts', 'loan-confirm.hi'] },
    {
      word: 'देरी का शुल्क',
      in: ['loan-statement.hi', 'loan-agreement.hi', 'in.terms.hi.md', 'src/demo/hindi.ts'],
    },
    {
      word: 'लोन एग्रीमेंट',
      in: ['loan-statement.hi', 'loan-agreement.hi', 'loan-confirm.hi', 'loan-details.hi'],
    },
    { word: 'खंड', in: ['loan-statement.hi', 'loan-agreement.hi', 'in.terms.hi.md'] },
    {
      word: 'आरबीआई',
      in: ['loan-statement.hi', 'in.terms.hi.md', 'in.privacy.hi.md', 'official.hi', 'registration.hi'],
    },
    { word: 'कुल चुकाने की राशि', in: ['loan-statement.hi', 'official.hi', 'src/demo/hindi.ts'] },
  ])(
    '“$word” in the KFS, the agreement, the terms, the notice and the pages that name it',
    ({ word, in: names }) => {
      const all = sources();
      for (const name of names) {
        const source = all.find(([file]) => file.endsWith(name) || file.endsWith(`${name}.ts`));
        expect(source, name).toBeDefined();
        expect(
          source![1].some((text) => text.includes(word)),
          `${name} says “${word}”`,
        ).toBe(true);
      }
    },
  );

  it('names one word per thing', () => {
    const words = HINDI_TERMS.map((term) => term.word);
    expect(new Set(words).size).toBe(words.length);
  });
});
