import './setup';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../support/render-route';
import { recordRequests } from '../../support/record-requests';
import { server } from '@/demo/node';

describe('payment-provider instructions (/dragonpayPaymentInstructions)', () => {
  it('shows the amount, method and reference from the URL, and the steps, calling nothing', async () => {
    const log = recordRequests(server);
    await renderRoute('/dragonpayPaymentInstructions?amount=345000&payCode=BAYD&vCode=DP-77120045');
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
    const { user } = await renderRoute('/dragonpayPaymentInstructions?amount=345000&payCode=BAYD&vCode=DP-7');
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
    const { user } = await renderRoute('/dragonpayPaymentInstructions?amount=100&vCode=DP-1');
    await user.click(await screen.findByRole('button', { name: 'Copiar el número de referencia' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('DP-1');
    expect(screen.getByRole('status', { name: 'Notificaciones' })).toHaveTextContent('Copiado');
  });

  it('treats the URL values as text: markup stays text and a bad amount is not shown as money', async () => {
    await renderRoute(
      `/dragonpayPaymentInstructions?amount=${encodeURIComponent('1e9<b>')}&vCode=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
    );
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('says when the reference is missing', async () => {
    await renderRoute('/dragonpayPaymentInstructions?amount=100');
    expect(await screen.findByRole('alert')).toHaveTextContent('no trae un número de referencia');
    expect(screen.queryByRole('button', { name: 'Copiar el número de referencia' })).not.toBeInTheDocument();
  });

  it('is in English with ₹ when type=1', async () => {
    await renderRoute('/dragonpayPaymentInstructions?amount=1250000&vCode=DP-9', { pageQuery: '?type=1' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How to pay with Dragonpay' }),
    ).toBeInTheDocument();
    expect(screen.getByText('₹12,500.00')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Online banking' })).toBeInTheDocument();
  });
});
