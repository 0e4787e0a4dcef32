import { Fragment } from 'react';
import type { DetailRow } from '@/lib/http/schema-parts';
import { useServerText } from '@/lib/format/use-server-text';

/** spec §3: server text/value rows, as a definition list. Server text renders as text. */
export function DetailRows({ rows, label }: { rows: DetailRow[]; label?: string }) {
  const serverText = useServerText();
  if (rows.length === 0) return null;
  return (
    <dl className="rows" aria-label={label}>
      {rows.map((row, index) => (
        <Fragment key={`${index}-${row.text}`}>
          <dt>{row.text}</dt>
          <dd>{serverText(row.value)}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
