import type es from './official.es';

const official: typeof es = {
  site: {
    skipToContent: 'Skip to content',
    navLabel: 'Site sections',
    menu: 'Menu',
    nav: {
      home: 'Home',
      about: 'About us',
      feedback: 'Feedback',
      loanTerms: 'Loan terms and conditions',
      privacy: 'Privacy Policy',
    },
  },
  footer: {
    label: 'Company information',
    phone: 'Phone',
    email: 'E-mail',
    address: 'Address',
    registrations: 'Registrations',
    rfc: 'Tax ID (RFC)',
    condusef: 'CONDUSEF registry (SIPRES)',
    reca: 'Adhesion contract registry (RECA)',
    cin: 'Corporate Identification Number (CIN)',
    rbiCor: 'RBI certificate of registration',
    hours: 'Service hours',
    copyright: 'All rights reserved. © {{year}} {{company}}',
  },
  grievance: {
    title: 'Complaints and your rights',
    une: 'Specialised User Attention Unit (UNE)',
    condusef: 'CONDUSEF',
    buro: 'Bureau of Financial Entities (Buró de Entidades Financieras)',
    reus: 'Public Users Register (REUS), to stop advertising',
    officer: 'Grievance Redressal Officer',
    nodalOfficer: 'Nodal Officer for digital lending',
    rbiPortal: 'RBI complaint portal (CMS)',
    sachet: 'RBI Sachet portal',
    website: "Lender's website",
    apps: 'Digital lending apps',
    app: '{{name}}, operated by {{operator}}',
    serviceProviders: 'Lending service providers',
    serviceProvider: '{{name}}: {{role}}',
    noServiceProviders: 'The lender works with no lending service providers.',
    providerOfficer: 'Its Grievance Redressal Officer:',
    recoveryAgents: 'Recovery agents engaged',
    noRecoveryAgents: 'The lender engages no recovery agents.',
  },
  home: {
    title: 'Fast loans from your phone',
    lead: 'Apply for, receive and repay your loan in the app, with clear rules and no surprises.',
    carousel: {
      label: 'Promotions',
      slide: '{{n}} of {{total}}',
      goTo: 'Show promotion {{n}}',
      stop: 'Stop automatic slide show',
      start: 'Start automatic slide show',
    },
    banners: {
      fast: {
        title: 'Apply in minutes',
        text: 'Apply from your phone, with no queues and no paperwork.',
      },
      clear: {
        title: 'Clear costs from the start',
        text: 'Before you accept you see the amount, the term and the total to repay.',
      },
      secure: {
        title: 'Your data, protected',
        text: 'We encrypt your information and never sell it.',
      },
    },
  },
  about: {
    title: 'About us',
    images: {
      mission:
        'Who we are: a digital lender that lends money to people from their phone, quickly and responsibly.',
      process:
        'How it works: download the app, complete your application, get the decision and the money in your bank account.',
      support: 'We are with you: our service team answers your questions by phone and e-mail.',
    },
  },
  user: {
    title: 'User',
  },
  contact: {
    title: 'Feedback',
    intro: 'Tell us your opinion or your question. All fields are required.',
    name: 'Name',
    telephone: 'Telephone',
    email: 'Email',
    message: 'Message',
    submit: 'Submit',
    required: 'Required',
    // spec §5's quotes in the page's language; VITE_WORDING=spec shows the quotes (config/spec-texts.ts).
    incomplete: 'Please fill in all four fields.',
    success: 'Done!',
  },
  policy: {
    title: 'Privacy Policy',
    frameTitle: 'Privacy Policy (external page)',
    ownFrameTitle: 'Privacy notice',
    openExternal: 'Open the privacy policy in a new tab',
    unavailable: 'The privacy policy is not available right now.',
  },
  loan: {
    title: 'Loan terms and conditions',
    imageAlt: 'A hand holding a phone with an approved loan, next to a payment calendar and coins.',
  },
};

export default official;
