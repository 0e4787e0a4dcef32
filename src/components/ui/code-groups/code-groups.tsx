import { Fragment } from 'react';
import './code-groups.css';

/**
 * The groups a code is shown in: the rail's own grouping when the display has one ("646 180 1570 0012 8845",
 * a CLABE), else a run of 8 or more digits (a store reference, an account number) in fours from the left;
 * anything else (a UPI ID, a code with letters) is one group.
 */
export function codeGroups(code: string, display?: string): string[] {
  const shown = (display ?? code).trim();
  if (/\s/.test(shown)) return shown.split(/\s+/);
  if (/^\d{8,}$/.test(shown)) return shown.match(/\d{1,4}/g) ?? [shown];
  return [shown];
}

/**
 * A reference, account number or CLABE that the borrower reads out or types into another app. At 320 px
 * or with doubled text a long code wraps, and a browser may break it anywhere ("930012884551000" / "7"). Here
 * it breaks only between its groups, each kept whole: at the spaces of a display the rail groups, else at
 * a `<wbr>` between fours, which adds no character, so what is selected, copied and read aloud is the code
 * exactly as sent.
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
          {index === 0 ? null : spaced ? ' ' : <wbr />}
          {group}
        </Fragment>
      ))}
    </span>
  );
}
