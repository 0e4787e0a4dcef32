import { capText, textLength } from '@/lib/format';

export interface CappedEdit {
  value: string;
  /** Where the caret belongs (UTF-16 offset) when the edit was trimmed; undefined when kept as typed. */
  caret?: number;
}

/**
 * spec §5: at most `max` characters, extra input ignored. When an edit (typed or pasted, anywhere in the
 * text) would go over, only as much of the inserted text as fits is kept and the rest of the text is left
 * alone. Characters are counted as the user sees them (capText / textLength).
 */
export function applyCappedEdit(previous: string, next: string, max: number): CappedEdit {
  if (textLength(next) <= max) return { value: next };
  const before = Array.from(previous);
  const after = Array.from(next);
  let prefix = 0;
  while (prefix < before.length && prefix < after.length && before[prefix] === after[prefix]) prefix += 1;
  let suffix = 0;
  while (
    suffix < before.length - prefix &&
    suffix < after.length - prefix &&
    before[before.length - 1 - suffix] === after[after.length - 1 - suffix]
  )
    suffix += 1;
  const room = max - prefix - suffix;
  if (room < 0) return { value: capText(next, max) };
  const head =
    after.slice(0, prefix).join('') +
    after
      .slice(prefix, after.length - suffix)
      .slice(0, room)
      .join('');
  return { value: head + after.slice(after.length - suffix).join(''), caret: head.length };
}
