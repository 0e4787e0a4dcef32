/**
 * An amount in words, as each market's promissory note writes it beside the figures: Mexico's pagaré
 * "TRES MIL CUATROCIENTOS CINCUENTA PESOS 00/100 M.N." (moneda nacional, the centavos as a fraction), India's
 * "Rupees Three Thousand Four Hundred Fifty Only" (lakh and crore, the paise in words). Amounts are minor units,
 * whole and not negative, below a trillion pesos or a hundred thousand crore rupees; anything else is ''.
 */

const MAX_MINOR = 1e14;

function split(minor: number): { whole: number; cents: number } | null {
  if (!Number.isSafeInteger(minor) || minor < 0 || minor >= MAX_MINOR) return null;
  return { whole: Math.floor(minor / 100), cents: minor % 100 };
}

// --- Spanish (Mexico) ---------------------------------------------------------------------------------

const ES_UNITS = ['', 'UNO', 'DOS', 'TRES', 'CUATRO', 'CINCO', 'SEIS', 'SIETE', 'OCHO', 'NUEVE'];
const ES_TEENS = [
  'DIEZ',
  'ONCE',
  'DOCE',
  'TRECE',
  'CATORCE',
  'QUINCE',
  'DIECISÉIS',
  'DIECISIETE',
  'DIECIOCHO',
  'DIECINUEVE',
];
const ES_TWENTIES = [
  'VEINTE',
  'VEINTIUNO',
  'VEINTIDÓS',
  'VEINTITRÉS',
  'VEINTICUATRO',
  'VEINTICINCO',
  'VEINTISÉIS',
  'VEINTISIETE',
  'VEINTIOCHO',
  'VEINTINUEVE',
];
const ES_TENS = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const ES_HUNDREDS = [
  '',
  'CIENTO',
  'DOSCIENTOS',
  'TRESCIENTOS',
  'CUATROCIENTOS',
  'QUINIENTOS',
  'SEISCIENTOS',
  'SETECIENTOS',
  'OCHOCIENTOS',
  'NOVECIENTOS',
];

/**
 * 1–999 before a masculine noun, "mil" or "millones": "uno" loses its last letter there ("un peso",
 * "veintiún mil", "ciento un pesos"; RAE, Nueva gramática §21).
 */
function spanishHundreds(value: number): string {
  if (value === 100) return 'CIEN';
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  let tens = '';
  if (rest >= 30) tens = ES_TENS[Math.floor(rest / 10)]! + (rest % 10 ? ` Y ${ES_UNITS[rest % 10]}` : '');
  else if (rest >= 20) tens = ES_TWENTIES[rest - 20]!;
  else if (rest >= 10) tens = ES_TEENS[rest - 10]!;
  else tens = ES_UNITS[rest]!;
  const words = [ES_HUNDREDS[hundreds]!, tens].filter(Boolean).join(' ');
  return words.replace(/VEINTIUNO$/, 'VEINTIÚN').replace(/UNO$/, 'UN');
}

/** 0–999,999 in words, as said before a masculine noun. */
function spanishThousands(value: number): string {
  const thousands = Math.floor(value / 1000);
  const rest = value % 1000;
  const head = thousands === 0 ? '' : thousands === 1 ? 'MIL' : `${spanishHundreds(thousands)} MIL`;
  return [head, rest ? spanishHundreds(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number of pesos in words: "UN MILLÓN DOSCIENTOS MIL", "VEINTIÚN". */
export function spanishNumber(value: number): string {
  if (value === 0) return 'CERO';
  const millions = Math.floor(value / 1e6);
  const rest = value % 1e6;
  const head = millions === 0 ? '' : millions === 1 ? 'UN MILLÓN' : `${spanishThousands(millions)} MILLONES`;
  return [head, spanishThousands(rest)].filter(Boolean).join(' ');
}

/**
 * "$3,450.00" → "TRES MIL CUATROCIENTOS CINCUENTA PESOS 00/100 M.N.": how a Mexican pagaré states its amount
 * in words. An even number of millions takes "DE" ("UN MILLÓN DE PESOS"), one peso is "UN PESO".
 */
export function pesosInWords(minor: number): string {
  const parts = split(minor);
  if (!parts) return '';
  const { whole, cents } = parts;
  const number = spanishNumber(whole);
  const noun = whole === 1 ? 'PESO' : 'PESOS';
  const of = whole >= 1e6 && whole % 1e6 === 0 ? ' DE' : '';
  return `${number}${of} ${noun} ${String(cents).padStart(2, '0')}/100 M.N.`;
}

// --- English (India) ----------------------------------------------------------------------------------

const EN_UNITS = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const EN_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function englishTens(value: number): string {
  if (value < 20) return EN_UNITS[value]!;
  return EN_TENS[Math.floor(value / 10)]! + (value % 10 ? `-${EN_UNITS[value % 10]}` : '');
}

function englishHundreds(value: number): string {
  const hundreds = Math.floor(value / 100);
  return [hundreds ? `${EN_UNITS[hundreds]} Hundred` : '', englishTens(value % 100)]
    .filter(Boolean)
    .join(' ');
}

/** A whole number in the Indian system: "One Lakh Twenty-Three Thousand Four Hundred Fifty-Six". */
export function indianNumber(value: number): string {
  if (value === 0) return 'Zero';
  const crores = Math.floor(value / 1e7);
  const lakhs = Math.floor((value % 1e7) / 1e5);
  const thousands = Math.floor((value % 1e5) / 1000);
  const rest = value % 1000;
  return [
    crores ? `${indianNumber(crores)} Crore` : '',
    lakhs ? `${englishTens(lakhs)} Lakh` : '',
    thousands ? `${englishTens(thousands)} Thousand` : '',
    rest ? englishHundreds(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * "₹20,345.50" → "Rupees Twenty Thousand Three Hundred Forty-Five and Fifty Paise Only": the amount as an
 * Indian promissory note or cheque writes it in words.
 */
export function rupeesInWords(minor: number): string {
  const parts = split(minor);
  if (!parts) return '';
  const { whole, cents } = parts;
  const paise = cents ? ` and ${englishTens(cents)} Paise` : '';
  return `Rupees ${indianNumber(whole)}${paise} Only`;
}
