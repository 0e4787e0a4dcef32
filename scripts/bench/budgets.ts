import { paths } from '../../src/config/paths';

export interface Budget {
  group: string;
  /** First-load JS, gzip KB (1 KB = 1000 bytes, as Vite prints). */
  maxJsKb: number;
  /** Route LCP divided by the floor page's LCP, same run. */
  maxLcpRatio?: number;
  /** Lighthouse performance score, 0–100. */
  minPerf?: number;
}

export const SHARED_MAX_JS_KB = 120;

const loanAndRepayment: Budget = { group: 'loan & repayment', maxJsKb: 150, maxLcpRatio: 1.3 };
const complaint: Budget = { group: 'complaint', maxJsKb: 150 };
const landing: Budget = { group: 'registration landing', maxJsKb: 120, maxLcpRatio: 1.2 };
const staticPage: Budget = { group: 'static', maxJsKb: 110, minPerf: 100 };

const GROUPS: [Budget, string[]][] = [
  [
    loanAndRepayment,
    [
      paths.confirmLoan,
      paths.loanDetails,
      paths.repay,
      paths.repayDelay,
      paths.repayInstructions,
      paths.dragonpayInstructions,
      paths.loanAgreement,
      paths.loanAgreementPeriods,
      paths.customerService,
      paths.aboutUs,
      paths.jointLoginError,
      paths.order,
      paths.bindCard,
      paths.product,
      paths.recommendList,
      paths.cardRepay,
    ],
  ],
  [complaint, [paths.complaint, paths.complaintForm, paths.complaintList, paths.complaintDetails]],
  [landing, [paths.agreementTemplate]],
  [
    staticPage,
    [
      paths.home,
      paths.officialAbout,
      paths.officialUser,
      paths.officialContact,
      paths.officialPolicy,
      paths.officialLoan,
      paths.privacyPolicy,
      paths.loanTerms,
      paths.testPreview,
      paths.downloadTemplate,
    ],
  ],
];

export function budgetFor(route: string): Budget | undefined {
  return GROUPS.find(([, routes]) => routes.includes(route))?.[0];
}
