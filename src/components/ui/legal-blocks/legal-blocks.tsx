import { Fragment } from 'react';
import { splitValues } from '@/components/ui/keep-together/keep-together';

/** A paragraph, or a bulleted list. */
export type LegalBlock = string | readonly string[];

/**
 * A paragraph with its hyphenated values (a date, a registration number) kept whole: a browser would break
 * after a hyphen ("N-02.00321" into "N-" and "02.00321"). A value wider than the line still breaks (.whole);
 * values without a hyphen (a 21-character CIN) keep their break opportunities.
 */
function Text({ text }: { text: string }) {
  return splitValues(text).map((part, index) =>
    part.value && /[-–]/.test(part.text) ? (
      <span key={index} className="whole">
        {part.text}
      </span>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}

/** A legal document's paragraphs and lists, rendered as text (never as markup). */
export function LegalBlocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return blocks.map((block, index) =>
    typeof block === 'string' ? (
      <p key={index}>
        <Text text={block} />
      </p>
    ) : (
      <ul key={index}>
        {block.map((item, itemIndex) => (
          <li key={itemIndex}>
            <Text text={item} />
          </li>
        ))}
      </ul>
    ),
  );
}
