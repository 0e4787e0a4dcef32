import privacyEn from '@/features/legal/spec/privacy.en';
import privacyEs from '@/features/legal/spec/privacy.es';
import loanTermsEn from '@/features/legal/spec/loanTerms.en';
import loanTermsEs from '@/features/legal/spec/loanTerms.es';
import type { LegalText } from '@/features/legal/types';

const words = (text: LegalText) =>
  JSON.stringify([text.intro, text.sections.map((section) => section.body)]).split(/\s+/).length;

describe.each([
  ['privacy', privacyEs, privacyEn],
  ['loanTerms', loanTermsEs, loanTermsEn],
])('%s texts', (_name, es: LegalText, en: LegalText) => {
  it('have the same sections in both languages, each with unique ids', () => {
    expect(en.sections).toHaveLength(es.sections.length);
    for (const text of [es, en]) {
      const ids = text.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
      for (const section of text.sections) expect(section.body.length).toBeGreaterThan(0);
    }
  });

  it('are full documents, not summaries', () => {
    expect(words(es)).toBeGreaterThan(1500);
    expect(words(en)).toBeGreaterThan(1500);
  });
});

it('the privacy notice runs to several thousand words in each language', () => {
  expect(words(privacyEs)).toBeGreaterThan(2500);
  expect(words(privacyEn)).toBeGreaterThan(2500);
});
