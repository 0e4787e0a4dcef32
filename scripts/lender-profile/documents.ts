/**
 * Each market's own legal documents, the privacy notice and the loan terms, beside the lender's profile:
 * `<market>.privacy.md` and `<market>.terms.md` in the folder of the market's profile file (profiles/mx.json ->
 * profiles/mx.privacy.md), in the market's first language; in its other languages `<market>.<kind>.<locale>.md`
 * (profiles/in.privacy.hi.md). The build reads and checks them like the profile and hands each to the app as the
 * i18n namespace of the market's language (`privacy`, `loanTerms`), through the virtual modules
 * `virtual:legal-documents/<namespace>.<locale>` (src/features/legal/locales). docs/lender-profile.md.
 *
 * The files are plain text in a tiny structure, parsed here into headings, paragraphs and lists (never HTML;
 * the page renders each piece as text):
 *
 *   title: Aviso de privacidad integral        header lines, up to the first blank line: title, updated,
 *   updated: Última actualización: …           contents (the table of contents' heading), back (its
 *   contents: Contenido                        return link); optional: subtitle, title language (when the
 *   back: Volver al contenido                  title is in another language than the text)
 *
 *   A paragraph, on one or more lines.         blocks are separated by blank lines
 *
 *   - a list item                              `- ` starts a list item; an indented line continues it
 *
 *   ## 1. A section                            a section and its heading; its id comes from the heading
 *
 * `{legalName}`, `{supportEmail}`… put the profile's details in (placeholders: documentPlaceholders). A line
 * that starts with `{?name}` is kept only when the profile gives that detail (an optional one, such as India's
 * `{standardPenalRate}`), and is left out, marker and all, when it does not.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative } from 'node:path';
import type { Plugin } from 'vite';
import type { LenderProfileFiles, ProfileMarket } from '../../src/config/lender-profile.schema';

/** A profile as its file gives it: the documents are written in Hindi too, with its Hindi free texts. */
type LenderProfile = LenderProfileFiles[ProfileMarket];
import { COOLING_OFF_EXIT } from '../../src/entities/loan-figures/cooling-off-exit';
import type { LegalBlock, LegalSection, LegalText } from '../../src/features/legal/types';
import type { Locale } from '../../src/lib/session/market';
import { profileFile, ProfileError, type ProfileEnv } from './load';

export const DOCUMENT_KINDS = ['privacy', 'terms'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The i18n namespace each document is (src/features/legal/routes.ts). */
export const DOCUMENT_NAMESPACES: Record<DocumentKind, string> = { privacy: 'privacy', terms: 'loanTerms' };
/** Each market's languages, its first the default: each document is written in each of them. */
export const MARKET_LOCALES = { mx: ['es'], in: ['en', 'hi'] } as const satisfies Record<
  ProfileMarket,
  readonly Locale[]
>;
type DocumentLocale = (typeof MARKET_LOCALES)[ProfileMarket][number];

const KIND_NAMES: Record<DocumentKind, string> = { privacy: 'the privacy notice', terms: 'the loan terms' };
const LANGUAGE_NAMES: Record<Locale, string> = { es: 'Spanish', en: 'English', hi: 'Hindi' };

/** Where a market's document is: beside its profile file. */
export function documentFile(
  market: ProfileMarket,
  kind: DocumentKind,
  env: ProfileEnv,
  root: string,
  locale: DocumentLocale = MARKET_LOCALES[market][0],
): string {
  const language = locale === MARKET_LOCALES[market][0] ? '' : `.${locale}`;
  return join(dirname(profileFile(market, env, root)), `${market}.${kind}${language}.md`);
}

/**
 * What a document may name, from the profile: `{legalName}` -> the profile's legal name. A Hindi document gets
 * the profile's Hindi free texts (`support.hoursHi`). General terms cover every loan: nothing here is one
 * loan's figure; `{coolingOffExit}` is the definition the app's pages use too, in the document's language.
 */
export function documentPlaceholders(
  profile: LenderProfile,
  locale: DocumentLocale = MARKET_LOCALES[profile.market][0],
): Record<string, string> {
  const common = {
    coolingOffExit: COOLING_OFF_EXIT[locale],
    brandName: profile.brandName,
    legalName: profile.legalName,
    // A Hindi document writes the address in Hindi too.
    address: (locale === 'hi' && profile.market === 'in' && profile.addressHi) || profile.address,
    supportPhone: profile.support.phone,
    supportEmail: profile.support.email,
    supportHours: (locale === 'hi' && profile.support.hoursHi) || profile.support.hours,
  };
  if (profile.market === 'mx')
    return {
      ...common,
      rfc: profile.registration.rfc,
      condusefRegistry: profile.registration.condusef,
      reca: profile.registration.reca,
      uneAddress: profile.grievance.une.address,
      unePhone: profile.grievance.une.phone,
      uneEmail: profile.grievance.une.email,
      condusefPhone: profile.grievance.condusef.phone,
      condusefUrl: profile.grievance.condusef.url,
    };
  return {
    ...common,
    cin: profile.registration.cin,
    rbiCor: profile.registration.rbiCor,
    grievanceOfficerName: profile.grievance.officer.name,
    grievanceOfficerPhone: profile.grievance.officer.phone,
    grievanceOfficerEmail: profile.grievance.officer.email,
    nodalOfficerName: profile.grievance.nodalOfficer.name,
    nodalOfficerPhone: profile.grievance.nodalOfficer.phone,
    nodalOfficerEmail: profile.grievance.nodalOfficer.email,
    rbiPortal: profile.grievance.rbiPortal,
    // The same firms and people the KFS and the official site name: names, numbers and addresses only, so
    // that a text in any language can put them in its own sentence ("—" when the lender has none).
    serviceProviders: listed(
      profile.digitalLending.serviceProviders.map(
        ({ name, grievanceOfficer: officer }) =>
          `${name} (${officer.name}, ${officer.phone}, ${officer.email})`,
      ),
    ),
    // The lender's standard penal charge, written as the app writes India's rates (two decimals): '' when the
    // profile states none, so that only a `{?standardPenalRate}` line may name it.
    standardPenalRate:
      profile.penalCharge === undefined
        ? ''
        : `${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(profile.penalCharge.ratePerAnnum)}%`,
    recoveryAgents: listed(
      profile.digitalLending.recoveryAgents.map(({ name, phone, website }) =>
        [phone, website].some(Boolean) ? `${name} (${[phone, website].filter(Boolean).join(', ')})` : name,
      ),
    ),
  };
}

const listed = (items: string[]) => (items.length ? items.join('; ') : '—');

/** A document the build cannot use; the message says the line. */
export class DocumentError extends Error {
  override name = 'DocumentError';
}

const HEADER_KEYS: Record<string, keyof LegalText | 'titleLanguage'> = {
  title: 'title',
  subtitle: 'subtitle',
  updated: 'updated',
  contents: 'tocTitle',
  back: 'backToContents',
  'title language': 'titleLanguage',
};
const REQUIRED_HEADER = ['title', 'updated', 'contents', 'back'];

/** An ASCII anchor id from a heading: "8. Derechos ARCO" -> "8-derechos-arco". */
export function sectionId(title: string): string {
  const id = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return id || 'section';
}

/**
 * Parses a document's text (placeholders already filled) into the page's structure. `locale` is the
 * market's language, the title's unless the header names another. Throws a DocumentError naming the line.
 */
export function parseLegalDocument(source: string, locale: string): LegalText {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  const fail = (line: number, message: string) => new DocumentError(`line ${line}: ${message}`);
  const header: Record<string, string> = {};
  let index = 0;
  for (; index < lines.length && lines[index]!.trim() !== ''; index++) {
    const line = lines[index]!;
    const match = /^([a-z ]+?)\s*:\s*(.*)$/i.exec(line.trim());
    const key = match?.[1]?.toLowerCase();
    if (!match || !key || !(key in HEADER_KEYS))
      throw fail(
        index + 1,
        `"${line.trim()}" is not a header line (${Object.keys(HEADER_KEYS).join(', ')}: followed by the text; a blank line ends the header)`,
      );
    if (!match[2]) throw fail(index + 1, `the header's ${key} is empty`);
    header[key] = match[2];
  }
  for (const key of REQUIRED_HEADER)
    if (!header[key])
      throw fail(1, `the header has no "${key}:" line (title, updated, contents and back are needed)`);

  const intro: LegalBlock[] = [];
  const sections: LegalSection[] = [];
  let blocks = intro;
  let paragraph: string[] | undefined;
  let list: string[] | undefined;
  let headingLine = 0;
  const flush = () => {
    if (paragraph) blocks.push(paragraph.join(' '));
    if (list) blocks.push(list);
    paragraph = undefined;
    list = undefined;
  };
  const closeSection = () => {
    flush();
    const last = sections[sections.length - 1];
    if (last && last.body.length === 0) throw fail(headingLine, `the section "${last.title}" has no text`);
  };
  for (; index < lines.length; index++) {
    const raw = lines[index]!;
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    if (line.startsWith('#')) {
      const heading = /^##\s+(.+)$/.exec(line);
      if (!heading) throw fail(index + 1, `a heading is "## " and its text ("${line}")`);
      closeSection();
      const title = heading[1]!.trim();
      const base = sectionId(title);
      let id = base;
      for (let n = 2; sections.some((section) => section.id === id); n++) id = `${base}-${n}`;
      blocks = [];
      sections.push({ id, title, body: blocks });
      headingLine = index + 1;
      continue;
    }
    if (line.startsWith('- ')) {
      if (paragraph) flush();
      list ??= [];
      list.push(line.slice(2).trim());
      continue;
    }
    if (list && /^\s/.test(raw)) {
      list[list.length - 1] += ` ${line}`;
      continue;
    }
    if (list) flush();
    paragraph ??= [];
    paragraph.push(line);
  }
  closeSection();
  if (sections.length === 0) throw fail(lines.length, 'the document has no section ("## " and a heading)');
  const text: LegalText = {
    title: header.title!,
    titleLang: header['title language'] ?? locale,
    updated: header.updated!,
    tocTitle: header.contents!,
    backToContents: header.back!,
    intro,
    sections,
  };
  if (header.subtitle) text.subtitle = header.subtitle;
  return text;
}

/**
 * Puts the profile's details into the text; an unknown `{name}` is a mistake the build reports, and so is a
 * detail the profile leaves out used on a line that does not start with `{?name}` (it would read as a gap).
 */
export function fillPlaceholders(source: string, values: Record<string, string>): string {
  const known = (key: string, line: number) => {
    const value = values[key];
    if (value === undefined)
      throw new DocumentError(
        `line ${line}: {${key}} is not a detail of the profile (${Object.keys(values)
          .map((name) => `{${name}}`)
          .join(', ')})`,
      );
    return value;
  };
  const lines: string[] = [];
  for (const [index, raw] of source.split('\n').entries()) {
    const condition = /^(\s*)\{\?(\w+)\}\s*/.exec(raw);
    if (condition && known(condition[2]!, index + 1) === '') continue;
    const line = condition ? condition[1]! + raw.slice(condition[0].length) : raw;
    lines.push(
      line.replace(/\{(\w+)\}/g, (_whole, key: string) => {
        const value = known(key, index + 1);
        if (value === '')
          throw new DocumentError(
            `line ${index + 1}: {${key}} is not given by this profile; start the line with {?${key}} to leave it out then`,
          );
        return value;
      }),
    );
  }
  return lines.join('\n');
}

const shown = (file: string, root: string) => {
  const path = relative(root, file);
  return path && !path.startsWith('..') && !isAbsolute(path) ? path : file;
};

/** One market's document, read, filled in and parsed; throws a ProfileError naming the file and the line. */
export function loadLegalDocument(
  profile: LenderProfile,
  kind: DocumentKind,
  env: ProfileEnv = process.env,
  root = process.cwd(),
  locale: DocumentLocale = MARKET_LOCALES[profile.market][0],
): LegalText {
  const market = profile.market;
  const file = documentFile(market, kind, env, root, locale);
  const name = shown(file, root);
  if (!existsSync(file))
    throw new ProfileError(
      `profile ${market}: ${name} not found (${KIND_NAMES[kind]}, in ${LANGUAGE_NAMES[locale]}, beside ${shown(profileFile(market, env, root), root)})`,
    );
  try {
    const filled = fillPlaceholders(readFileSync(file, 'utf8'), documentPlaceholders(profile, locale));
    return parseLegalDocument(filled, locale);
  } catch (error) {
    if (error instanceof DocumentError) throw new ProfileError(`profile ${market}: ${name} ${error.message}`);
    throw error;
  }
}

export type LegalDocuments = Record<string, LegalText>;

/** Every market's documents, keyed as the i18n loaders are: `es/privacy`, `en/loanTerms`… */
export function loadLegalDocuments(
  profiles: LenderProfileFiles,
  env: ProfileEnv = process.env,
  root = process.cwd(),
): LegalDocuments {
  const documents: LegalDocuments = {};
  for (const profile of [profiles.mx, profiles.in])
    for (const locale of MARKET_LOCALES[profile.market])
      for (const kind of DOCUMENT_KINDS)
        documents[`${locale}/${DOCUMENT_NAMESPACES[kind]}`] = loadLegalDocument(
          profile,
          kind,
          env,
          root,
          locale,
        );
  return documents;
}

/** `market`: each market's own documents; `spec`: the spec's one text per language (a recorded departure). */
export type LegalDocumentsSetting = 'market' | 'spec';

export function legalDocumentsSetting(value: string | undefined): LegalDocumentsSetting {
  const setting = value?.trim() || 'market';
  if (setting !== 'market' && setting !== 'spec')
    throw new ProfileError(`VITE_LEGAL_DOCUMENTS must be market or spec, not ${JSON.stringify(setting)}`);
  return setting;
}

const PREFIX = 'virtual:legal-documents/';

/**
 * The module of one document (`privacy.es`): the market's own, as data, or with `spec` the spec's text kept in
 * src/features/legal/spec/ (the same for both markets, in the page's language).
 */
export function legalDocumentModule(
  name: string,
  setting: LegalDocumentsSetting,
  documents: () => LegalDocuments,
  specDir: string,
): string {
  const match = /^(\w+)\.(es|en|hi)$/.exec(name);
  if (!match) throw new Error(`${PREFIX}${name}: not a legal document (privacy.es, loanTerms.en…)`);
  const [, namespace, locale] = match;
  // The spec's one text per market (spec §2: English if type is 1, else Spanish), Hindi pages included.
  const specLocale = locale === 'hi' ? 'en' : locale;
  if (setting === 'spec')
    return `export { default } from ${JSON.stringify(join(specDir, `${namespace}.${specLocale}.ts`))};`;
  const text = documents()[`${locale}/${namespace}`];
  if (!text) throw new Error(`${PREFIX}${name}: no such document`);
  return `export default ${JSON.stringify(text)};`;
}

/** Serves `virtual:legal-documents/<namespace>.<locale>` from the documents read at start. */
export function legalDocumentsPlugin(options: {
  setting: LegalDocumentsSetting;
  documents: () => LegalDocuments;
  specDir: string;
}): Plugin {
  return {
    name: 'legal-documents',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      return legalDocumentModule(
        id.slice(PREFIX.length + 1),
        options.setting,
        options.documents,
        options.specDir,
      );
    },
  };
}
