import './setup';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { renderRoute } from '../../support/render-route';
import { recordRequests } from '../../support/record-requests';
import { profileFor } from '@/config/market-profile';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

const route = (query: Record<string, string>) =>
  `${paths.repayInstructions}?${new URLSearchParams(query).toString()}`;
const REPAY_QUERY = { productId: '7', orderId: '9001', amount: '345000', payCode: 'OXXO', requestType: '1' };

function voucherWith(imgList: unknown[], dataList: unknown[] = []) {
  return HttpResponse.json({
    success: true,
    data: {
      topLogo: '',
      repayDetail: {
        amount: 1000,
        repayTitle: 'T',
        repayDes: '',
        repayCode: '',
        vCode: 'V1',
        companyName: '',
      },
      dataList,
      imgList,
      bottomLogo: '',
    },
  });
}

describe('repayment instructions (/carpmm)', () => {
  it('generates the voucher for a repayment (requestType 1) and shows every part of it', async () => {
    const log = recordRequests(server);
    await renderRoute(route(REPAY_QUERY));
    expect(await screen.findByText('$3,450.00')).toBeInTheDocument();
    expect(JSON.parse(log.to(calls.generateVoucher)[0]!.body)).toEqual({
      productId: '7',
      orderId: '9001',
      amount: 345000,
      payCode: 'OXXO',
      requestType: 1,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Instrucciones de pago' })).toBeInTheDocument();
    // The demo sends no channel logo, and the page adds no mark of its own over the title that names it.
    expect(document.querySelector('[data-mark]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Paga en OXXO · Pago del préstamo' })).toBeInTheDocument();
    expect(screen.getByText(/Presenta el código en caja y paga en efectivo/)).toBeInTheDocument();

    const code = screen.getByRole('region', { name: 'Código de pago' });
    expect(within(code).getByRole('img', { name: 'Código para pagar' })).toBeInTheDocument();
    expect(within(code).getByText('9300128851792493')).toBeInTheDocument();
    expect(within(code).getByText(profileFor('mx').legalName)).toBeInTheDocument();
    expect(within(code).getByRole('button', { name: 'Copiar la referencia' })).toBeInTheDocument();
    expect(within(code).getByRole('button', { name: 'Copiar el beneficiario' })).toBeInTheDocument();

    const steps = screen.getByRole('region', { name: 'Cómo pagar' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('region', { name: 'Importante' })).toBeInTheDocument();

    const images = screen.getByRole('region', { name: 'Ejemplo de comprobante' });
    expect(within(images).getByRole('img', { name: 'Ejemplo de comprobante (1)' })).toBeInTheDocument();
    const { email } = profileFor('mx').support;
    expect(within(images).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    // The demo's voucher carries no badge at its foot: nothing there that the page does not explain.
    expect(screen.queryByRole('img', { name: 'Logotipo del emisor' })).not.toBeInTheDocument();
    expect(document.title).toBe('Instrucciones de pago');
    log.stop();
  });

  it('asks for an extension voucher with requestType 2', async () => {
    const log = recordRequests(server);
    await renderRoute(route({ ...REPAY_QUERY, amount: '52000', requestType: '2' }));
    expect(
      await screen.findByRole('heading', { name: 'Paga en OXXO · Comisión por extensión' }),
    ).toBeInTheDocument();
    expect(screen.getByText('$520.00')).toBeInTheDocument();
    expect(screen.getByText('9300128819704367')).toBeInTheDocument();
    expect(JSON.parse(log.to(calls.generateVoucher)[0]!.body)).toMatchObject({
      amount: 52000,
      requestType: 2,
    });
    log.stop();
  });

  it('copies the voucher code with a localized toast', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    const { user } = await renderRoute(route(REPAY_QUERY));
    await user.click(await screen.findByRole('button', { name: 'Copiar la referencia' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('9300128851792493');
    expect(screen.getByRole('status', { name: 'Notificaciones' })).toHaveTextContent('Copiado');
  });

  it('links an https address, and shows an unsafe one as plain text', async () => {
    server.use(
      onCall(calls.generateVoucher, () =>
        voucherWith([
          { title: 'Ayuda', eMail: 'https://ayuda.example.com/pagos', content: [] },
          { title: 'Otro', eMail: 'javascript:alert(1)', content: null },
        ]),
      ),
    );
    await renderRoute(route(REPAY_QUERY));
    const help = await screen.findByRole('region', { name: 'Ayuda' });
    expect(within(help).getByRole('link', { name: 'https://ayuda.example.com/pagos' })).toHaveAttribute(
      'href',
      'https://ayuda.example.com/pagos',
    );
    const other = screen.getByRole('region', { name: 'Otro' });
    expect(within(other).queryByRole('link')).not.toBeInTheDocument();
    expect(within(other).getByText('javascript:alert(1)')).toBeInTheDocument();
  });

  it('shows a sample receipt drawn into the answer at once, and leaves out an image that fails with its heading', async () => {
    server.use(
      onCall(calls.generateVoucher, () =>
        voucherWith([
          { title: 'Comprobante de tu banco', eMail: '', content: ['data:image/svg+xml,%3Csvg%2F%3E'] },
          { title: 'Comprobante en la red', eMail: '', content: ['https://cdn.example.com/receipt.png'] },
        ]),
      ),
    );
    await renderRoute(route(REPAY_QUERY));
    // Drawn into the answer: no download to put off, so it is there however far down the page it is.
    const drawn = await screen.findByRole('img', { name: 'Comprobante de tu banco (1)' });
    expect(drawn).toHaveAttribute('loading', 'eager');
    // From the network: loaded as the borrower scrolls near it; one that fails takes its heading with it.
    const remote = screen.getByRole('img', { name: 'Comprobante en la red (1)' });
    expect(remote).toHaveAttribute('loading', 'lazy');
    fireEvent.error(remote);
    expect(screen.queryByRole('region', { name: 'Comprobante en la red' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Comprobante de tu banco' })).toBeInTheDocument();
  });

  it('shows no heading over nothing: a section the server titles but sends empty is left out', async () => {
    server.use(
      onCall(calls.generateVoucher, () =>
        voucherWith(
          [{ title: 'Ejemplo de comprobante', eMail: '', content: [''] }],
          [
            { title: 'Cómo pagar', content: [] },
            { title: 'Dónde', content: [''] },
            { title: 'Importante', content: ['Paga el monto exacto.'] },
          ],
        ),
      ),
    );
    await renderRoute(route(REPAY_QUERY));
    expect(await screen.findByRole('heading', { name: 'Importante' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cómo pagar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dónde' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ejemplo de comprobante' })).not.toBeInTheDocument();
  });

  it('is in English with ₹ when type=1', async () => {
    await renderRoute(route({ ...REPAY_QUERY, amount: '1250000', payCode: 'UPI' }), { pageQuery: '?type=1' });
    expect(await screen.findByText('₹12,500.00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment instructions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pay by UPI · Loan repayment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the reference' })).toBeInTheDocument();
  });

  it('treats a wrong-shaped response as invalid', async () => {
    server.use(
      onCall(calls.generateVoucher, () => HttpResponse.json({ success: true, data: { imgList: 3 } })),
    );
    await renderRoute(route(REPAY_QUERY));
    expect(await screen.findByRole('alert')).toHaveTextContent('respuesta inesperada');
  });

  it.each([
    ['an unknown requestType', { ...REPAY_QUERY, requestType: '3' }],
    ['an amount that is not minor units', { ...REPAY_QUERY, amount: '34,50' }],
    ['no payCode', { ...REPAY_QUERY, payCode: '' }],
  ])('refuses %s without calling the server', async (_what, query) => {
    const log = recordRequests(server);
    await renderRoute(route(query));
    expect(await screen.findByRole('alert')).toHaveTextContent('Faltan datos del préstamo');
    expect(log.to(calls.generateVoucher)).toHaveLength(0);
    log.stop();
  });
});
