import './setup';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { renderRoute } from '../../support/render-route';
import { setEnv } from '../../support/settings';
import { recordRequests } from '../../support/record-requests';
import { server } from '@/demo/node';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

const DRAGONPAY = `${paths.dragonpayInstructions}?amount=345000&payCode=BAYD&vCode=DP-77120045`;

/** Dragonpay is a Philippine service: neither market has it (docs/departures.md, `VITE_DRAGONPAY`). */
describe('/dragonpayPaymentInstructions: a rail the market does not have', () => {
  it('Mexico: says so in Spanish, shows nothing from the link, and leads to the loan’s ways to pay', async () => {
    const log = recordRequests(server);
    const { user, router } = await renderRoute(`${DRAGONPAY}&productId=7&orderId=9001`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dragonpay no está disponible en México' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Dragonpay no está disponible en México');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(
      'Dragonpay es un servicio de pago de Filipinas: no recibe pagos de préstamos en México.',
    );
    // Nothing of the link's: no amount (least of all "—"), no reference, no steps.
    expect(main).not.toHaveTextContent(/Monto a pagar|—|\$3,450\.00|DP-77120045|BAYD/);
    expect(screen.getByRole('link', { name: 'Servicio al cliente' })).toHaveAttribute(
      'href',
      paths.customerService,
    );
    await user.click(screen.getByRole('link', { name: 'Ver las formas de pagar mi préstamo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.repay));
    expect(router.state.location.search).toBe('?productId=7&orderId=9001');
    expect(log.to(calls.generateVoucher)).toHaveLength(0);
    log.stop();
  });

  it('India: in English, India named; without the loan in the link it leads to the borrower’s loans', async () => {
    await renderRoute(DRAGONPAY, { pageQuery: '?type=1' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dragonpay is not available in India' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent(/Amount to pay|—|₹|DP-77120045/);
    expect(screen.getByRole('link', { name: 'See my loans' })).toHaveAttribute('href', paths.order);
    expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      paths.customerService,
    );
  });

  it('India in Hindi', async () => {
    await renderRoute(DRAGONPAY, { pageQuery: '?type=1&language=hi' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dragonpay भारत में उपलब्ध नहीं है' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरे लोन देखें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ग्राहक सेवा' })).toBeInTheDocument();
  });
});

describe('channel lists offer only the market’s rails', () => {
  const channel = (payCode: string, desc: string) => ({ logo: '', desc, payCode, vCode: '', BARcodeImg: '' });
  function listing(...channels: ReturnType<typeof channel>[]) {
    server.use(
      onCall(calls.repayDetail, () =>
        HttpResponse.json({
          success: true,
          data: {
            repayAmount: 120000,
            repayDate: '2030-01-10',
            repayList: [{ title: 'Pagar', list: channels }],
          },
        }),
      ),
    );
  }

  it('Mexico: Dragonpay and India’s rails are left out', async () => {
    listing(
      channel('DRAGONPAY', 'Dragonpay'),
      channel('UPI', 'UPI'),
      channel('IMPS', 'IMPS'),
      channel('OXXO', 'OXXO'),
      channel('SPEI', 'SPEI'),
    );
    await renderRoute(`${paths.repay}?productId=7&orderId=9001`);
    expect(await screen.findByRole('link', { name: /^OXXO/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^SPEI/ })).toBeInTheDocument();
    for (const name of [/^Dragonpay/, /^UPI/, /^IMPS/])
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
  });

  it('India: Dragonpay and Mexico’s rails are left out', async () => {
    listing(
      channel('DRAGONPAY', 'Dragonpay'),
      channel('SPEI', 'SPEI'),
      channel('OXXO', 'OXXO'),
      channel('CODI', 'CoDi'),
      channel('UPI', 'UPI'),
    );
    await renderRoute(`${paths.repay}?productId=7&orderId=9001`, { pageQuery: '?type=1' });
    expect(await screen.findByRole('link', { name: /^UPI/ })).toBeInTheDocument();
    for (const name of [/^Dragonpay/, /^SPEI/, /^OXXO/, /^CoDi/])
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
  });
});

describe('payment-provider instructions with VITE_DRAGONPAY=spec (/dragonpayPaymentInstructions)', () => {
  beforeEach(() => {
    setEnv({ dragonpay: 'spec' });
  });

  it('shows the amount, method and reference from the URL, and the steps, calling nothing', async () => {
    const log = recordRequests(server);
    await renderRoute(`${paths.dragonpayInstructions}?amount=345000&payCode=BAYD&vCode=DP-77120045`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cómo pagar con Dragonpay' }),
    ).toBeInTheDocument();
    expect(screen.getByText('$3,450.00')).toBeInTheDocument();
    expect(screen.getByText('BAYD')).toBeInTheDocument();
    expect(screen.getByText('DP-77120045')).toBeInTheDocument();
    const outlet = screen.getByRole('region', { name: 'Pago en efectivo en un establecimiento afiliado' });
    expect(within(outlet).getAllByRole('listitem')).toHaveLength(4);
    const online = screen.getByRole('region', { name: 'Pago en banca en línea' });
    expect(within(online).getAllByRole('listitem')).toHaveLength(4);
    expect(document.title).toBe('Cómo pagar con Dragonpay');
    expect(log.requests).toHaveLength(0);
    log.stop();
  });

  it('says the values came with the link and names no lender, on the page and in the copied text', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    const { user } = await renderRoute(
      `${paths.dragonpayInstructions}?amount=345000&payCode=BAYD&vCode=DP-7`,
    );
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Estos datos llegaron con el enlace que abriste; no los generamos nosotros.',
    );
    const main = screen.getByRole('main');
    expect(main).not.toHaveTextContent('Beneficiario');
    expect(main).not.toHaveTextContent('SOFOM');
    await user.click(screen.getByRole('button', { name: 'Copiar los datos del pago' }));
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('DP-7');
    expect(copied).toContain('Datos tomados del enlace, no generados por el prestamista.');
    expect(copied).not.toContain('Beneficiario');
  });

  it('copies the reference number', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    const { user } = await renderRoute(`${paths.dragonpayInstructions}?amount=100&vCode=DP-1`);
    await user.click(await screen.findByRole('button', { name: 'Copiar el número de referencia' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('DP-1');
    expect(screen.getByRole('status', { name: 'Notificaciones' })).toHaveTextContent('Copiado');
  });

  it('treats the URL values as text: markup stays text and a bad amount is not shown as money', async () => {
    await renderRoute(
      `${paths.dragonpayInstructions}?amount=${encodeURIComponent('1e9<b>')}&vCode=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
    );
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('says when the reference is missing', async () => {
    await renderRoute(`${paths.dragonpayInstructions}?amount=100`);
    expect(await screen.findByRole('alert')).toHaveTextContent('no trae un número de referencia');
    expect(screen.queryByRole('button', { name: 'Copiar el número de referencia' })).not.toBeInTheDocument();
  });

  it('is in English with ₹ when type=1', async () => {
    await renderRoute(`${paths.dragonpayInstructions}?amount=1250000&vCode=DP-9`, { pageQuery: '?type=1' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How to pay with Dragonpay' }),
    ).toBeInTheDocument();
    expect(screen.getByText('₹12,500.00')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Online banking' })).toBeInTheDocument();
  });
});
