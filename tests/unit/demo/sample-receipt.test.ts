import { voucherFixture } from '@/demo/fixtures/repayment';

/** The texts a demo sample receipt (an SVG data URI) prints. */
function receiptTexts(uri: string): string[] {
  const markup = decodeURIComponent(uri.slice(uri.indexOf(',') + 1));
  return [...markup.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]!);
}

const NOW = new Date(2026, 10, 28, 12, 0, 0);

/**
 * A sample receipt points at the lines the borrower keeps, with this payment's own values: the store's
 * ticket prints the borrower's own reference (never a stand-in such as "9300 1288 4556 ••••"), and every
 * receipt the moment of the payment in digits (no "DD/MM/YYYY" pattern, which reads as another language
 * on a Hindi page).
 */
describe('the demo’s sample receipts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });

  it.each([
    ['mx', 'OXXO'],
    ['mx', 'SEVEN'],
    ['in', 'PAYPOINT'],
  ] as const)('%s %s: the ticket prints the borrower’s own reference, in fours', (market, payCode) => {
    const payment = {
      payCode,
      requestType: '1',
      amount: '335117',
      orderId: `${market.toUpperCase()}24050007`,
    };
    const voucher = voucherFixture(market, payment)!;
    const texts = receiptTexts(voucher.imgList[0]!.content[0]!);
    // The borrower's own reference: the one the voucher hands out (and the channel lists show).
    const reference = voucher.repayDetail.vCode.replace(/\W/g, '');
    expect(reference).toMatch(/^\d{12,}$/);
    expect(texts).toContain(reference.replace(/(.{4})(?=.)/g, '$1 '));
    expect(texts.join(' ')).not.toMatch(/•/);
  });

  it.each([
    ['mx', 'OXXO'],
    ['mx', 'SPEI'],
    ['in', 'UPI'],
    ['in', 'IMPS'],
  ] as const)('%s %s: the moment of the payment in digits', (market, payCode) => {
    const voucher = voucherFixture(market, { payCode, requestType: '1', amount: '1000', orderId: 'X1' })!;
    const texts = receiptTexts(voucher.imgList[0]!.content[0]!);
    expect(texts.some((text) => /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(text))).toBe(true);
    expect(texts.join(' ')).not.toMatch(/DD|MM|YYYY|AAAA|HH/);
  });
});
