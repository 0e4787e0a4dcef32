const escape = (text: string) => text.replace(/[$()*+?[\]\\^{|}]/g, '\\$&');

/**
 * A text with amounts written as the market writes them (`$3,351.17`, `₹19,528.00`), as a pattern that also
 * matches the same figures with the spec's separators (`$3.372,36`): the separator between digits is
 * either. These tests check the demo's figures; the format itself has tests of its own.
 * `exact`: the whole text (for findByText), else anywhere in it (for toHaveTextContent).
 */
export function moneyText(text: string, { exact = true }: { exact?: boolean } = {}): RegExp {
  const body = escape(text).replace(/(\d)[.,](?=\d)/g, '$1[.,]');
  return new RegExp(exact ? `^${body}$` : body);
}

/** The text with the separators between digits taken out, to compare lists of rows either way. */
export const digitsOnly = (text: string | null | undefined) => (text ?? '').replace(/(\d)[.,](?=\d)/g, '$1');

/**
 * A text matcher for a paragraph whose whole text is `text` (amounts either separator), however the page
 * split it into pieces (KeepTogether keeps each amount and date in a span of its own).
 */
export const paragraphText =
  (text: string) =>
  (_: string, element: Element | null): boolean =>
    element?.tagName === 'P' && moneyText(text).test(element.textContent ?? '');
