/**
 * The demo server's own words for India in Hindi. A real backend answers in the language the request asks
 * for (the JSON client's `language` header, spec §7, or the session query); the demo's fixtures keep one
 * text per market (India's in English) and its answers to a Hindi request are put into Hindi on the way
 * out, here. Names (products, banks, people, the lender), codes, dates, amounts and the field values a
 * page reads as enums stay as they are, and so does what a borrower wrote (a complaint's text).
 * Loaded only for a Hindi request.
 */
const WORDS: Record<string, string> = {
  // Loan: cost rows, statuses, products.
  '7-day extension': '7 दिन का एक्सटेंशन',
  // Before the money is paid out, what will reach the account; after, what reached it.
  'Amount you receive': 'आपके खाते में आने वाली राशि',
  'Amount you received': 'आपके खाते में आई राशि',
  'Application not approved': 'आवेदन मंज़ूर नहीं हुआ',
  'At the end of the new term': 'नई अवधि के अंत में',
  'Coupon discount': 'कूपन छूट',
  'Days overdue': 'देरी के दिन',
  'Disbursal failed': 'लोन की राशि नहीं भेजी जा सकी',
  'Disbursal in progress': 'लोन की राशि भेजी जा रही है',
  'Due today to extend.': 'एक्सटेंशन के लिए आज देना है।',
  'Extension fee': 'एक्सटेंशन शुल्क',
  'Full repayment': 'पूरा भुगतान',
  'Higher amounts for returning customers.': 'पुराने ग्राहकों के लिए ज़्यादा राशि।',
  Interest: 'ब्याज',
  'Less processing fee': 'इसमें से कटेगा: प्रोसेसिंग शुल्क',
  'Processing fee deducted': 'इसमें से कटा: प्रोसेसिंग शुल्क',
  'Loan amount': 'लोन राशि',
  'Loan number': 'लोन नंबर',
  'Loan paid off': 'लोन चुका दिया गया',
  'Loan repayment': 'लोन का भुगतान',
  'Order number': 'ऑर्डर नंबर',
  Outstanding: 'बकाया',
  'Paid into your linked bank account': 'आपके जुड़े हुए बैंक खाते में जमा',
  'Paid so far': 'अब तक चुकाया',
  'Payment due': 'भुगतान बाकी',
  'Payment overdue': 'भुगतान में देरी',
  'Penal charge on delayed payment': 'देरी का शुल्क',
  'on the overdue instalment only, from the day after the due date (no penal interest)':
    'सिर्फ़ समय पर न चुकाई गई किस्त पर, देय तारीख के अगले दिन से (देरी पर अलग से ब्याज नहीं लगता)',
  'The overdue instalment with its penal charges until today':
    'समय पर न चुकाई गई किस्त, आज तक के देरी के शुल्क के साथ',
  'Processing fee': 'प्रोसेसिंग शुल्क',
  GST: 'जीएसटी',
  'Single payment': 'एकमुश्त भुगतान',
  'Small loans for the unexpected.': 'अचानक आए खर्चों के लिए छोटे लोन।',
  Term: 'अवधि',
  'Thank you! Your loan is fully repaid.': 'धन्यवाद! आपका लोन पूरा चुका दिया गया है।',
  'The daily rate applies only to the days you use the money.':
    'प्रति दिन की दर सिर्फ़ उतने दिनों पर लगती है, जितने दिन पैसा आपके पास रहता है।',
  'The extension starts as soon as the extension fee is paid.': 'एक्सटेंशन शुल्क चुकाते ही एक्सटेंशन शुरू हो जाता है।',
  'The repayment can be postponed up to 7 days. Only the extension fee is due now.':
    'भुगतान 7 दिन तक आगे बढ़ाया जा सकता है। अभी सिर्फ़ एक्सटेंशन शुल्क देना है।',
  'This EMI: coupon': 'इस ईएमआई पर कूपन छूट',
  'This EMI: GST': 'इस ईएमआई में जीएसटी',
  'This EMI: interest': 'इस ईएमआई में ब्याज',
  'This EMI: principal': 'इस ईएमआई में मूलधन',
  'This EMI: processing fee': 'इस ईएमआई में प्रोसेसिंग शुल्क',
  'Offers are sorted by APR, lowest first. No lender pays to be placed higher.':
    'ऑफ़र एपीआर के हिसाब से लगाए गए हैं, सबसे कम पहले। ऊपर दिखने के लिए कोई ऋणदाता पैसे नहीं देता।',
  'Total to repay': 'कुल चुकाने की राशि',
  'Total before late charges': 'देरी के शुल्क से पहले कुल राशि',
  'Late charges to date': 'आज तक का देरी का शुल्क',
  'Total to pay today': 'आज चुकाने की कुल राशि',
  // What settles the loan today (contract §12).
  'Principal outstanding': 'बाकी मूलधन',
  'Interest to today': 'आज तक का ब्याज',
  'Late charges': 'देरी का शुल्क',
  'Foreclosure charge': 'लोन पहले बंद करने का शुल्क',
  'Under review': 'जाँच जारी है',
  'We are reviewing your application and will let you know within 24 hours.':
    'हम आपके आवेदन की जाँच कर रहे हैं और 24 घंटे के अंदर आपको बताएँगे।',
  'We cannot approve your application for now. You can try again in 7 days.':
    'अभी हम आपका आवेदन मंज़ूर नहीं कर सकते। आप 7 दिन बाद फिर से कोशिश कर सकते हैं।',
  'We could not pay into your account. Please check your bank details.':
    'हम आपके खाते में पैसा नहीं भेज सके। कृपया अपने बैंक की जानकारी जाँचें।',
  'Your first loan, straight to your bank account.': 'आपका पहला लोन, सीधे आपके बैंक खाते में।',
  'Your loan is approved and the money is on its way to your account.':
    'आपका लोन मंज़ूर हो गया है और पैसा आपके खाते में भेजा जा रहा है।',
  'Your payment is 3 days overdue, and late charges add up each day until it is paid.':
    'आपके भुगतान में 3 दिन की देरी हो चुकी है, और भुगतान होने तक हर दिन देरी का शुल्क जुड़ता है।',
  // The partner lender's identity (fixtures/lenders.ts): its officers' titles, addresses and hours.
  'Grievance Redressal Officer': 'शिकायत निवारण अधिकारी',
  'Nodal Officer for digital lending': 'डिजिटल लोन के नोडल अधिकारी',
  'Monday to Saturday, 10:00 am to 6:00 pm IST': 'सोमवार से शनिवार, सुबह 10:00 से शाम 6:00 (भारतीय समय)',
  'Personal loan': 'पर्सनल लोन',
  'Sahyadri House, 4th Floor, Senapati Bapat Road, Pune, Maharashtra 411016':
    'सह्याद्रि हाउस, चौथी मंज़िल, सेनापति बापट रोड, पुणे, महाराष्ट्र 411016',
  'Office 12, Baner Road, Pune, Maharashtra 411045': 'ऑफ़िस 12, बाणेर रोड, पुणे, महाराष्ट्र 411045',
  // Repayment channels and instructions.
  'Add the virtual account below as a beneficiary (IFSC ICIC0000104).':
    'नीचे दिए वर्चुअल खाते को बेनिफ़िशियरी के रूप में जोड़ें (IFSC ICIC0000104)।',
  'Ask to pay a bill with a reference number.': 'रेफ़रेंस नंबर से बिल भुगतान करने को कहें।',
  'Bank transfer': 'बैंक ट्रांसफ़र',
  'Bank transfer (NEFT / IMPS)': 'बैंक ट्रांसफ़र (NEFT / IMPS)',
  'Cash at a retail outlet': 'रिटेल आउटलेट पर नकद',
  'Choose "Pay to UPI ID" and enter the UPI ID above.':
    'अपने यूपीआई ऐप में यूपीआई आईडी पर भुगतान चुनें और ऊपर दी गई यूपीआई आईडी डालें।',
  'Enter the exact amount, write the reference above in "Add a message" (the note), and approve with your UPI PIN.':
    'पूरी सही राशि डालें, ऊपर दिया रेफ़रेंस अपने यूपीआई ऐप में संदेश (नोट) वाले खाने में लिखें, और अपने यूपीआई पिन से मंज़ूरी दें।',
  'Go to any PayPoint outlet.': 'किसी भी PayPoint आउटलेट पर जाएँ।',
  'How to pay': 'भुगतान कैसे करें',
  Important: 'ज़रूरी',
  'Keep the transaction reference (UTR) until the payment posts.':
    'जब तक भुगतान लोन में न दिखे, ट्रांज़ैक्शन रेफ़रेंस (UTR) संभालकर रखें।',
  'NEFT / IMPS transfer': 'NEFT / IMPS ट्रांसफ़र',
  'Open your UPI app (BHIM, Google Pay, PhonePe or Paytm).':
    'अपना यूपीआई ऐप (BHIM, Google Pay, PhonePe या Paytm) खोलें।',
  'Pay by UPI': 'यूपीआई से भुगतान',
  'Pay cash at a PayPoint outlet': 'PayPoint आउटलेट पर नकद भुगतान',
  'Pay from any UPI app to the UPI ID below.': 'किसी भी यूपीआई ऐप से नीचे दी गई यूपीआई आईडी पर भुगतान करें।',
  'Pay the exact amount and keep your receipt.': 'पूरी सही राशि चुकाएँ और रसीद संभालकर रखें।',
  'Pay the exact amount shown.': 'दिखाई गई पूरी राशि ही चुकाएँ।',
  'Pay the exact amount of your reference.': 'अपने रेफ़रेंस की पूरी सही राशि चुकाएँ।',
  'PayPoint outlet': 'PayPoint आउटलेट',
  'Sample receipt': 'रसीद का नमूना',
  'Show the barcode at the counter and pay in cash.': 'काउंटर पर बारकोड दिखाएँ और नकद भुगतान करें।',
  'Show the barcode or read out the reference.': 'बारकोड दिखाएँ या रेफ़रेंस पढ़कर बताएँ।',
  'The reference is only valid for this payment.': 'यह रेफ़रेंस सिर्फ़ इसी भुगतान के लिए मान्य है।',
  'Transfer the exact amount by NEFT or IMPS.': 'NEFT या IMPS से पूरी सही राशि ट्रांसफ़र करें।',
  'Transfer the exact amount by IMPS or NEFT, with the reference above in the remarks.':
    'IMPS या NEFT से पूरी सही राशि ट्रांसफ़र करें, और रिमार्क्स में ऊपर दिया रेफ़रेंस लिखें।',
  // The sample receipts' words (the drawing's texts, hindiBody).
  'UPI app: payment successful': 'यूपीआई ऐप: भुगतान सफल',
  'Bank app: transfer successful': 'बैंक ऐप: ट्रांसफ़र सफल',
  'PayPoint outlet receipt': 'PayPoint आउटलेट की रसीद',
  'Paid to': 'किसे भुगतान किया',
  Amount: 'राशि',
  'Amount paid': 'चुकाई गई राशि',
  Biller: 'बिलर',
  'Reference no.': 'रेफ़रेंस नंबर',
  'UPI transaction ID': 'यूपीआई ट्रांज़ैक्शन आईडी',
  'UTR number': 'UTR नंबर',
  'Date and time': 'तारीख और समय',
  'Keep a screenshot until the payment shows on your loan': 'जब तक भुगतान लोन में न दिखे, स्क्रीनशॉट संभालकर रखें',
  'Keep it until the payment shows on your loan': 'जब तक भुगतान लोन में न दिखे, इसे संभालकर रखें',
  'Transfer to the virtual account below from your bank app.': 'अपने बैंक ऐप से नीचे दिए वर्चुअल खाते में ट्रांसफ़र करें।',
  'UPI (any UPI app)': 'यूपीआई (कोई भी यूपीआई ऐप)',
  // Complaints: types, labels, the lender's replies.
  'Abusive language or threats': 'गाली-गलौज या धमकी',
  'Account and personal data': 'खाता और निजी जानकारी',
  'Applied on': 'आवेदन की तारीख',
  Closed: 'बंद',
  Collection: 'वसूली',
  'Contacting my references': 'मेरे रेफ़रेंस से संपर्क',
  'Payments and refunds': 'भुगतान और रिफ़ंड',
  Pending: 'लंबित',
  Processed: 'निपटाई गई',
  Suggestions: 'सुझाव',
  'Too many calls': 'बहुत ज़्यादा कॉल',
  'We reviewed your case and limited collection calls to office hours. Sorry for the trouble.':
    'हमने आपके मामले की जाँच की और वसूली के कॉल सिर्फ़ दफ़्तर के समय तक सीमित कर दिए। असुविधा के लिए खेद है।',
  'We updated your e-mail. You can now sign in with the new address.':
    'हमने आपका ई-मेल बदल दिया है। अब आप नए पते से साइन इन कर सकते हैं।',
  // Registration landing.
  'Apply now': 'अभी आवेदन करें',
  'Claim my offer': 'मेरा ऑफ़र लें',
  'Get up to ₹50,000 today': 'आज ही ₹50,000 तक पाएँ',
  'Sign up in two minutes with just your mobile number.': 'सिर्फ़ अपने मोबाइल नंबर से दो मिनट में साइन अप करें।',
  // Messages.
  'Card details are missing': 'कार्ड की जानकारी अधूरी है',
  'Choose the collection issue.': 'वसूली से जुड़ी समस्या चुनें।',
  'Code sent': 'कोड भेज दिया गया',
  'Invalid card number': 'कार्ड नंबर मान्य नहीं है',
  'Invalid mobile number': 'मोबाइल नंबर मान्य नहीं है',
  'Invalid problem type.': 'समस्या का प्रकार मान्य नहीं है।',
  'Invalid rating': 'रेटिंग मान्य नहीं है',
  'No image was received.': 'कोई फ़ोटो नहीं मिली।',
  'Payment already submitted': 'भुगतान पहले ही भेजा जा चुका है',
  'Please describe the problem.': 'कृपया समस्या बताएँ।',
  Registered: 'रजिस्ट्रेशन हो गया',
  'Request refused': 'अनुरोध अस्वीकार किया गया',
  'The application is incomplete': 'आवेदन अधूरा है',
  'The bank declined the card': 'बैंक ने कार्ड अस्वीकार कर दिया',
  'The bank refused the payment': 'बैंक ने भुगतान अस्वीकार कर दिया',
  'The image is too large.': 'फ़ोटो बहुत बड़ी है।',
  'The order could not be found.': 'ऑर्डर नहीं मिला।',
  'The picture code is wrong': 'तस्वीर वाला कोड गलत है',
  'The SMS code is wrong': 'SMS कोड गलत है',
  'The text is too long.': 'टेक्स्ट बहुत लंबा है।',
  'This number is already registered': 'यह नंबर पहले से रजिस्टर है',
  'This payment method is not available.': 'भुगतान का यह तरीका उपलब्ध नहीं है।',
  'This promotion does not exist or has ended': 'यह ऑफ़र मौजूद नहीं है या खत्म हो चुका है',
  'Too many images.': 'बहुत ज़्यादा फ़ोटो हैं।',
  Uploaded: 'अपलोड हो गई',
  'We could not find this complaint.': 'हमें यह शिकायत नहीं मिली।',
  'We could not load the contract': 'हम लोन एग्रीमेंट लोड नहीं कर सके',
  'We could not load the product': 'हम प्रोडक्ट लोड नहीं कर सके',
  'We could not load the products': 'हम प्रोडक्ट लोड नहीं कर सके',
  'We could not load your loan': 'हम आपका लोन लोड नहीं कर सके',
  'We could not load your loans': 'हम आपके लोन लोड नहीं कर सके',
  'We could not load your offer': 'हम आपका ऑफ़र लोड नहीं कर सके',
  'We could not send your application': 'हम आपका आवेदन नहीं भेज सके',
  'Wrong verification code': 'वेरिफ़िकेशन कोड गलत है',
};

/** Texts with a figure, a date or another text inside. */
const PATTERNS: [RegExp, (...parts: string[]) => string][] = [
  [/^Instalment (\d+) of (\d+)$/, (number, count) => `${count} में से किस्त ${number}`],
  [/^Less GST at (.+)$/, (rate) => `इसमें से कटेगा: ${rate} जीएसटी`],
  [/^GST at (.+) deducted$/, (rate) => `इसमें से कटा: ${rate} जीएसटी`],
  [/^GST at (.+)$/, (rate) => `${rate} जीएसटी`],
  [/^Tax at (.+)$/, (rate) => `${rate} टैक्स`],
  [/^Principal (.+) \+ interest (.+)$/, (principal, interest) => `मूलधन ${principal} + ब्याज ${interest}`],
  [
    /^Your payment is due on (.+)\. Paying on time keeps your credit score \(CIBIL\) healthy\.$/,
    (date) =>
      `आपके भुगतान की तारीख ${hindiDate(date)} है। समय पर भुगतान करने से आपका क्रेडिट स्कोर (सिबिल) अच्छा रहता है।`,
  ],
  [/^(\d+) days?$/, (days) => `${days} दिन`],
  [
    /^Transfer from your bank app to the account of (.+) below\.$/,
    (payee) => `अपने बैंक ऐप से नीचे दिए ${payee} के खाते में ट्रांसफ़र करें।`,
  ],
  [
    /^Add (.+) as a payee, with the account number, IFSC and account name above\.$/,
    (payee) => `${payee} को पेयी (बेनिफ़िशियरी) के रूप में जोड़ें: खाता नंबर, IFSC और खाते का नाम ऊपर दिए हैं।`,
  ],
  [/^A personal loan from (.+)\.$/, (lender) => `${lender} का पर्सनल लोन।`],
  [/^(.+) \(fictional\)$/, (name) => `${name} (काल्पनिक)`],
  [/^(.+) \(code (.+)\)$/, (text, code) => `${inHindi(text)} (कोड ${code})`],
  [/^(.+) · (.+)$/, (first, second) => `${inHindi(first)} · ${inHindi(second)}`],
];

/**
 * A date the demo wrote in English ("1 Dec 2026") as the app's Hindi pages write it, the month in full
 * ("1 दिसंबर 2026", src/lib/format/date-text.ts); else as it is.
 */
function hindiDate(text: string): string {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return text;
  return new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** One server text in Hindi; a text it does not know (a name, a code) stays as it is. */
export function inHindi(text: string): string {
  const word = WORDS[text];
  if (word !== undefined) return word;
  for (const [pattern, say] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return say(...match.slice(1));
  }
  return text;
}

const SVG_DATA = 'data:image/svg+xml;charset=utf-8,';
const XML_TEXT: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** A drawing the demo made (a sample receipt): each of its texts in Hindi. */
function hindiDrawing(uri: string): string {
  const markup = decodeURIComponent(uri.slice(SVG_DATA.length)).replace(
    /(<text[^>]*>)([^<]*)(<\/text>)/g,
    (_, open: string, text: string, close: string) => {
      const plain = text.replace(/&(amp|lt|gt|quot);/g, (entity) => XML_TEXT[entity]!);
      const said = inHindi(plain).replace(
        /[&<>"]/g,
        (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[char]};`,
      );
      return `${open}${said}${close}`;
    },
  );
  return `${SVG_DATA}${encodeURIComponent(markup)}`;
}

/** Every string of a JSON answer, in Hindi. */
export function hindiBody(value: unknown): unknown {
  if (typeof value === 'string') return value.startsWith(SVG_DATA) ? hindiDrawing(value) : inHindi(value);
  if (Array.isArray(value)) return value.map(hindiBody);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, hindiBody(item)]));
  return value;
}
