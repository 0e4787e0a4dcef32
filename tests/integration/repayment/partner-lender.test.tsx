import './setup';
import { cleanup, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { profileFor } from '@/config/market-profile';
import { PARTNER_LENDER } from '@/demo/fixtures/lenders';
import { server } from '@/demo/node';
import { requestNewReference } from '@/features/repayment/model/voucher-intent';
import { instructionsQueryFrom } from '@/features/repayment/utils/route-query';
import { renderRoute } from '../../support/render-route';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/http';
import { onApiFailure } from '@/lib/http/api-error';
import { withOneFullStop } from '@/lib/i18n';

/**
 * contract §10, "A loan's own lender": a partner lender's loan (the demo's product 21) names that lender on
 * /repay and on every rail's instructions, and every rail pays that lender's own account. Where the payee is
 * another company, Mexico's page says whose account it is and for which lender it collects; India's shows
 * none of it (contract §9: no pass-through account).
 */
const PARTNER = {
  mx: 'Financiera Ejemplo del Norte, S.A. de C.V., SOFOM, E.N.R.',
  in: 'Sahyadri Fincorp Private Limited',
} as const;

const MARKETS = [
  {
    market: 'mx',
    pageQuery: '',
    orderId: 'MX24050021',
    lenderLine: 'Otorga el préstamo',
    code: 'Código de pago',
    rails: ['OXXO', 'SEVEN', 'SPEI', 'CODI'],
    receipt: 'Ejemplo de comprobante (1)',
  },
  {
    market: 'in',
    pageQuery: '?type=1',
    orderId: 'IN24050021',
    lenderLine: 'Lender',
    code: 'Payment code',
    rails: ['UPI', 'PAYPOINT', 'IMPS'],
    receipt: 'Sample receipt (1)',
  },
] as const;

const carpmm = (orderId: string, payCode: string, extra: Record<string, string> = {}) =>
  `${paths.repayInstructions}?${new URLSearchParams({ productId: '21', orderId, amount: '100000', payCode, requestType: '1', ...extra }).toString()}`;

/** The texts of a drawn sample receipt (an SVG data URI), one line each. */
function receiptTexts(image: HTMLElement): string[] {
  const uri = image.getAttribute('src') ?? '';
  const markup = decodeURIComponent(uri.slice(uri.indexOf(',') + 1));
  return [...markup.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
}

describe.each(MARKETS)('$market: a partner lender’s loan names and pays its own lender', (m) => {
  const partner = PARTNER[m.market];
  const profile = profileFor(m.market).legalName;

  it('/repay names the partner lender', async () => {
    await renderRoute(`${paths.repay}?productId=21&orderId=${m.orderId}`, { pageQuery: m.pageQuery });
    expect(await screen.findByText(`${m.lenderLine}: ${partner}`)).toHaveClass('lender-line');
    expect(screen.getByRole('main')).not.toHaveTextContent(profile);
  });

  it.each(m.rails)(
    '%s: the instructions name the partner and pay its account, the receipt too',
    async (payCode) => {
      await renderRoute(carpmm(m.orderId, payCode), { pageQuery: m.pageQuery });
      const code = await screen.findByRole('region', { name: m.code });
      expect(screen.getByText(`${m.lenderLine}: ${partner}`)).toHaveClass('lender-line');
      // The payee the borrower copies is the partner: never the profile's lender, on no rail.
      expect(within(code).getAllByText(partner).length).toBeGreaterThan(0);
      expect(screen.getByRole('main')).not.toHaveTextContent(profile);
      // Its own lender's account: nothing says another company collects, and no account of the profile
      // lender's (its UPI handle, its virtual accounts' code) is the partner's (contract §9).
      expect(screen.queryByText(/recibe los pagos|collects your loan/)).not.toBeInTheDocument();
      expect(screen.getByRole('main')).not.toHaveTextContent(/cashloan\.|CASHL\d/);
      if (payCode === 'UPI') expect(code).toHaveTextContent(/sahyadri\.\d{6}@hdfcbank/);
      if (payCode === 'IMPS') expect(code).toHaveTextContent(/SAHYF\d{10}/);
      // The sample receipt names the same payee, whole (a long legal name takes two lines, never cut).
      const receipt = screen.getByRole('img', { name: m.receipt });
      const texts = receiptTexts(receipt);
      if (!['OXXO', 'SEVEN'].includes(payCode)) {
        const at = texts.findIndex((text) => partner.startsWith(text) && text.length > 8);
        expect(at).toBeGreaterThan(-1);
        expect(texts.slice(at, at + 3).join(' ')).toContain(partner);
      }
      expect(texts.join(' ')).not.toContain(profile);
    },
  );

  it('the UPI or SPEI payee is the partner in what the borrower’s app receives', async () => {
    await renderRoute(carpmm(m.orderId, m.market === 'in' ? 'UPI' : 'SPEI'), { pageQuery: m.pageQuery });
    const code = await screen.findByRole('region', { name: m.code });
    if (m.market === 'in') {
      const pay = await within(code).findByRole('link', { name: 'Pay with a UPI app' });
      expect(
        new URL(pay.getAttribute('href')!.replace('upi://', 'https://upi.')).searchParams.get('pn'),
      ).toBe(partner);
    } else {
      const term = within(code).getByText('Beneficiario', { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(partner);
      expect(screen.getByRole('region', { name: 'Cómo pagar' })).toHaveTextContent(
        `con ${partner} como beneficiario`,
      );
    }
  });

  it('a voucher that names no lender still names the loan’s, from its repay page', async () => {
    await renderRoute(`${paths.repay}?productId=21&orderId=${m.orderId}`, { pageQuery: m.pageQuery });
    await screen.findByText(`${m.lenderLine}: ${partner}`);
    cleanup();
    server.use(
      onCall(calls.generateVoucher, () =>
        HttpResponse.json({
          success: true,
          data: {
            topLogo: '',
            repayDetail: {
              amount: 100000,
              repayTitle: 'T',
              repayDes: '',
              repayCode: '',
              vCode: '4455667',
              companyName: '',
            },
            dataList: [],
            imgList: [],
            bottomLogo: '',
          },
        }),
      ),
    );
    await renderRoute(carpmm(m.orderId, m.rails[0]), { pageQuery: m.pageQuery });
    expect(await screen.findByText(`${m.lenderLine}: ${partner}`)).toHaveClass('lender-line');
  });

  it('a payee that is not the loan’s lender: Mexico says whose account it is and for whom it collects; India shows none of it', async () => {
    const failures: ApiError[] = [];
    onApiFailure((error) => failures.push(error));
    onTestFinished(() => onApiFailure(undefined));
    const collector =
      m.market === 'in' ? 'Collect Pay Services Private Limited' : 'Cobranza Ejemplo, S.A. de C.V.';
    server.use(
      onCall(calls.generateVoucher, () =>
        HttpResponse.json({
          success: true,
          data: {
            topLogo: '',
            repayDetail: {
              amount: 100000,
              repayTitle: 'T',
              repayDes: '',
              repayCode: '',
              vCode: m.market === 'in' ? 'CLT123456789' : '4455667',
              companyName: collector,
              accountName: collector,
              bankName: m.market === 'in' ? 'ICICI Bank' : 'STP',
              ...(m.market === 'in'
                ? { accountNumber: 'COLLECT0001', ifsc: 'ICIC0000104' }
                : { clabe: '646180157000128845' }),
              lender: { legalName: partner, support: { phone: '1800 266 3300' } },
            },
            dataList: [],
            imgList: [],
            bottomLogo: '',
          },
        }),
      ),
    );
    await renderRoute(carpmm(m.orderId, m.market === 'in' ? 'IMPS' : 'SPEI'), { pageQuery: m.pageQuery });
    if (m.market === 'in') {
      // contract §9: India pays the lender's own account only. No account, IFSC or UPI ID of another's; why,
      // and how to reach the lender instead; reported once.
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('This way to pay is not available for this loan');
      expect(alert).toHaveTextContent(
        `The account we received belongs to ${collector}, not to ${partner}, the lender of your loan.`,
      );
      expect(within(alert).getByRole('link', { name: 'Call 1800 266 3300' })).toBeInTheDocument();
      expect(within(alert).getByRole('link', { name: 'Choose another way to pay' })).toHaveAttribute(
        'href',
        `${paths.repay}?orderId=${m.orderId}&productId=21`,
      );
      expect(screen.queryByRole('region', { name: m.code })).not.toBeInTheDocument();
      expect(screen.getByRole('main')).not.toHaveTextContent('COLLECT0001');
      expect(screen.getByText(`${m.lenderLine}: ${partner}`)).toHaveClass('lender-line');
      expect(failures.filter((error) => error.kind === 'invalid')).toHaveLength(1);
      return;
    }
    const code = await screen.findByRole('region', { name: m.code });
    // Shown as sent...
    expect(within(code).getByText(collector, { selector: '.voucher-row__value' })).toBeInTheDocument();
    // ...and said for what it is.
    expect(
      within(code).getByText(
        withOneFullStop(
          `Esta cuenta es de ${collector}, que recibe los pagos de tu préstamo a nombre de ${partner}.`,
        ),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(`${m.lenderLine}: ${partner}`)).toHaveClass('lender-line');
  });
});

describe('offline: the voucher kept on the phone', () => {
  it('names the partner lender it was kept with, even when the next answer does not come', async () => {
    const path = carpmm('MX24050021', 'OXXO');
    await renderRoute(path);
    await screen.findByRole('region', { name: 'Código de pago' });
    cleanup();
    // Asking for a new reference calls the server again; it cannot be reached.
    requestNewReference(instructionsQueryFrom(Object.fromEntries(new URLSearchParams(path.split('?')[1])))!);
    window.sessionStorage.clear();
    server.use(onCall(calls.generateVoucher, () => HttpResponse.error()));
    await renderRoute(path);
    const saved = await screen.findByRole('region', { name: 'Referencia guardada en este teléfono' });
    expect(within(saved).getByText(`Otorga el préstamo: ${PARTNER.mx}`)).toHaveClass('lender-line');
  });
});

describe('Hindi: the partner lender’s UPI page', () => {
  it('names the partner, says where the reference goes, and says so in Hindi', async () => {
    await renderRoute(carpmm('IN24050021', 'UPI'), { pageQuery: '?type=1&language=hi' });
    const code = await screen.findByRole('region', { name: 'भुगतान कोड' });
    expect(
      screen.getByText(/Sahyadri Fincorp Private Limited/, { selector: '.lender-line' }),
    ).toBeInTheDocument();
    expect(
      within(code).getByText('यूपीआई आईडी पर भुगतान कर रहे हैं? इसे अपने ऐप के नोट («मैसेज जोड़ें») में लिखें।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'भुगतान कैसे करें' })).toHaveTextContent('ऊपर दी गई यूपीआई आईडी');
  });
});

describe('a partner lender’s loan whose page fails', () => {
  it.each([
    { market: 'mx', pageQuery: '', orderId: 'MX24050021' },
    { market: 'in', pageQuery: '?type=1', orderId: 'IN24050021' },
  ] as const)(
    '$market: the error view offers the loan’s own lender’s help channels, never the platform’s',
    async ({ market, pageQuery, orderId }) => {
      // The loan's lender is known from an earlier answer of the same loan (noted for its order).
      await renderRoute(`${paths.repay}?productId=21&orderId=${orderId}`, { pageQuery });
      await screen.findByText(new RegExp(PARTNER[market]));
      cleanup();
      server.use(onCall(calls.loanDetails, () => new HttpResponse(null, { status: 500 })));
      await renderRoute(`${paths.loanDetails}?productId=21&orderId=${orderId}`, { pageQuery });
      const alert = await screen.findByRole('alert');
      const { support } = PARTNER_LENDER[market];
      expect(within(alert).getByRole('link', { name: new RegExp(support.phone) })).toBeInTheDocument();
      expect(within(alert).getByRole('link', { name: new RegExp(support.email) })).toBeInTheDocument();
      expect(alert).not.toHaveTextContent(profileFor(market).support.phone);
      expect(alert).not.toHaveTextContent(profileFor(market).support.email);
    },
  );
});
