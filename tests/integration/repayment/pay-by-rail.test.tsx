import './setup';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { profileFor } from '@/config/market-profile';
import { renderRoute } from '../../support/render-route';

const carpmm = (payCode: string, amount = '345000', requestType = '1') =>
  `/carpmm?${new URLSearchParams({ productId: '7', orderId: '9001', amount, payCode, requestType }).toString()}`;

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
      http.post('*/v3/loan-details/generate-vcode', () =>
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

  it('SPEI: the CLABE grouped for reading and copied whole, the numeric reference, no barcode', async () => {
    const { code } = await openVoucher('SPEI');
    // The borrower's CLABE (the same for every payment of the loan) with the bank that holds it; the
    // reference tells this payment apart.
    expect(within(code).getByText('646 180 0022 9747 0136')).toBeInTheDocument();
    expect(within(code).getByRole('button', { name: 'Copiar la CLABE' })).toBeInTheDocument();
    expect(within(code).getByText('STP')).toBeInTheDocument();
    expect(within(code).getByText('Referencia numérica (concepto)')).toBeInTheDocument();
    expect(code.querySelector('img, svg[role="img"]')).toBeNull();
    expect(screen.queryByText(/si te quedas sin señal en la tienda/)).not.toBeInTheDocument();
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
    const repay = await renderRoute('/repay?productId=7&orderId=9001');
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
