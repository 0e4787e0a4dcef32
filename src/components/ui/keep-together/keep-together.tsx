import { Fragment, type ReactNode } from 'react';

/**
 * Amounts, dates, times, numbers and codes inside running text ("Tu fecha de pago es el 9 dic."). A
 * browser may break a line at the space inside a date ("9" / "dic"), before "p.m.", after the hyphen of
 * a code or inside a grouped number; with large text or a narrow screen that parts a value. Each such
 * value is kept on one line; the words around it still wrap. The text itself is unchanged (the same
 * characters, for copying and screen readers).
 */
// A date as the shared formatters write it: a day and a month word, maybe the year ("9 dic", "9 Dec 2026",
// Hindi's full months from "9 मई" to "9 अक्टूबर 2026").
const DAY_MONTH = String.raw`\d{1,2}\s(?:[\p{L}\p{M}\u0970]{3,6}\.?|\p{Script=Deva}{2,8})(?:\s\d{4})?(?![\p{L}\p{M}])`;
// A time without seconds, with its half of the day ("4:08 p.m.", "4:08 pm", Hindi's "शाम 4:08").
const TIME = String.raw`(?:(?:सुबह|दोपहर|शाम|रात)\s)?\d{1,2}:\d{2}(?:\s?[aApP]\.?\s?[mM]\.?)?(?![\p{L}])`;
const NUMBER = String.raw`(?:[$₹]\s?)?\d(?:[\d.,:/–-]*\d)?%?`;
// A code's dots stay in it when a digit follows (RBI's registration "N-02.00321"); a full stop after it does not.
const CODE = String.raw`\b[A-Z]{1,4}-?\d(?:[\w-]|\.(?=\d))*`;
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

const WHOLE_CODE = new RegExp(`^(?:${CODE})$`, 'u');

/**
 * An amount, a date or a number always fits a line and never breaks (`nowrap`). A code (a registration
 * number, a CIN of 21 characters) can be wider than the whole line at 320 px or with the text doubled: it
 * moves to the next line as one piece, and only when even that line is too narrow is it broken (`whole`).
 */
export function KeepTogether({ text }: { text: string }): ReactNode {
  return splitValues(text).map((part, index) =>
    part.value ? (
      <span key={index} className={WHOLE_CODE.test(part.text) ? 'whole' : 'nowrap'}>
        {part.text}
      </span>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
