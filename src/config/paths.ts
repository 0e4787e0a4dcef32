/** contract §1: every hash route, and the one place links are built. */
export const paths = {
  home: '/',
  officialAbout: '/About',
  officialUser: '/User',
  officialContact: '/Contact',
  officialPolicy: '/Policy',
  officialLoan: '/Loan',
  confirmLoan: '/confirmLoan',
  loanDetails: '/loanDetails',
  order: '/order',
  jointLoginError: '/error',
  repay: '/repay',
  repayDelay: '/repayDelay',
  repayInstructions: '/carpmm',
  dragonpayInstructions: '/dragonpayPaymentInstructions',
  customerService: '/Dag',
  aboutUs: '/aboutUs',
  loanAgreement: '/loanAgreement',
  loanAgreementPeriods: '/agony',
  /** Not in contract §1: the signed loan's Key Facts Statement / carátula (productId, orderId). */
  loanStatement: '/loanStatement',
  privacyPolicy: '/PrivacyPolicy',
  loanTerms: '/loanTerms',
  bindCard: '/bindCard',
  product: '/product',
  recommendList: '/recommendList',
  complaint: '/complaint',
  complaintForm: '/complainPageNext',
  complaintList: '/complaintList',
  complaintDetails: '/complainDetails',
  cardRepay: '/cardRepay',
  agreementTemplate: '/agreementTemplate',
  downloadTemplate: '/downloadTemplate',
  testPreview: '/testPreview',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

export type LinkQuery = Record<string, string | number | boolean | null | undefined>;

/** A hash-router location (`/repay?orderId=1`). Empty, null and undefined values are left out. */
export function linkTo(path: AppPath, query: LinkQuery = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** A full in-app URL (`#/repay?...`) for places that need an href outside the router (share text, native). */
export function hashHref(path: AppPath, query: LinkQuery = {}): string {
  return `#${linkTo(path, query)}`;
}
