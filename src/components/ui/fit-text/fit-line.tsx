import type { ReactNode } from 'react';
import { useFitWidth } from './use-fit-width';

/** A paragraph of one line kept whole and on the screen (useFitWidth): a headline amount. */
export function FitLine({ className, children }: { className: string; children: ReactNode }) {
  const ref = useFitWidth<HTMLParagraphElement>();
  return (
    <p ref={ref} className={`${className} fit-line`}>
      {children}
    </p>
  );
}
