import type es from './loan-agreement.es';

/**
 * English is India's (type=1): spec §9's tax sentence (IVA 16 % on interest plus commission) is Mexico's;
 * in India the tax is GST 18 % on the processing fee, interest is exempt, and the fee and its GST are taken
 * from the amount paid out, so the amount received is less than the loan amount.
 */
const loanAgreement: typeof es = {
  title: 'Loan agreement',
  periodsTitle: 'Loan agreement in instalments',
  intro:
    'This loan agreement has three parts: the loan terms and conditions, the promissory note you signed and, as its annex, the summary box (your Key Facts Statement).',
  introDraft:
    'This loan agreement has three parts: the loan terms and conditions, the promissory note and, as its annex, the summary box (your Key Facts Statement). It is not signed yet: you sign it when you apply, and nothing in it has happened before then.',
  terms: {
    title: 'Loan terms and conditions',
    text: 'Sections 1 to 20 are part of this agreement and apply to every loan: among them interest and fees (section 5), extension (8), penal charges (9), how payments are applied (10), recovery agents (13), transfer of the loan (14) and grievances (18).',
    link: 'Read the loan terms and conditions',
  },
  heading: 'Promissory note',
  periodsHeading: 'Promissory note in instalments',
  // An Indian promissory note heads its sum with the figure alone ("₹20,000.00"); "Good for" is a
  // word-for-word "Bueno por", which no Indian note says.
  goodFor: '{{amount}}',
  fields: {
    orderNo: 'Loan number',
    userName: 'Borrower',
    productName: 'Product',
    amount: 'Loan amount',
    bankNo: 'Bank account',
    daiDate: 'Disbursal date',
    planDate: 'Repayment date',
    contractAmount: 'Amount to repay',
    interest: 'Interest',
    iva: 'GST on the processing fee',
    giveAmount: 'Amount received',
    giveAmountDraft: 'Amount to be received',
    userAddress: "Borrower's address",
    contractDate: 'Contract date',
    company: 'Lender',
  },
  promise:
    'I, {{userName}}, residing at {{userAddress}}, unconditionally promise to pay {{company}} or order the sum of {{contractAmountInWords}} on or before {{planDate}}, for value received, being the loan of {{amount}} granted to me through the product {{productName}}.',
  promisePeriods:
    'I, {{userName}}, residing at {{userAddress}}, unconditionally promise to pay {{company}} or order the total sum of {{contractAmountInWords}} in the EMIs and on the dates of the repayment schedule below, for value received, being the loan of {{amount}} granted to me through the product {{productName}}. The last EMI is due on {{planDate}}.',
  plan: {
    caption: 'Repayment schedule',
    number: 'EMI',
    date: 'Date',
    amount: 'Amount',
  },
  draft: {
    promise:
      'When I apply, I, {{userName}}, residing at {{userAddress}}, unconditionally promise to pay {{company}} or order the sum of {{contractAmountInWords}} on or before {{planDate}}, for the loan of {{amount}} to be granted to me through the product {{productName}}.',
    promisePeriods:
      'When I apply, I, {{userName}}, residing at {{userAddress}}, unconditionally promise to pay {{company}} or order the total sum of {{contractAmountInWords}} in the EMIs and on the dates of the repayment schedule below, for the loan of {{amount}} to be granted to me through the product {{productName}}. The last EMI is due on {{planDate}}.',
    disbursal:
      'Once I apply and the loan is approved, the lender is to pay {{giveAmount}} into bank account {{bankNo}} in my name: the loan amount less the processing fee and its GST. Nothing has been paid yet.',
    closing:
      'I sign this promissory note, agreeing to its terms, with {{company}} as lender, when I apply. It is not signed yet.',
    daiDate: 'On disbursal, after you apply',
    contractDate: 'When you apply',
  },
  disbursal:
    'On {{daiDate}} the lender paid {{giveAmount}} into bank account {{bankNo}} in my name, the loan amount less the processing fee and its GST, which I acknowledge as delivery of the loan.',
  costs:
    'The loan bears ordinary interest at an annual rate of {{annualRate}}, that is {{dailyRate}} a day{{rateNote}}. Interest amounts to {{interest}} and the {{commissionName}} to {{commission}}. GST of {{taxRate}}{{taxNote}} on the processing fee amounts to {{iva}}; interest is exempt from GST.',
  rateGiven: {
    annual: ' (daily rate: the annual rate divided by 365)',
    daily: ' (annual rate: the daily rate times 365)',
  },
  overdue:
    'If I do not pay on the due date, I will also pay late-payment interest of {{rate}}{{note}}, from the day after the due date until paid in full.',
  penal:
    'If I do not pay on the due date, I will pay the following penal charges{{note}}: {{charges}}. No penal interest is charged and penal charges are not capitalised.',
  penalReference: {
    oneTime: {
      name: 'One-time penal charge on default',
      basis: 'new clients; {{repeat}} for repeat clients; charged once per loan',
    },
    daily: {
      name: 'Penal charge for each day of delay',
      basis:
        '{{firstYear}} per annum ({{first}} a day) of the unpaid amount only on days 1-30, {{secondYear}} per annum ({{second}} a day) on days 31-90, {{thirdYear}} per annum ({{third}} a day) from day 91; not capitalised',
    },
  },
  prepayment: {
    free: 'I may prepay the whole loan without any charge{{note}}.',
    charge: 'I may prepay the whole loan with a charge of {{charge}}{{note}}.',
    from: 'I may prepay the whole loan from {{from}}{{note}}.',
    halfTerm:
      'I may prepay the whole loan once half of the term has passed and not before 7 days from disbursal{{note}}.',
    no: 'The loan may not be prepaid{{note}}.',
  },
  reference: ' (reference value: not stated for this loan)',
  deferral:
    'I may move a payment to a new due date up to 7 days after it; only this fee is then due: {{fee}} (section 8 of the loan terms and conditions).',
  deferralFee: '{{name}}: {{amount}}',
  deferralFeeTax: '{{name}}: {{amount}}, plus GST of {{tax}}',
  deferralFeeUnknown: '{{name}}, of the amount the app shows before I pay it',
  closing:
    'I sign this promissory note on {{contractDate}}, agreeing to its terms, with {{company}} as lender.',
  debtor: 'The borrower',
  creditor: 'The lender',
};

export default loanAgreement;
