import { render } from '@testing-library/react';
import fc from 'fast-check';
import { CodeGroups, codeGroups } from '@/components/ui';

/** A code as the rails send them: letters and digits, maybe dots, hyphens, underscores, slashes and one "@". */
const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const word = fc.array(alnum, { minLength: 1, maxLength: 24 }).map((chars) => chars.join(''));
const punctuation = fc.constantFrom('.', '-', '_', '/');
const local = fc
  .tuple(word, fc.array(fc.tuple(punctuation, word), { maxLength: 4 }))
  .map(([first, rest]) => first + rest.map(([mark, next]) => mark + next).join(''));
const code = fc
  .tuple(local, fc.option(word, { nil: undefined }))
  .map(([name, handle]) => (handle === undefined ? name : `${name}@${handle}`));

/** The maximal runs of letters, and of digits, that a borrower reads as one. */
const runs = (text: string) => text.match(/[A-Za-z]+|\d+/g) ?? [];

describe('codeGroups: where a reference, account number, CLABE or UPI ID may wrap', () => {
  it('splits a run of digits in fours from the left (Mexico: an OXXO reference; India: an account number)', () => {
    expect(codeGroups('9300128845510007')).toEqual(['9300', '1288', '4551', '0007']);
    expect(codeGroups('50100234567891')).toEqual(['5010', '0234', '5678', '91']);
  });

  it('keeps a rail’s own grouping (a CLABE as 3-3-4-4-4)', () => {
    expect(codeGroups('646180157000128845', '646 180 1570 0012 8845')).toEqual([
      '646',
      '180',
      '1570',
      '0012',
      '8845',
    ]);
  });

  it('splits a UPI ID after its dots and before its "@", never inside its digits', () => {
    expect(codeGroups('cashloan.363859@icici')).toEqual(['cashloan.', '363859', '@icici']);
    expect(codeGroups('cashloan.4471@10007')).toEqual(['cashloan.', '4471', '@10007']);
    expect(codeGroups('DP-4471-0098')).toEqual(['DP-', '4471-', '0098']);
  });

  it('leaves a short code and one of letters and digits alone whole (an IFSC)', () => {
    expect(codeGroups('4471')).toEqual(['4471']);
    expect(codeGroups('HDFC0001234')).toEqual(['HDFC0001234']);
  });

  it('gives the code back when its groups are joined', () => {
    fc.assert(
      fc.property(code, (value) => {
        expect(codeGroups(value).join('')).toBe(value);
      }),
    );
  });

  it('never splits a run of letters, nor a run of digits shorter than 8; a longer one only in fours', () => {
    fc.assert(
      fc.property(code, (value) => {
        const groups = codeGroups(value);
        // Each run of the code lies within one group, or (8 digits or more) is cut only after each 4th digit.
        let at = 0;
        const cuts = new Set(groups.slice(0, -1).map((group) => (at += group.length)));
        for (const match of value.matchAll(/[A-Za-z]+|\d+/g)) {
          const inside = [...cuts].filter((cut) => cut > match.index && cut < match.index + match[0].length);
          const long = /^\d{8,}$/.test(match[0]);
          if (!long) expect(inside, `${value}: ${match[0]}`).toEqual([]);
          else for (const cut of inside) expect((cut - match.index) % 4, `${value}: ${match[0]}`).toBe(0);
        }
        // No group is empty, and none holds a letter run split from its neighbour.
        expect(groups.every((group) => group.length > 0)).toBe(true);
        expect(groups.flatMap(runs).join('')).toBe(runs(value).join(''));
      }),
    );
  });
});

describe('CodeGroups', () => {
  it('reads and copies as the code exactly as sent, with a break opportunity only between fours, each four set apart', () => {
    const { container } = render(<CodeGroups code="9300128845510007" />);
    const code = container.firstElementChild!;
    expect(code.textContent).toBe('9300128845510007');
    const gap = '<span class="code-groups__gap"></span><wbr>';
    expect(code.innerHTML).toBe(`9300${gap}1288${gap}4551${gap}0007`);
  });

  it('breaks a UPI ID only after its dot and before its "@"', () => {
    const { container } = render(<CodeGroups code="cashloan.363859@icici" />);
    const code = container.firstElementChild!;
    expect(code.textContent).toBe('cashloan.363859@icici');
    // Its punctuation shows where it breaks: no group is set apart.
    expect(code.innerHTML).toBe('cashloan.<wbr>363859<wbr>@icici');
  });

  it('keeps the spaces of a grouped display', () => {
    const { container } = render(<CodeGroups code="646180157000128845" display="646 180 1570 0012 8845" />);
    expect(container.textContent).toBe('646 180 1570 0012 8845');
  });
});
