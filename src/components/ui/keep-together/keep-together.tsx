import { Fragment, type ReactNode } from 'react';

/**
 * Amounts, dates, numbers and codes inside running text ("Tu fecha de pago es el 2026-11-30."). A browser
 * may break a line after the hyphen of a date or inside a grouped number; with large text or a narrow
 * screen that turns "2026-11-30" into "2026-" and "11-30". Each such value is kept on one line; the words
 * around it still wrap. The text itself is unchanged (the same characters, for copying and screen readers).
 */
const VALUE = /(?:[$₹]\s?)?\d(?:[\d.,:/–-]*\d)?%?|\b[A-Z]{1,4}-?\d[\w-]*/g;

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
