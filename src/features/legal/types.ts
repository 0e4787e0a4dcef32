import type { LegalBlock } from '@/components/ui/legal-blocks/legal-blocks';

export type { LegalBlock };

export interface LegalSection {
  /** Stable anchor id (ASCII), unique within the document. */
  id: string;
  title: string;
  body: readonly LegalBlock[];
}

/** A static legal document, stored as one i18n namespace per language. */
export interface LegalText {
  title: string;
  /** Language of the title when it differs from the text's (a title kept in its original language). */
  titleLang: string;
  /** A line under the title. */
  subtitle?: string;
  updated: string;
  tocTitle: string;
  backToContents: string;
  intro: readonly LegalBlock[];
  sections: readonly LegalSection[];
}
