import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import commonEn from '@/lib/i18n/locales/common.en';
import commonEs from '@/lib/i18n/locales/common.es';
import commonHi from '@/lib/i18n/locales/common.hi';
import { demoLoanFor } from '@/demo/fixtures/demo-loan';
import { keyFactsFixture } from '@/demo/fixtures/key-facts';
import { loanConfirmFixture, loanDetailsFixture } from '@/demo/fixtures/loan';
import { delayDetailFixture, voucherFixture } from '@/demo/fixtures/repayment';
import { inHindi } from '@/demo/hindi';

/**
 * Each fee has one name, in one table (`common.fee`), in every language: the KFS and the carátula (the
 * lender's key facts), the contract, the loan terms, the extension page and the voucher name it alike. A
 * document that calls the extension fee a "deferred service fee" beside a KFS that says "Extension fee ₹400
 * plus GST" reads as a second, unpriced charge.
 */
const TABLE = { es: commonEs.fee, en: commonEn.fee, hi: commonHi.fee };

/** The names a fee had before, per language: none may come back. */
const REPLACED: Record<keyof typeof TABLE, RegExp[]> = {
  es: [/comisión de extensión/i, /servicio de diferimiento/i, /pago diferido/i],
  en: [/deferred service fee/i, /extension service fee/i, /deferred repayment/i],
  hi: [/भुगतान टालने/, /सर्विस शुल्क/, /सेवा शुल्क/],
};

const root = process.cwd();

function files(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, keep);
    return keep(path) ? [path] : [];
  });
}

/** Every text of a language: its locale files, its documents (profiles) and the demo's fixtures. */
function textsOf(language: keyof typeof TABLE): [string, string][] {
  const locales = files('src', (path) => path.endsWith(`.${language}.ts`) && path.includes('/locales/'));
  const documents = files('profiles', (path) =>
    language === 'hi'
      ? path.endsWith('.hi.md')
      : language === 'es'
        ? /\/mx\.[a-z]+\.md$/.test(path)
        : /\/in\.[a-z]+\.md$/.test(path),
  );
  const demo =
    language === 'hi' ? ['src/demo/hindi.ts'] : files('src/demo/fixtures', (path) => path.endsWith('.ts'));
  return [...locales, ...documents, ...demo].map((path) => [path, readFileSync(join(root, path), 'utf8')]);
}

describe('each fee has one name, in one table, in every language', () => {
  it.each(Object.keys(TABLE) as (keyof typeof TABLE)[])(
    '%s: no other name for the extension fee',
    (language) => {
      for (const [path, text] of textsOf(language))
        for (const pattern of REPLACED[language]) expect(text, `${path}: ${pattern}`).not.toMatch(pattern);
    },
  );

  it.each([
    ['mx', 'es'],
    ['in', 'en'],
    ['in', 'hi'],
  ] as const)(
    '%s (%s): the lender’s key facts, the extension page and the voucher use the table’s names',
    (market, language) => {
      const say = (text: string) => (language === 'hi' ? inHindi(text) : text);
      const loan = demoLoanFor(market, '7');
      const offer = loanConfirmFixture(market, '7', false);
      const fees = keyFactsFixture(loan, offer, 'X1').fees as { name: string; when: string }[];
      expect(fees.map((fee) => [fee.when, say(fee.name)])).toEqual([
        ['once', TABLE[language].processing],
        ['extension', TABLE[language].extension],
      ]);
      // The extension page's plan names the fee it asks for today; the voucher for it says what it pays.
      expect(say(delayDetailFixture(market).repayPlan[0]!.title)).toBe(TABLE[language].extension);
      const voucher = voucherFixture(market, {
        payCode: market === 'in' ? 'UPI' : 'OXXO',
        requestType: '2',
        amount: String(loan.extension.amount),
        orderId: market === 'in' ? 'IN24050007' : 'MX24050007',
      });
      expect(say(voucher!.repayDetail.repayTitle)).toContain(TABLE[language].extension);
    },
  );

  it.each([
    ['mx', 'es', '12'],
    ['in', 'en', '7'],
  ] as const)(
    '%s: the cost rows name the processing fee by the table’s name, before and after disbursal',
    (market, language, productId) => {
      const name = TABLE[language].processing.toLowerCase();
      const before = loanConfirmFixture(market, productId, false).details.map((row) =>
        row.text.toLowerCase(),
      );
      const after = loanDetailsFixture(market, productId, undefined, '174', false).userOrderDetail.detail.map(
        (row) => row.text.toLowerCase(),
      );
      // Taken at disbursal: "Less processing fee" before it, "Processing fee deducted" after.
      expect(before.some((text) => text.includes(name))).toBe(true);
      expect(after.some((text) => text.includes(name))).toBe(true);
    },
  );
});
