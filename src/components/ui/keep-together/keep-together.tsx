import { Fragment, type ReactNode } from 'react';

/**
 * Amounts, dates, times, numbers and codes inside running text ("Tu fecha de pago es el 9 dic."). A
 * browser may break a line at the space inside a date ("9" / "dic"), before "p.m.", after the hyphen of
 * a code or inside a grouped number; with large text or a narrow screen that parts a value. Each such
 * value is kept on one line; the words around it still wrap. The text itself is unchanged (the same
 * characters, for copying and screen readers).
 */
// A date as the shared formatters write it: a day and a month word, maybe the year ("9 dic", "9 Dec 2026").
const DAY_MONTH = String.raw`\d{1,2}\s[\p{L}\p{M}\u0970]{3,6}\.?(?:\s\d{4})?(?![\p{L}\p{M}])`;
// A time without seconds, with its half of the day ("4:08 p.m.", "4:08 pm").
const TIME = String.raw`\d{1,2}:\d{2}(?:\s?[aApP]\.?\s?[mM]\.?)?(?![\p{L}])`;
const NUMBER = String.raw`(?:[$₹]\s?)?\d(?:[\d.,:/–-]*\d)?%?`;
const CODE = String.raw`\b[A-Z]{1,4}-?\d[\w-]*`;
const VALUE = new RegExp(`${DAY_MONTH}|${TIME}|${NUMBER}|${CODE}`, 'gu');

export function splitValues(text: string): { text: string; value: boolean }[] {
  const parts: { text: string; value: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(VALUE)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index), value: false });
    parts.push({ text: match[0], value: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), value: false });
  return parts;
}

export function KeepTogether({ text }: { text: string }): ReactNode {
  return splitValues(text).map((part, index) =>
    part.value ? (
      <span key={index} className="nowrap">
        {part.text}
      </span>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
