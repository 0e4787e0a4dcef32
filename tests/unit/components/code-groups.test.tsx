import { render } from '@testing-library/react';
import { CodeGroups, codeGroups } from '@/components/ui';

describe('codeGroups: where a reference, account number or CLABE may wrap', () => {
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

  it('leaves a short code and one with letters whole (a UPI ID, an IFSC)', () => {
    expect(codeGroups('4471')).toEqual(['4471']);
    expect(codeGroups('cashloan.4471@10007')).toEqual(['cashloan.4471@10007']);
    expect(codeGroups('HDFC0001234')).toEqual(['HDFC0001234']);
  });
});

describe('CodeGroups', () => {
  it('reads and copies as the code exactly as sent, with a break opportunity only between fours', () => {
    const { container } = render(<CodeGroups code="9300128845510007" />);
    const code = container.firstElementChild!;
    expect(code.textContent).toBe('9300128845510007');
    expect(code.innerHTML).toBe('9300<wbr>1288<wbr>4551<wbr>0007');
  });

  it('keeps the spaces of a grouped display', () => {
    const { container } = render(<CodeGroups code="646180157000128845" display="646 180 1570 0012 8845" />);
    expect(container.textContent).toBe('646 180 1570 0012 8845');
  });
});
