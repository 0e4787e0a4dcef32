/**
 * India's Hindi words, one per thing: the source docs/glossary.md's Hindi table mirrors. Each entry names the
 * word the pages use and the words it replaces; tests/unit/i18n/hindi-glossary.test.ts reads every Hindi text
 * (the `*.hi.ts` locales, the demo's Hindi answers, the Hindi documents, the profile's Hindi fields) and fails
 * on a replaced word. A replaced Hindi legal term may follow the plain words in brackets, to explain them:
 * "देरी का शुल्क (दंडात्मक प्रभार)"; a replaced Latin acronym may not.
 */
export interface HindiTerm {
  thing: string;
  word: string;
  /** Plain text, or a RegExp for a spelling rule or a whole Latin word. */
  replaces: (string | RegExp)[];
}

/** A whole Latin word (not part of a longer one, e.g. GST but not GSTIN). */
const latin = (word: string) => new RegExp(`(?<![A-Za-z])${word}(?![A-Za-z])`);

export const HINDI_TERMS: HindiTerm[] = [
  { thing: 'what is still owed on the loan (outstanding)', word: 'बकाया', replaces: [] },
  { thing: 'the amount to pay now (amount due)', word: 'देय राशि', replaces: ['बकाया राशि'] },
  {
    thing: 'a payment not made by its date (overdue)',
    word: 'देरी से / समय पर नहीं चुकाया',
    replaces: ['बकाया भुगतान', 'बकाया किस्त', 'ओवरड्यू'],
  },
  { thing: 'the due date', word: 'देय तारीख', replaces: ['ड्यू डेट', 'नियत तारीख'] },
  {
    thing: 'postponing a due date for a fee (extension)',
    word: 'एक्सटेंशन',
    replaces: ['समय बढ़ा', 'अवधि बढ़', 'अवधि-विस्तार'],
  },
  { thing: 'a fee', word: 'शुल्क', replaces: ['फ़ीस', 'फीस'] },
  {
    thing: 'the charge for paying late (late or penal charge)',
    word: 'देरी का शुल्क',
    // "देर से भुगतान पर देरी का शुल्क" says the delay twice.
    replaces: ['दंडात्मक', 'पेनल', 'विलंब शुल्क', 'लेट फ़ी', 'देर से भुगतान पर देरी का शुल्क'],
  },
  {
    thing: 'the fee for an extension',
    word: 'एक्सटेंशन शुल्क',
    replaces: ['भुगतान टालने', 'सर्विस शुल्क', 'सेवा शुल्क', 'एक्सटेंशन का शुल्क'],
  },
  {
    thing: 'a year, in a rate (annual, per annum)',
    word: 'सालाना',
    replaces: ['प्रति वर्ष', 'वार्षिक'],
  },
  { thing: 'a day, in a rate (daily)', word: 'प्रति दिन', replaces: ['दैनिक', 'रोज़ की दर'] },
  {
    thing: 'the loan agreement (its terms and conditions, the note and the KFS as its summary box)',
    word: 'लोन एग्रीमेंट',
    replaces: ['लोन समझौत', 'ऋण समझौत', 'लोन अनुबंध', 'ऋण अनुबंध'],
  },
  {
    thing: 'a numbered part of the loan agreement or its terms (an Act’s stays धारा)',
    word: 'खंड',
    replaces: [/(?<!अधिनियम[^।]{0,40})धारा/],
  },
  {
    thing: 'what one payment asks (never "total": that is the loan’s)',
    word: 'चुकाने की राशि',
    replaces: ['कुल भुगतान'],
  },
  { thing: 'the total to repay on the loan', word: 'कुल चुकाने की राशि', replaces: ['कुल चुकाने वाली राशि'] },
  {
    thing: 'the cooling-off exit’s cost (one pays money, not a rate)',
    word: 'मूलधन और पैसा रखने के दिनों की लागत (एपीआर के हिसाब से)',
    replaces: ['आनुपातिक एपीआर'],
  },
  { thing: 'an unexpected charge', word: 'छिपा हुआ शुल्क', replaces: ['सरप्राइज़'] },
  { thing: 'the data fiduciary (DPDP Act)', word: 'डेटा न्यासी', replaces: ['फ़िड्यूशरी', latin('Fiduciary')] },
  {
    thing: 'the money that reaches the borrower’s account (net disbursed amount, disbursal)',
    word: 'आपके खाते में आई राशि; पैसे खाते में आना',
    replaces: ['संवितरित', 'संवितरण'],
  },
  {
    thing: 'giving the loan back in the cooling-off period',
    word: 'लोन लौटाना',
    // छोड़ना reads as walking away from a debt.
    replaces: ['लोन छोड़', 'लोन को छोड़'],
  },
  { thing: 'the grievance officer', word: 'शिकायत निवारण अधिकारी', replaces: ['शिकायत अधिकारी'] },
  {
    thing: 'a lending service provider (LSP)',
    word: 'लोन सेवा प्रदाता',
    replaces: ['लेंडिंग सर्विस प्रोवाइडर', 'ऋण सेवा प्रदाता', latin('LSP')],
  },
  { thing: 'one of several repayments', word: 'ईएमआई', replaces: [latin('EMI')] },
  { thing: 'UPI', word: 'यूपीआई', replaces: [latin('UPI')] },
  { thing: 'tax on fees', word: 'जीएसटी', replaces: [latin('GST')] },
  { thing: 'the yearly cost', word: 'एपीआर', replaces: [latin('APR')] },
  { thing: 'the key facts statement', word: 'केएफएस', replaces: [latin('KFS')] },
  // One script beside एपीआर: the Reserve Bank is भारतीय रिज़र्व बैंक, or आरबीआई.
  { thing: 'the Reserve Bank of India', word: 'आरबीआई', replaces: [latin('RBI')] },
  {
    thing: 'a vowel’s nasal sound after ए, आ, उ, ऊ (चुकाएँ, जाएँ, हाँ)',
    word: 'चन्द्रबिंदु ँ',
    // ए, आ after a letter (चुकाएं, जाएंगे; not एंड्रॉयड); उ, ऊ ending a word (not काउंटर).
    replaces: [/(?<=[\u0900-\u097F])[एआ]ं|[उऊ]ं(?![\u0900-\u097F])/, 'हां'],
  },
];

export interface ReplacedWord {
  found: string;
  word: string;
  thing: string;
}

/** Inside a bracket opened at most 40 characters before. */
const GLOSS = /\([^()]{0,40}$/;

/** Inside straight double quotes (an odd count of them before). */
const QUOTED = (before: string) => (before.match(/"/g)?.length ?? 0) % 2 === 1;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The replaced words a Hindi text uses, each with the word to write instead. */
export function replacedWords(text: string): ReplacedWord[] {
  const found: ReplacedWord[] = [];
  for (const term of HINDI_TERMS) {
    for (const replaced of term.replaces) {
      const pattern =
        typeof replaced === 'string' ? new RegExp(escape(replaced), 'g') : new RegExp(replaced, 'g');
      for (const match of text.matchAll(pattern)) {
        // A Hindi legal term in brackets after the plain words explains them, as RBI's Hindi texts do.
        // So may a title quoted by its own name (an RBI circular's).
        const before = text.slice(0, match.index);
        if (typeof replaced === 'string' && (GLOSS.test(before) || QUOTED(before))) continue;
        found.push({ found: match[0], word: term.word, thing: term.thing });
      }
    }
  }
  return found;
}

/** Latin acronyms and codes Hindi pages keep as banks and apps print them (the page audit's allow-list). */
export const HINDI_LATIN_CODES = [
  'SMS',
  'OTP',
  'QR',
  'IFSC',
  'NEFT',
  'IMPS',
  'RTGS',
  'UTR',
  'CIN',
  'ID',
  'PDF',
  'KYC',
  'IST',
  'NBFC',
  'CIBIL',
  'BHIM',
  'Google',
  'Pay',
  'PhonePe',
  'Paytm',
  'Sachet',
  'CMS',
  'Pvt',
  'Ltd',
];
