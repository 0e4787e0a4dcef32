/** The build's legal documents (scripts/lender-profile/documents.ts): `virtual:legal-documents/privacy.es`… */
declare module 'virtual:legal-documents/*' {
  import type { LegalText } from '@/features/legal/types';

  const text: LegalText;
  export default text;
}
