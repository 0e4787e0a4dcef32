import { Fragment } from 'react';
import { splitValues } from '@/components/ui/keep-together/keep-together';

/** A paragraph, or a bulleted list. */
export type LegalBlock = string | readonly string[];

/**
 * A paragraph with its hyphenated values kept on one line: a browser breaks after the hyphen of a date or a
 * registration number ("N-02.00321" into "N-" and "02.00321"). Values without a hyphen (a 21-character CIN)
 * keep their break opportunities, or they would be wider than a narrow screen with large text.
 */
function Text({ text }: { text: string }) {
  return splitValues(text).map((part, index) =>
    part.value && /[-–]/.test(part.text) ? (
      <span key={index} className="nowrap">
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
