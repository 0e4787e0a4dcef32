import './setup';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { profileFor } from '@/config/market-profile';
import { renderRoute } from '../../support/render-route';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';
import { withOneFullStop } from '@/lib/i18n';

const carpmm = (payCode: string, amount = '345000', requestType = '1') =>
  `${paths.repayInstructions}?${new URLSearchParams({ productId: '7', orderId: '9001', amount, payCode, requestType }).toString()}`;

async function openVoucher(payCode: string, pageQuery = '', amount?: string) {
  const view = await renderRoute(carpmm(payCode, amount), { pageQuery });
  const code = await screen.findByRole('region', { name: pageQuery ? 'Payment code' : 'Código de pago' });
  return { ...view, code };
}

describe('paying as each rail pays (/carpmm)', () => {
  it('UPI: offers the UPI app by intent, with every value encoded, and a QR of the same URI', async () => {
    const { code } = await openVoucher('UPI', '?type=1', '1250050');
    const payee = encodeURIComponent(profileFor('in').legalName);
    const uri =
      `upi://pay?pa=cashloan.954748%40icici&pn=${payee}&am=12500.50&cu=INR` +
      `&tn=Loan%20repayment%20CL06741357&tr=CL06741357`;
    // The UPI part loads with the QR encoder, after the voucher.
    expect(await within(code).findByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute(
      'href',
      uri,
    );
    const qr = await within(code).findByRole('img', {
      name: 'UPI QR code to pay ₹12,500.50 to cashloan.954748@icici',
    });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr).toHaveAttribute('data-qr', uri);
    expect(within(code).getAllByText('cashloan.954748@icici').length).toBeGreaterThan(0);
    expect(within(code).getByRole('button', { name: 'Copy the UPI ID' })).toBeInTheDocument();
    expect(within(code).queryByRole('img', { name: 'Code to pay' })).not.toBeInTheDocument();
  });

  it('UPI: a server that sends the VPA only as the vCode still gets the intent', async () => {
    server.use(
      onCall(calls.generateVoucher, () =>
        HttpResponse.json({
          success: true,
          data: {
            topLogo: '',
            repayDetail: {
              amount: 100,
              repayTitle: 'UPI',
              repayDes: '',
              repayCode: '',
              vCode: 'pay.me@bank',
              companyName: '',
            },
            dataList: [],
            imgList: [],
            bottomLogo: '',
          },
        }),
      ),
    );
    const { code } = await openVoucher('UPI', '?type=1');
    expect(await within(code).findByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute(
      'href',
      `upi://pay?pa=pay.me%40bank&pn=${encodeURIComponent(profileFor('in').legalName)}&am=1.00&cu=INR&tn=Loan%20repayment%209001`,
    );
  });

  it('CoDi: a QR for the bank app, with the words for scanning, and no barcode', async () => {
    const { code } = await openVoucher('CODI');
    const qr = await within(code).findByRole('img', { name: 'Código QR de CoDi para pagar $3,450.00' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(within(code).getByText(/elige CoDi y escanea este código QR/)).toBeInTheDocument();
    expect(within(code).queryByRole('img', { name: 'Código para pagar' })).not.toBeInTheDocument();
    expect(code.querySelector('img')).toBeNull();
  });

  it('SPEI: CLABE, Beneficiario, Banco, Concepto and Referencia numérica, one row and one Copy each', async () => {
    const { code } = await openVoucher('SPEI');
    const payee = profileFor('mx').legalName;
    // As Mexican banking apps ask for them, in their order, each with its own Copy.
    const rows = within(code)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(rows.slice(0, 5)).toEqual(['CLABE', 'Beneficiario', 'Banco', 'Concepto', 'Referencia numérica']);
    for (const name of [
      'Copiar la CLABE',
      'Copiar el beneficiario',
      'Copiar el banco',
      'Copiar el concepto',
      'Copiar la referencia numérica',
    ])
      expect(within(code).getByRole('button', { name })).toBeInTheDocument();
    // The borrower's CLABE (the same for every payment of the loan), grouped for reading, copied whole.
    expect(within(code).getByText('646 180 0022 9747 0136')).toBeInTheDocument();
    // The beneficiary whole, never cut; the concepto and the 7-digit numeric reference tell this payment apart.
    expect(within(code).getByText(payee)).toBeInTheDocument();
    expect(within(code).getByText('STP')).toBeInTheDocument();
    expect(within(code).getByText('PAGO PRESTAMO 9001')).toBeInTheDocument();
    const numeric = within(code).getByText('Referencia numérica', { selector: 'dt' }).nextElementSibling!;
    expect(numeric.textContent).toMatch(/^\d{7}Copiar$/);
    expect(code).not.toHaveTextContent(/Titular|\(concepto\)/);
    // The steps use the same words and name whose CLABE it is.
    const steps = screen.getByRole('region', { name: 'Cómo pagar' });
    expect(steps).toHaveTextContent(`con ${payee} como beneficiario`);
    expect(steps).toHaveTextContent(
      'escribe el concepto y la referencia numérica de arriba, cada uno en su campo',
    );
    expect(screen.getByRole('main')).not.toHaveTextContent(/a tu CLABE|tu CLABE/);
    expect(
      screen.getByText(withOneFullStop(`Transfiere desde la app de tu banco a la CLABE de ${payee}.`), {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(code.querySelector('img, svg[role="img"]')).toBeNull();
    expect(screen.queryByText(/si te quedas sin señal en la tienda/)).not.toBeInTheDocument();
  });

  it('SPEI: the sample receipt uses the same words and values as the page', async () => {
    const { code } = await openVoucher('SPEI');
    const numeric = within(code).getByText('Referencia numérica', { selector: 'dt' }).nextElementSibling!
      .firstElementChild!.textContent!;
    const receipt = screen.getByRole('img', { name: 'Ejemplo de comprobante (1)' });
    const src = receipt.getAttribute('src')!;
    const texts = [
      ...decodeURIComponent(src.slice(src.indexOf(',') + 1)).matchAll(/<text[^>]*>([^<]*)<\/text>/g),
    ].map((match) => match[1]);
    for (const label of ['Beneficiario', 'Banco', 'Concepto', 'Referencia numérica', 'Clave de rastreo'])
      expect(texts).toContain(label);
    expect(texts).toContain('PAGO PRESTAMO 9001');
    expect(texts).toContain(numeric.replace(/\s/g, ''));
    // The payee's legal name whole, over two lines rather than cut.
    const payee = profileFor('mx').legalName;
    const first = texts.findIndex((text) => text && payee.startsWith(text) && text !== 'Beneficiario');
    expect(`${texts[first]} ${texts[first + 1]}`).toBe(payee);
  });

  it('UPI: the reference says where it goes, and the steps point at the UPI ID above', async () => {
    const { code } = await openVoucher('UPI', '?type=1');
    const reference = within(code).getByText('Reference', { selector: 'dt' }).nextElementSibling!;
    expect(reference).toHaveTextContent(
      'Paying to the UPI ID? Write it in your app’s note (“Add a message”).',
    );
    const steps = screen.getByRole('region', { name: 'How to pay' });
    expect(steps).toHaveTextContent('Choose "Pay to UPI ID" and enter the UPI ID above.');
    expect(steps).toHaveTextContent('write the reference above in "Add a message" (the note)');
    expect(steps).not.toHaveTextContent('below');
  });

  it.each([
    ['UPI', 'UPI transaction ID'],
    ['IMPS', 'UTR number'],
  ])('%s: its sample receipt names its own transaction number (%s)', async (payCode, label) => {
    await openVoucher(payCode, '?type=1');
    const receipt = screen.getByRole('img', { name: 'Sample receipt (1)' });
    const markup = decodeURIComponent(receipt.getAttribute('src')!.split(',')[1]!);
    expect(markup).toContain(`>${label}<`);
    expect(markup).not.toContain('UPI transaction ID / UTR');
  });

  it('OXXO keeps its barcode and the store advice', async () => {
    const { code } = await openVoucher('OXXO');
    expect(within(code).getByRole('img', { name: 'Código para pagar' })).toBeInTheDocument();
    expect(within(code).getByText(/si te quedas sin señal en la tienda/)).toBeInTheDocument();
    const next = screen.getByRole('region', { name: '¿Qué sigue después de pagar?' });
    expect(next).toHaveTextContent('Paga en efectivo el monto exacto en caja');
  });

  it.each(['SPEI', 'CODI'])('%s shows no store advice', async (payCode) => {
    await openVoucher(payCode);
    const next = screen.getByRole('region', { name: '¿Qué sigue después de pagar?' });
    expect(next).not.toHaveTextContent('en caja');
    expect(next).not.toHaveTextContent('ticket');
    expect(screen.queryByText(/tienda/)).not.toBeInTheDocument();
  });
});

describe('posting times agree', () => {
  it.each([
    ['OXXO', '24 horas'],
    ['SPEI', '1 hora'],
    ['CODI', '1 hora'],
  ])('%s states the same time on /repay and /carpmm', async (payCode, duration) => {
    const repay = await renderRoute(`${paths.repay}?productId=7&orderId=9001`);
    const link = await screen.findByRole('link', {
      name: new RegExp(`${payCode === 'CODI' ? 'CoDi' : payCode}.*Se refleja en tu préstamo en ${duration}$`),
    });
    expect(link).toBeInTheDocument();
    repay.unmount();
    await openVoucher(payCode);
    const next = screen.getByRole('region', { name: '¿Qué sigue después de pagar?' });
    expect(next).toHaveTextContent(`suelen verse en tu préstamo en ${duration}.`);
  });
});
