/**
 * Words that name one market's law, regulator or identity documents, which no page of the other market may
 * show. Whole words only, case as written: "PAN" is India's tax card, "PANTALLA" and "pan" are not.
 */
const WORDS = {
  mx: ['ARCO', 'CONDUSEF', 'México', 'Mexico', 'RFC', 'INAI', 'LFPDPPP'],
  in: ['PAN', 'Aadhaar', 'RBI', 'India', 'DPDP'],
} as const;

const pattern = (words: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'gu');

/** The other market's words found in a text of `market` (`mx` Mexico, `in` India), each once. */
export function otherMarketWords(market: 'mx' | 'in', text: string): string[] {
  const other = market === 'mx' ? WORDS.in : WORDS.mx;
  return [...new Set(text.match(pattern(other)) ?? [])];
}
