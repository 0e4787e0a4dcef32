import text from 'virtual:legal-documents/loanTerms.hi';

/**
 * The market's own document in its language, from the file beside the lender's profile (read and checked by the
 * build: scripts/lender-profile/documents.ts); with VITE_LEGAL_DOCUMENTS=spec, the spec's text (../spec/).
 */
export default text;
