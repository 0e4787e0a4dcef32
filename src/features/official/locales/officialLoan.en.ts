import type es from './officialLoan.es';

const officialLoan: typeof es = {
  agreementTitle: 'Personal loan agreement',
  intro: [
    'This personal loan agreement (the "Agreement") is entered into by {{lender.legalName}} (the "Lender") and the individual whose details appear in the application approved in the app (the "Borrower"), under the following statements and clauses.',
    'The Borrower accepts this Agreement electronically by ticking the acceptance box and confirming the loan in the app. Electronic acceptance has the same effect as a handwritten signature.',
  ],
  sections: [
    {
      id: 'object',
      title: '1. Purpose',
      body: [
        'The Lender grants the Borrower a loan in local currency for the amount, term and payment dates shown on the loan confirmation screen, and the Borrower undertakes to repay that amount together with the agreed interest, fees and taxes.',
        'The amount the Borrower actually receives is the loan amount minus the opening fee and its tax, as detailed before confirmation.',
      ],
    },
    {
      id: 'disbursal',
      title: '2. Disbursal of funds',
      body: [
        'The Lender will deposit the amount to be received into the bank account registered by the Borrower, which must be in the Borrower’s name. The Borrower is responsible for the account details being correct.',
        'The loan is deemed disbursed on the date the Lender makes the deposit.',
      ],
    },
    {
      id: 'interest',
      title: '3. Interest, fees and taxes',
      body: [
        'The loan bears ordinary interest of 0.0065% (zero point zero zero six five per cent) per day on the outstanding balance, and the annual interest rate will not exceed 18% (eighteen per cent).',
        'Value added tax (IVA) at 16% (sixteen per cent) is charged on interest and fees, and the Borrower pays it together with them.',
        'Before the loan is confirmed, the app shows the loan amount, the fee, the interest, the IVA, the amount to be received and the total to repay. No other charge is made without the Borrower’s express consent.',
      ],
    },
    {
      id: 'payment',
      title: '4. How and where to pay',
      body: [
        'The Borrower will pay on the dates in the repayment plan, through the channels the app shows in its payment section: bank transfer with the assigned reference, cash payment at authorised stores or other means the Lender enables.',
        'A payment is made when the Lender receives the funds with the correct reference. The Borrower should keep the receipt.',
        'The Borrower may prepay, in full or in part, without penalty; in that case only the interest accrued up to the payment date is due.',
      ],
    },
    {
      id: 'deferral',
      title: '5. Deferral of payment',
      body: [
        'Before the payment date, the Borrower may ask in the app to defer the payment by up to 7 (seven) calendar days. Only the deferral service fee shown before acceptance is due for this; the loan balance is paid on the new date.',
      ],
    },
    {
      id: 'default',
      title: '6. Default and late interest',
      body: [
        'If the Borrower does not pay on the agreed date, a late penalty of 3% (three per cent) per day is charged on the overdue unpaid amount, for each day of delay until full payment, plus the applicable IVA.',
        'Late payment may be reported to credit bureaus as the law allows. The Lender may contact the Borrower by telephone, message or e-mail to remind them of the debt, always respectfully and at permitted hours, and without contacting third parties unrelated to the loan.',
      ],
    },
    {
      id: 'obligations',
      title: '7. Borrower’s obligations',
      body: [
        'The Borrower states that the information provided is true and that they are of legal age and able to contract. The Borrower undertakes to:',
        [
          'keep their address, telephone and e-mail up to date;',
          'use the loan for lawful purposes;',
          'not assign their rights or obligations under this Agreement without the Lender’s authorisation.',
        ],
      ],
    },
    {
      id: 'termination',
      title: '8. Termination and cancellation',
      body: [
        'The Borrower may cancel the Agreement within 10 (ten) business days of accepting it without liability, provided the funds have not been used or are returned in full together with the interest accrued.',
        'The Agreement ends when the Borrower has paid the whole debt.',
      ],
    },
    {
      id: 'claims',
      title: '9. Queries, complaints and personal data',
      body: [
        'For queries or complaints, the Borrower may use the complaints section of the app, call customer service or write to the e-mail address at the foot of this site. The Borrower may also go to CONDUSEF.',
        'The Borrower’s personal data are processed under the Privacy Policy published on this site.',
      ],
    },
    {
      id: 'law',
      title: '10. Governing law and jurisdiction',
      body: [
        'This Agreement is governed by the federal laws of the United Mexican States. For its interpretation and performance, the parties submit to the competent courts of the Borrower’s domicile.',
      ],
    },
  ],
};

export default officialLoan;
