import { hindiBody } from '@/demo/hindi';
import {
  loanConfirmFixture,
  loanDetailsFixture,
  orderListFixture,
  productFixture,
  recommendListFixture,
} from '@/demo/fixtures/loan';
import { delayDetailFixture, repayDetailFixture, voucherFixture } from '@/demo/fixtures/repayment';

/** Every string of an answer. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * Two English words in a row, the second in lower case: a sentence or a label left in English ("Loan
 * number"). Names (the lender, the products, the apps) are capitalised; addresses, and a button of another
 * app quoted as that app shows it ("Pay to UPI ID"), are left out first. A month's English name is a date
 * left in English.
 */
const english = (text: string) => {
  const words = text.replace(/\b\S+:\/\/\S+|\S+@\S+|"[^"]*"/g, '');
  return (
    /\b[A-Za-z]{2,} [a-z]{2,}\b/.test(words) ||
    /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/.test(words)
  );
};

const order = { productId: '7', orderId: 'IN24050007' };

const ANSWERS: (readonly [string, () => unknown])[] = [
  ['the confirmation', () => loanConfirmFixture('in', '7', false)],
  ...['151', '161', '170', '174', '180', '200'].map(
    (status) =>
      [`loan details (${status})`, () => loanDetailsFixture('in', '7', 'IN24050007', status, false)] as const,
  ),
  ['the order list', () => orderListFixture('in')],
  ['the recommended list', () => recommendListFixture('in')],
  ['the product', () => productFixture('in', '7')],
  ['repay', () => repayDetailFixture('in', order)],
  ['the extension', () => delayDetailFixture('in', order)],
  ...['UPI', 'PAYPOINT', 'IMPS'].map(
    (payCode) =>
      [
        `the ${payCode} instructions`,
        () => voucherFixture('in', { payCode, requestType: '1', amount: '669297', orderId: 'IN24050007' }),
      ] as const,
  ),
];

describe('the demo server in Hindi: what India’s loan pages show of its answers', () => {
  it.each(ANSWERS)('%s has no English sentence left', (_, answer) => {
    const english_ = strings(hindiBody(answer())).filter(english);
    expect(english_).toEqual([]);
  });
});
