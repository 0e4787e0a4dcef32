import fc from 'fast-check';
import { textLength } from '@/lib/format';
import { applyCappedEdit } from '@/features/complaint/model/capped-edit';

const MAX = 200;
const text = (maxLength: number) =>
  fc
    .array(fc.constantFrom('a', 'b', 'ñ', ' ', '😀', '\n', 'é'), { maxLength })
    .map((chars) => chars.join(''));

describe('applyCappedEdit (spec §5: 200 characters, extra input ignored)', () => {
  it('never goes over the cap, and keeps any edit that fits unchanged', () => {
    fc.assert(
      fc.property(text(MAX), text(400), (previous, next) => {
        const { value } = applyCappedEdit(previous, next, MAX);
        expect(textLength(value)).toBeLessThanOrEqual(MAX);
        if (textLength(next) <= MAX) expect(value).toBe(next);
      }),
      { numRuns: 500 },
    );
  });

  it('inserting anywhere keeps the existing text and as much of the insertion as fits', () => {
    fc.assert(
      fc.property(text(MAX), text(300), fc.nat(), (previous, inserted, at) => {
        const chars = Array.from(previous);
        const index = at % (chars.length + 1);
        const before = chars.slice(0, index).join('');
        const after = chars.slice(index).join('');
        const { value, caret } = applyCappedEdit(previous, before + inserted + after, MAX);
        expect(value.startsWith(before)).toBe(true);
        expect(value.endsWith(after)).toBe(true);
        const room = MAX - chars.length;
        const kept = Array.from(value).slice(index, Array.from(value).length - Array.from(after).length);
        expect(textLength(value)).toBe(Math.min(MAX, chars.length + Array.from(inserted).length));
        if (caret !== undefined) expect(caret).toBe(before.length + kept.join('').length);
        expect(kept.length).toBe(Math.min(room, Array.from(inserted).length));
      }),
      { numRuns: 500 },
    );
  });

  it('ignores typing at the cap and keeps the caret where it was', () => {
    const full = 'x'.repeat(MAX);
    expect(applyCappedEdit(full, `${full}y`, MAX)).toEqual({ value: full, caret: MAX });
    expect(applyCappedEdit(full, `xx!${'x'.repeat(MAX - 2)}`, MAX)).toEqual({ value: full, caret: 2 });
  });

  it('counts an emoji as one character and never splits it', () => {
    const { value } = applyCappedEdit('', '😀'.repeat(MAX + 5), MAX);
    expect(value).toBe('😀'.repeat(MAX));
  });
});
