import type es from './loanTerms.es';

const loanTerms: typeof es = {
  title: 'Loan terms and conditions',
  titleLang: 'en',
  subtitle: 'Personal loans for borrowers in India',
  updated: 'Last updated: 1 March 2025',
  tocTitle: 'Contents',
  backToContents: 'Back to contents',
  intro: [
    'These loan terms and conditions (the "Terms") govern every personal loan that you, the borrower, obtain through the {{lender.brandName}} mobile application (the "App"). The loan is granted by the Non-Banking Financial Company registered with the Reserve Bank of India that is named in your Key Fact Statement and sanction letter (the "Lender"). {{lender.brandName}} acts as the Lender’s lending service provider and operates the App on the Lender’s behalf.',
    'Please read these Terms carefully. By tapping "Accept" and confirming a loan in the App, you agree to be bound by these Terms, by the Key Fact Statement and by the sanction letter issued for that loan (together, the "Loan Documents"). If there is any conflict between these Terms and the Key Fact Statement, the Key Fact Statement prevails.',
  ],
  sections: [
    {
      id: 'definitions',
      title: '1. Definitions',
      body: [
        'In these Terms, unless the context requires otherwise:',
        [
          '"Loan" means the amount sanctioned by the Lender to the borrower under the Loan Documents.',
          '"Disbursal Date" means the date on which the Loan amount is credited to the borrower’s bank account.',
          '"Due Date" means the date, or each of the dates, on which a repayment falls due, as set out in the repayment schedule.',
          '"Term" means the period from the Disbursal Date to the final Due Date.',
          '"Unpaid Amount" means any instalment or other amount that is due and has not been paid in full on its Due Date.',
          '"Business Day" means a day, other than a Saturday, Sunday or public holiday, on which banks are open for business in India.',
          '"Key Fact Statement" means the statement of the Loan’s key terms, including the annual percentage rate, all fees and charges and the repayment schedule, given to the borrower before the Loan is accepted.',
          '"New client" means a borrower taking a Loan from the Lender for the first time, and "repeat client" means a borrower who has taken and fully repaid at least one earlier Loan from the Lender.',
        ],
      ],
    },
    {
      id: 'eligibility',
      title: '2. Eligibility',
      body: [
        'To apply for a Loan, you must:',
        [
          'be a citizen of India and resident in India;',
          'be over 18 years of age and legally competent to enter into a contract under the Indian Contract Act, 1872;',
          'hold a valid PAN card and Aadhaar number, and a savings bank account in your own name with a bank in India;',
          'have a regular source of income; and',
          'not be insolvent or the subject of any insolvency proceedings.',
        ],
        'The Lender may ask for further documents to verify your identity and address in line with the Reserve Bank of India’s Know Your Customer directions. Meeting the eligibility criteria does not by itself entitle you to a Loan.',
      ],
    },
    {
      id: 'application',
      title: '3. Application, decision and disbursal',
      body: [
        'You apply for a Loan in the App by completing the application form and giving the consents the App asks for. The Lender assesses each application using the information you provide, information from credit information companies and its own credit policy.',
        'The Lender will make a decision on your application within 1 (one) day of receiving a complete application, and will tell you the decision in the App and by SMS or e-mail. The Lender may approve a lower amount than you asked for, or decline the application, at its sole discretion; if it declines, it will tell you so.',
        'Once you accept an approved Loan, the approved funds are credited to your registered bank account within 1 (one) to 3 (three) days. The Loan is disbursed directly into your bank account and never through a third party’s account. The Term and interest run from the Disbursal Date.',
        'Before you accept the Loan, the App shows you the Key Fact Statement. You may exit the Loan during the cooling-off period stated in the Key Fact Statement by repaying the principal and the proportionate annual percentage rate, without any penalty.',
      ],
    },
    {
      id: 'term',
      title: '4. Loan term',
      body: [
        'Each Loan has a Term of not less than 91 (ninety-one) and not more than 365 (three hundred and sixty-five) calendar days. The Term of your Loan, the number of instalments and each Due Date are stated in the Key Fact Statement and the repayment schedule shown in the App.',
      ],
    },
    {
      id: 'charges',
      title: '5. Interest, fees and charges',
      body: [
        'The Loan bears interest at the rate stated in the Key Fact Statement, calculated on the outstanding principal for the actual number of days elapsed. The Key Fact Statement also shows the processing fee, any other fee and the applicable goods and services tax, and the annual percentage rate, which includes all of them.',
        'No fee, charge or interest that is not mentioned in the Key Fact Statement will be charged to you at any time during the Term of the Loan without your explicit consent.',
      ],
    },
    {
      id: 'repayment',
      title: '6. Repayment',
      body: [
        'You must pay each instalment in full on or before its Due Date, using the repayment methods offered in the App, such as UPI, net banking, debit card or an e-mandate that you authorise. A payment counts as made when the Lender receives the funds, not when you send them.',
        'If a Due Date falls on a day that is not a Business Day, you may pay on the next Business Day without any late charge.',
        'Please keep the payment confirmation. The App shows your repayment history, and you may ask for a statement of account at any time free of charge.',
      ],
    },
    {
      id: 'prepayment',
      title: '7. Prepayment',
      body: [
        'You may repay the whole Loan before the final Due Date, provided that half (50%) of the Term has passed and that at least 7 (seven) days have passed since the Disbursal Date. A prepayment is not allowed before both of these conditions are met.',
        'When you prepay, you pay the outstanding principal, the interest accrued up to the date of prepayment and any Unpaid Amount with its charges. No interest is charged for the remaining part of the Term.',
      ],
    },
    {
      id: 'extension',
      title: '8. Extension',
      body: [
        'Where the App offers an extension and you are eligible, you may ask to extend the repayment of your Loan before its Due Date by paying the extension fee shown in the App before you confirm it. An extension keeps the same period: the new Due Date is fixed by adding to the current Due Date a period equal to the period of the original Loan.',
        'The Lender may refuse an extension, for example if an earlier amount is unpaid. An extension does not change any other term of the Loan, and the Lender will confirm the new Due Date in the App.',
      ],
    },
    {
      id: 'default',
      title: '9. Late payment and default charges',
      body: [
        'If any amount is not paid in full on its Due Date, you will be in default and the following charges apply, in addition to the interest on the Loan:',
        [
          'A one-time default penalty of Rs.1,000 (one thousand rupees) for new clients, or Rs.800 (eight hundred rupees) for repeat clients. This penalty is charged once for each Loan and is not charged again for further days of delay.',
          'Late interest for each day of delay, calculated only on the Unpaid Amount, at 5% (five per cent) per day from the 1st to the 30th day of delay; 4% (four per cent) per day from the 31st to the 90th day of delay; and 2% (two per cent) per day from the 91st day of delay until the Unpaid Amount is paid in full.',
        ],
        'Late interest is not charged on the principal that has not yet fallen due, and the Lender does not capitalise unpaid late interest. The charges above are shown in the Key Fact Statement and are reasonable pre-estimates of the loss and costs the Lender incurs because of the delay.',
        'The Lender will tell you of any default by SMS, e-mail or in the App before reporting it to credit information companies. Late payment may be reported to credit information companies and may affect your credit score.',
      ],
    },
    {
      id: 'application-of-payments',
      title: '10. How payments are applied',
      body: [
        'Each payment you make is applied to the amounts owed in the following order:',
        [
          'first, to any charges permitted under the Loan Documents;',
          'second, to the costs of enforcement and collection, where these are lawfully recoverable;',
          'third, to the default penalty and late interest;',
          'fourth, to fees;',
          'fifth, to interest;',
          'and finally, to the principal.',
        ],
      ],
    },
    {
      id: 'undertakings',
      title: '11. Your representations and undertakings',
      body: [
        'You confirm that all information and documents you have given are true, complete and your own, and that you will use the Loan only for lawful personal purposes and not for any speculative or illegal activity.',
        'You must notify the Lender through the App or by e-mail within 3 (three) days of any change in your name, date of birth (for example, after a correction of your records) or residential address, and provide supporting documents if asked.',
        'You must not take any action that would prevent the Lender from collecting a payment you have authorised, such as cancelling an e-mandate without first paying the amount it covers.',
      ],
    },
    {
      id: 'remedies',
      title: '12. Events of default and remedies',
      body: [
        'Each of the following is an event of default:',
        [
          'failure to pay any amount on its Due Date;',
          'any information or document you gave proving to be false or misleading in a material respect;',
          'your becoming insolvent or the start of insolvency proceedings against you;',
          'breach of any other obligation under the Loan Documents that is not remedied within 15 (fifteen) days of notice.',
        ],
        'On an event of default, the Lender may, after giving you notice, declare the whole outstanding amount immediately due and payable, report the default to credit information companies and take lawful recovery action.',
        'If a court or tribunal passes a judgment or award against you for amounts due under the Loan, you must pay the amount of that judgment or award within 10 (ten) days of its date, unless the court orders otherwise.',
      ],
    },
    {
      id: 'collection',
      title: '13. Fair collection practices',
      body: [
        'The Lender and its recovery agents follow the Reserve Bank of India’s Fair Practices Code. Recovery agents will identify themselves, carry the Lender’s authorisation, and contact you only between 8:00 a.m. and 7:00 p.m., unless you have asked otherwise.',
        'No one acting for the Lender will use threats, abusive language or harassment, contact your relatives, friends or colleagues about your Loan, or access the contacts or photographs stored on your phone. The names of the recovery agents engaged by the Lender are shown in the App. If you have any complaint about collection, please use the grievance procedure in section 18.',
      ],
    },
    {
      id: 'assignment',
      title: '14. Assignment',
      body: [
        'You may not assign or transfer your rights or obligations under the Loan Documents.',
        'The Lender may sell, assign or transfer the Loan, in whole or in part, to another regulated entity. The Lender will give you at least 7 (seven) Business Days’ written notice before the assignment takes effect, stating the name of the assignee and how to make payments afterwards. The assignment will not change your rights or the terms of your Loan, and payments made to the Lender before you receive the notice will be recognised.',
      ],
    },
    {
      id: 'credit-information',
      title: '15. Credit information and data',
      body: [
        'You authorise the Lender to obtain your credit information from, and to share information about your Loan and repayment conduct with, credit information companies registered with the Reserve Bank of India, as required by law.',
        'Your personal data are collected and used as described in the Privacy Policy available in the App and on the website. The App collects only the data needed for the Loan, with your explicit consent, and you may withdraw consent for any data not needed for a Loan already taken.',
      ],
    },
    {
      id: 'communications',
      title: '16. Communications and electronic consent',
      body: [
        'You agree to receive the Loan Documents, notices and statements electronically, in the App, by SMS or by e-mail to the contact details you registered. Notices sent to those details are deemed received when sent.',
        'Your acceptance of these Terms by electronic means, including a one-time password, is a valid signature and has the same effect as a signed paper document under the Information Technology Act, 2000.',
      ],
    },
    {
      id: 'changes',
      title: '17. Changes to these Terms',
      body: [
        'The Lender may change these Terms for future Loans. Any change to the terms of a Loan already disbursed, including its interest or charges, will be made only with your consent and with at least 30 (thirty) days’ notice, and never with retrospective effect.',
      ],
    },
    {
      id: 'grievances',
      title: '18. Grievance redressal',
      body: [
        'If you have a complaint, please contact customer service through the complaints section of the App, by calling {{lender.supportPhone}} or by e-mail to {{lender.supportEmail}}. We will acknowledge your complaint promptly and aim to resolve it within 30 (thirty) days.',
        'If the complaint is not resolved to your satisfaction within 30 (thirty) days, you may escalate it to the Lender’s Grievance Redressal Officer, whose name and contact details are shown in the App and in the Key Fact Statement, and then to the Reserve Bank of India’s Integrated Ombudsman Scheme at https://cms.rbi.org.in.',
      ],
    },
    {
      id: 'law',
      title: '19. Governing law and jurisdiction',
      body: [
        'These Terms and the Loan Documents are governed by the laws of India. Subject to any arbitration clause in the sanction letter, the courts at the place where you reside will have jurisdiction over any dispute arising from them.',
      ],
    },
    {
      id: 'general',
      title: '20. General',
      body: [
        'If any provision of these Terms is held invalid, the remaining provisions continue in full force. A delay or failure by the Lender to exercise any right is not a waiver of it. These Terms, together with the Key Fact Statement and the sanction letter, are the entire agreement between you and the Lender about the Loan.',
      ],
    },
  ],
};

export default loanTerms;
