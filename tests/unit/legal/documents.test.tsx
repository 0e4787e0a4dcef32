// @vitest-environment jsdom
import { mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import {
  documentFile,
  DocumentError,
  fillPlaceholders,
  legalDocumentModule,
  legalDocumentsSetting,
  loadLegalDocuments,
  parseLegalDocument,
} from '../../../scripts/lender-profile/documents';
import { loadLenderProfiles, ProfileError } from '../../../scripts/lender-profile/load';
import { THIRD_PROFILE_DIR } from '../../../scripts/e2e-third-profile';
import { LegalDocument } from '@/features/legal/components/legal-document';
import privacyEn from '@/features/legal/locales/privacy.en';
import privacyEs from '@/features/legal/locales/privacy.es';
import loanTermsEn from '@/features/legal/locales/loanTerms.en';
import loanTermsEs from '@/features/legal/locales/loanTerms.es';
import type { LegalText } from '@/features/legal/types';
import { otherMarketWords } from '../../support/market-words';

const root = process.cwd();
const HEADER = 'title: Notice\nupdated: Last updated: today\ncontents: Contents\nback: Back to contents\n';

function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('accepted');
}

describe('a legal document’s text', () => {
  it('becomes headings, paragraphs and lists', () => {
    const text = parseLegalDocument(
      `${HEADER}subtitle: A draft\n\nFirst paragraph\non two lines.\n\n- one\n- two,\n  continued\nAfter the list.\n\n## 1. Purposes\n\nWhy.\n\n## 2. Ñandú & co\n\nBody.\n\n## 1. Purposes\n\nAgain.\n`,
      'en',
    );
    expect(text).toEqual({
      title: 'Notice',
      titleLang: 'en',
      subtitle: 'A draft',
      updated: 'Last updated: today',
      tocTitle: 'Contents',
      backToContents: 'Back to contents',
      intro: ['First paragraph on two lines.', ['one', 'two, continued'], 'After the list.'],
      sections: [
        { id: '1-purposes', title: '1. Purposes', body: ['Why.'] },
        { id: '2-nandu-co', title: '2. Ñandú & co', body: ['Body.'] },
        { id: '1-purposes-2', title: '1. Purposes', body: ['Again.'] },
      ],
    });
  });

  it('keeps a title in another language when the header says so', () => {
    expect(parseLegalDocument(`${HEADER}title language: en\n\n## A\n\nB\n`, 'es').titleLang).toBe('en');
  });

  it.each([
    [`${HEADER}colour: red\n\n## A\n\nB`, /^line 5: "colour: red" is not a header line/],
    ['title: X\nupdated: Y\ncontents: Z\n\n## A\n\nB', /^line 1: the header has no "back:" line/],
    [`${HEADER}\n# A\n\nB`, /^line 6: a heading is "## " and its text \("# A"\)/],
    [`${HEADER}\n## A\n\n## B\n\nC`, /^line 6: the section "A" has no text/],
    [`${HEADER}\nOnly an intro.`, /the document has no section/],
  ])('refuses a malformed document with the line (%#)', (source, message) => {
    expect(failure(() => parseLegalDocument(source, 'en'))).toMatch(message);
  });

  it('fills the profile’s details and refuses an unknown placeholder, naming its line', () => {
    expect(fillPlaceholders('Write to {supportEmail}.', { supportEmail: 'a@b.example' })).toBe(
      'Write to a@b.example.',
    );
    expect(failure(() => fillPlaceholders('ok\nby {lenderName}', { legalName: 'X' }))).toBe(
      'line 2: {lenderName} is not a detail of the profile ({legalName})',
    );
  });

  it('keeps a line marked {?name} only when the profile gives that detail', () => {
    const source = 'A.\n\n{?rate} At {rate} a year.\n\nB.';
    expect(fillPlaceholders(source, { rate: '24.00%' })).toBe('A.\n\nAt 24.00% a year.\n\nB.');
    expect(fillPlaceholders(source, { rate: '' })).toBe('A.\n\n\nB.');
    // A detail the profile leaves out, used on an unmarked line, would read as a gap.
    expect(failure(() => fillPlaceholders('x\nAt {rate}.', { rate: '' }))).toBe(
      'line 2: {rate} is not given by this profile; start the line with {?rate} to leave it out then',
    );
    expect(failure(() => fillPlaceholders('{?rat} x', { rate: '' }))).toMatch(
      /^line 1: \{rat\} is not a detail of the profile/,
    );
  });

  it('is shown as text: markup in the file is never markup on the page', () => {
    const text = parseLegalDocument(
      `${HEADER}\n<img src=x onerror=alert(1)> and <b>bold</b>\n\n## <script>alert(1)</script>\n\n- <a href="javascript:alert(1)">link</a>\n`,
      'en',
    );
    const { container } = render(<LegalDocument text={text} lang="en" />);
    expect(container.querySelector('img, b, script, a')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)> and <b>bold</b>');
    expect(container.textContent).toContain('<a href="javascript:alert(1)">link</a>');
  });
});

describe('each market’s documents, beside its profile', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'documents-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A lender's folder: the demo's profiles and documents, without the named document. */
  function folder(without?: string) {
    for (const name of ['mx.json', 'in.json', 'mx.privacy.md', 'mx.terms.md', 'in.privacy.md', 'in.terms.md'])
      if (name !== without) copyFileSync(join(root, 'profiles', name), join(dir, name));
    return { LENDER_PROFILE_DIR: dir };
  }

  it('are found beside the market’s profile file', () => {
    expect(documentFile('mx', 'terms', {}, root)).toBe(join(root, 'profiles', 'mx.terms.md'));
    expect(documentFile('in', 'privacy', { LENDER_PROFILE_IN: 'elsewhere/lender.json' }, root)).toBe(
      join(root, 'elsewhere', 'in.privacy.md'),
    );
  });

  it('stop the build with one line when one is missing or malformed', () => {
    const env = folder('mx.terms.md');
    const profiles = loadLenderProfiles(env, root);
    const message = failure(() => loadLegalDocuments(profiles, env, root));
    expect(message).toBe(
      `profile mx: ${join(dir, 'mx.terms.md')} not found (the loan terms, in Spanish, beside ${join(dir, 'mx.json')})`,
    );
    writeFileSync(join(dir, 'mx.terms.md'), `${HEADER}\n## A\n\nCall {supportPhon}.\n`);
    expect(failure(() => loadLegalDocuments(profiles, env, root))).toMatch(
      /^profile mx: .*mx\.terms\.md line 8: \{supportPhon\} is not a detail of the profile/,
    );
    try {
      loadLegalDocuments(profiles, env, root);
    } catch (error) {
      expect(error).toBeInstanceOf(ProfileError);
      expect(error).not.toBeInstanceOf(DocumentError);
    }
  });

  it('are the market’s own, in its language, with the profile’s details', () => {
    const profiles = loadLenderProfiles({}, root);
    const documents = loadLegalDocuments(profiles, {}, root);
    expect(Object.keys(documents).sort()).toEqual([
      'en/loanTerms',
      'en/privacy',
      'es/loanTerms',
      'es/privacy',
      'hi/loanTerms',
      'hi/privacy',
    ]);
    const all = (text: LegalText) => JSON.stringify(text);
    expect(all(documents['es/privacy']!)).toContain(profiles.mx.legalName);
    expect(all(documents['es/loanTerms']!)).toContain(profiles.mx.registration.reca);
    expect(all(documents['es/loanTerms']!)).toContain(profiles.mx.grievance.une.email);
    expect(all(documents['en/privacy']!)).toContain(profiles.in.grievance.officer.name);
    expect(all(documents['en/loanTerms']!)).toContain(profiles.in.registration.cin);
    // India's documents in Hindi name the same lender and grievance officer, as RBI and the DPDP Act ask.
    expect(all(documents['hi/privacy']!)).toContain(profiles.in.grievance.officer.name);
    expect(all(documents['hi/loanTerms']!)).toContain(profiles.in.legalName);
    for (const text of Object.values(documents)) expect(all(text)).not.toMatch(/\{\w+\}/);
    // What the app is given is what the build read (vite.config.ts shares the plugin with Vitest).
    expect(privacyEs).toEqual(documents['es/privacy']);
    expect(privacyEn).toEqual(documents['en/privacy']);
    expect(loanTermsEs).toEqual(documents['es/loanTerms']);
    expect(loanTermsEn).toEqual(documents['en/loanTerms']);
  });

  it('word the cooling-off exit as the app’s pages do, in each document’s language, and no one loan’s figure', () => {
    const documents = loadLegalDocuments(loadLenderProfiles({}, root), {}, root);
    const all = (key: string) => JSON.stringify(documents[key]);
    // {coolingOffExit}: the definition the confirmation and loan details read too (COOLING_OFF_EXIT).
    expect(all('en/loanTerms')).toContain(
      'by paying the principal and the proportionate APR, without any penalty',
    );
    expect(all('hi/loanTerms')).toContain('मूलधन और पैसा रखने के दिनों की लागत (एपीआर के हिसाब से) चुकाकर');
    expect(all('es/loanTerms')).toContain(
      'paga el monto recibido y los intereses ordinarios de los días transcurridos, sin penalización',
    );
    // General terms cover every loan: nothing "of this loan", no reference value standing in for one.
    expect(all('en/loanTerms')).not.toMatch(/this loan|reference value/i);
    expect(all('hi/loanTerms')).not.toMatch(/इस लोन|संदर्भ मान/);
    expect(all('es/loanTerms')).not.toMatch(/este préstamo|valor de referencia/i);
  });

  it('state the lender’s standard penal charge, a year, where the profile gives one, and leave it out where not', () => {
    const standard = {
      en: 'The Lender’s standard penal charge is 24.00% per annum, charged only on the overdue instalment',
      hi: 'ऋणदाता का सामान्य देरी का शुल्क 24.00% सालाना है, जो सिर्फ़ समय पर नहीं चुकाई गई किस्त पर',
    };
    const demo = loadLegalDocuments(loadLenderProfiles({}, root), {}, root);
    expect(JSON.stringify(demo['en/loanTerms'])).toContain(standard.en);
    expect(JSON.stringify(demo['hi/loanTerms'])).toContain(standard.hi);
    const env = folder();
    writeFileSync(join(dir, 'in.terms.hi.md'), readFileSync(join(root, 'profiles', 'in.terms.hi.md')));
    writeFileSync(join(dir, 'in.privacy.hi.md'), readFileSync(join(root, 'profiles', 'in.privacy.hi.md')));
    const india = JSON.parse(readFileSync(join(dir, 'in.json'), 'utf8')) as Record<string, unknown>;
    delete india.penalCharge;
    writeFileSync(join(dir, 'in.json'), JSON.stringify(india));
    const without = loadLegalDocuments(loadLenderProfiles(env, root), env, root);
    for (const key of ['en/loanTerms', 'hi/loanTerms']) {
      const text = JSON.stringify(without[key]);
      expect(text).not.toMatch(/standard penal charge|सामान्य देरी का शुल्क|\{\?/);
      // The clause keeps its other paragraphs: the KFS's charges, and RBI's rules.
      expect(text).toMatch(/Key Facts Statement|मुख्य तथ्य विवरण/);
    }
  });

  it('name neither the other market’s law, nor its regulator, nor its identity documents', () => {
    for (const [folderEnv, label] of [
      [{}, 'demo'],
      [{ LENDER_PROFILE_DIR: THIRD_PROFILE_DIR }, 'third'],
    ] as const) {
      const documents = loadLegalDocuments(loadLenderProfiles(folderEnv, root), folderEnv, root);
      for (const [key, text] of Object.entries(documents)) {
        const market = key.startsWith('es/') ? 'mx' : 'in';
        expect(otherMarketWords(market, JSON.stringify(text)), `${label} ${key}`).toEqual([]);
      }
    }
  });

  it('the demo’s drafts written for this app say they are fictional', () => {
    const read = (name: string) => readFileSync(join(root, 'profiles', name), 'utf8');
    expect(read('in.privacy.md')).toMatch(/^subtitle: FICTIONAL DEMO DRAFT/m);
    expect(read('mx.terms.md')).toMatch(/^subtitle: BORRADOR FICTICIO DE DEMOSTRACIÓN/m);
  });
});

describe('VITE_LEGAL_DOCUMENTS', () => {
  it('is market (each market’s own) unless spec, and nothing else', () => {
    expect(legalDocumentsSetting(undefined)).toBe('market');
    expect(legalDocumentsSetting(' spec ')).toBe('spec');
    expect(failure(() => legalDocumentsSetting('both'))).toBe(
      'VITE_LEGAL_DOCUMENTS must be market or spec, not "both"',
    );
  });

  it('with spec, serves the spec’s text of the language to both markets', () => {
    const none = () => ({});
    expect(legalDocumentModule('privacy.en', 'spec', none, '/src/features/legal/spec')).toBe(
      'export { default } from "/src/features/legal/spec/privacy.en.ts";',
    );
    expect(legalDocumentModule('loanTerms.es', 'spec', none, '/spec')).toBe(
      'export { default } from "/spec/loanTerms.es.ts";',
    );
    const text = parseLegalDocument(`${HEADER}\n## A\n\nB\n`, 'es');
    expect(legalDocumentModule('privacy.es', 'market', () => ({ 'es/privacy': text }), '/spec')).toBe(
      `export default ${JSON.stringify(text)};`,
    );
  });
});
