import type es from './common.es';

const common: typeof es = {
  loading: 'Loading…',
  retry: 'Try again',
  retrying: 'Trying again…',
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  ok: 'OK',
  back: 'Back',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy. Press and hold the text to copy it.',
  notifications: 'Notifications',
  language: { label: 'Language', en: 'English', hi: 'हिन्दी' },
  errors: {
    title: 'Could not load',
    server: 'The server could not handle the request. Please try again.',
    network: 'No connection. Check your network and try again.',
    timeout: 'The response took too long. Please try again.',
    invalid: 'We received an unexpected response. Please try again later.',
    unknown: 'Something went wrong. Please try again.',
    session: 'Your session has ended. Log in again to continue.',
    refused: 'The server did not accept the request.',
    detail: 'Message from the server:',
    help: 'Need help? Customer service:',
    call: 'Call {{phone}}',
    email: 'Email {{email}}',
  },
  session: {
    title: 'Your session has ended',
    body: 'For your security, the session was closed. Log in again to continue.',
    logIn: 'Log in',
    noHost: 'Open the app again to log in.',
  },
  crash: {
    title: 'Something went wrong',
    body: 'The page ran into a problem. Your data is safe.',
    reload: 'Reload the page',
    notLoadedTitle: 'The page could not load',
    notLoadedBody: 'Check your connection and try again.',
    retry: 'Retry',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Go to the home page',
  },
  schedule: {
    title: 'Repayment schedule',
    state: { paid: 'Paid', overdue: 'Overdue', next: 'Next payment', upcoming: 'Upcoming' },
  },
  grievance: {
    label: 'Help and complaints',
    contact: 'Customer service',
    complain: 'File a complaint',
    responseTime_one: 'We answer within {{count}} hour.',
    responseTime_other: 'We answer within {{count}} hours.',
    escalate: 'If we do not resolve your complaint',
    une: 'Specialised User Service Unit (UNE)',
    condusef: 'CONDUSEF, the commission that protects users of financial services',
    officer: 'Grievance Redressal Officer: {{name}}',
    rbi: 'Reserve Bank of India complaint portal (RBI)',
  },
  empty: 'Nothing here yet.',
  lender: { line: 'Lender: {{name}}' },
  advertising: {
    cat: '{{product}}: loans of up to {{amount}} over {{minTerm}} to {{maxTerm}} days. Average CAT {{cat}} without VAT. For information and comparison. Calculated on {{date}}.',
    aprRange:
      '{{product}}: loans of up to {{amount}} over {{minTerm}} to {{maxTerm}} days. APR {{min}} to {{max}} a year, worked out on {{date}}.',
    aprOne:
      '{{product}}: loans of up to {{amount}} over {{minTerm}} to {{maxTerm}} days. APR {{apr}} a year, worked out on {{date}}.',
  },
  fee: {
    processing: 'Processing fee',
    extension: 'Extension fee',
  },
  lateCharge: {
    annual: '{{rate}} per annum',
    withBasis: '{{value}} {{basis}}',
    withDaily: '{{value}} ({{daily}} a day: the annual rate divided by 365)',
    named: '{{name}}: {{value}}',
    overduePayment: 'on the overdue payment',
  },
};

export default common;
