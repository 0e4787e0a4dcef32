import { Fragment } from 'react';
import './code-groups.css';

/** A run of digits this long or longer is read (and may wrap) in fours: an account number, a store reference. */
const LONG_DIGITS = 8;

/** Digits in fours from the left ("9300 1288 4551 0007"); a shorter run stays whole. */
const digitGroups = (run: string): string[] =>
  run.length >= LONG_DIGITS && /^\d+$/.test(run) ? (run.match(/\d{1,4}/g) ?? [run]) : [run];

/**
 * The groups a code is shown in, in order, which joined give the code back:
 * - the rail's own grouping when the display has one ("646 180 1570 0012 8845", a CLABE);
 * - else the code's own parts, as a borrower reads it out: a UPI ID or another code with punctuation
 *   splits after a dot, hyphen, underscore or slash and before its "@" ("cashloan." "363859" "@icici";
 *   "DP-" "4471-" "0098"); a run of 8 or more digits (a store reference, an account number) in fours;
 * - anything else (an IFSC, a short reference) is one group.
 * A run of letters or digits is never split, except a long run of digits in fours.
 */
export function codeGroups(code: string, display?: string): string[] {
  const shown = (display ?? code).trim();
  if (/\s/.test(shown)) return shown.split(/\s+/);
  if (!shown) return [];
  // Cut after each dot, hyphen, underscore or slash, and before each "@".
  const parts: string[] = [''];
  for (const char of shown) {
    if (char === '@' && parts.at(-1)) parts.push('');
    parts[parts.length - 1] += char;
    if ('._/-'.includes(char)) parts.push('');
  }
  if (!parts.at(-1)) parts.pop();
  return parts.flatMap((part) => {
    // The digits of a part, without the punctuation it ends with, in fours when long.
    const [, body = part, tail = ''] = /^(.*?)([._/-]?)$/.exec(part) ?? [];
    const groups = digitGroups(body);
    groups[groups.length - 1] += tail;
    return groups;
  });
}

/** Two groups that meet letter to letter or digit to digit ("9300" "1288"), not at a dot or an "@". */
const meetInRun = (group: string, next: string) =>
  /[\p{L}\p{N}]$/u.test(group) && /^[\p{L}\p{N}]/u.test(next);

/**
 * A reference, account number, CLABE or UPI ID that the borrower reads out or types into another app. At
 * 320 px or with doubled text a long code wraps, and a browser may break it anywhere ("cashloan.3638" /
 * "59@icici"). Here it breaks only between its groups, each kept whole (only a group wider than the whole
 * line is broken): at the spaces of a display the rail groups, else at a `<wbr>`, which adds no character,
 * so what is selected, copied and read aloud is the code exactly as sent. Groups that meet inside a run of
 * digits are set apart by an empty gap, as a bank app prints "9300 1288 4551 0007": a line that ends after
 * "1288" reads as a group ending, never as a number cut in two. Each group is its own text node, and the
 * code's own text is the code.
 */
export function CodeGroups({
  code,
  display,
  className,
}: {
  code: string;
  display?: string;
  className?: string;
}) {
  const groups = codeGroups(code, display);
  const spaced = /\s/.test((display ?? code).trim());
  const classes = ['code-groups', groups.length > 1 ? 'code-groups--grouped' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes}>
      {groups.map((group, index) => (
        <Fragment key={index}>
          {index === 0 ? null : spaced ? (
            ' '
          ) : (
            <>
              {meetInRun(groups[index - 1]!, group) ? <span className="code-groups__gap" /> : null}
              <wbr />
            </>
          )}
          {group}
        </Fragment>
      ))}
    </span>
  );
}
