import './setup';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { formatScreenDate } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { renderRoute } from '../../support/render-route';
import { moneyText } from '../../support/money-text';
import { recordRequests } from '../../support/record-requests';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

const REPAY = `${paths.repay}?productId=7&orderId=9001`;
/** The partner lender's loan, in two payments: the first paid, the second due. */
const PARTNER = `${paths.repay}?productId=21&orderId=MX24050021`;

describe('repayment (/repay)', () => {
  it('shows the amount, the date and the product, and asks for the right order', async () => {
    // The demo's open instalment falls due 5 days after its today.
    vi.useFakeTimers({ now: new Date(2026, 7, 10, 12, 0, 0), toFake: ['Date'] });
    const log = recordRequests(server);
    await renderRoute(REPAY);
    // The schedule lists the same date and amount for the instalment due then: look in the summary.
    const choice = await screen.findByRole('group', { name: '¿Qué vas a pagar?' });
    const summary = choice.closest('section')!;
    // The demo's main Mexican loan, repaid in one payment: $3,000 + $2.73 interest + $300 commission + IVA.
    const due = within(choice).getByRole('radio', { name: /^Pago del/ });
    expect(due.closest('label')).toHaveTextContent(
      `Pago del ${formatScreenDate('2026-08-15', { market: Market.mexico })}`,
    );
    expect(due.closest('label')).toHaveTextContent(moneyText('$3,351.17', { exact: false }));
    expect(due).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Pagar mi préstamo' })).toBeInTheDocument();
    expect(within(summary).getByText('Dinero Ya')).toBeInTheDocument();
    expect(document.title).toBe('Pagar mi préstamo');
    const [call] = log.to(calls.repayDetail);
    expect(JSON.parse(call!.body)).toEqual({ productId: '7', orderId: '9001' });
    expect(screen.getByText('Paga el monto exacto de tu referencia.')).toBeInTheDocument();
    log.stop();
  });

  it('folds the loan’s rows to their first 2 with a more/hide toggle', async () => {
    const { user } = await renderRoute(PARTNER);
    const toggle = await screen.findByRole('button', { name: 'Ver más' });
    // The server's rows as sent, less this payment's parts (said above them, in the summary).
    const fold = screen.getByRole('region', { name: 'Tu préstamo' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(fold).getByText('Monto del préstamo')).toBeInTheDocument();
    expect(within(fold).getByText('Intereses')).toBeInTheDocument();
    expect(within(fold).queryByText('Saldo pendiente')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Ocultar');
    expect(within(fold).getByText('Total a pagar')).toBeInTheDocument();
    expect(within(fold).getByText('Saldo pendiente')).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(fold).queryByText('Saldo pendiente')).not.toBeInTheDocument();
  });

  it('shows no toggle when there are 2 rows or fewer', async () => {
    server.use(
      onCall(calls.repayDetail, () =>
        HttpResponse.json({
          success: true,
          data: {
            repayAmount: '120000',
            productName: 'P',
            repayDate: 1786752000,
            productLogo: '',
            detail: [
              { text: 'Uno', value: '1' },
              { text: 'Dos', value: '2' },
            ],
            repayList: [],
            noticeMsg: null,
          },
        }),
      ),
    );
    await renderRoute(REPAY);
    expect(await screen.findByText('Dos')).toBeInTheDocument();
    expect(screen.getByText('$1,200.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Por ahora no hay métodos de pago disponibles. Inténtalo más tarde.'),
    ).toBeInTheDocument();
  });

  it('lists channels by group; choosing one opens the instructions with requestType=1', async () => {
    const { router, user } = await renderRoute(REPAY);
    expect(await screen.findByRole('heading', { name: 'Tiendas de conveniencia' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Transferencia bancaria' })).toBeInTheDocument();
    const oxxo = screen.getByRole('link', { name: /^OXXO/ });
    expect(oxxo).toHaveAttribute(
      'href',
      `${paths.repayInstructions}?productId=7&orderId=9001&amount=335117&payCode=OXXO&requestType=1`,
    );
    await user.click(oxxo);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.repayInstructions));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      productId: '7',
      orderId: '9001',
      amount: '335117',
      payCode: 'OXXO',
      requestType: '1',
    });
  });

  it('copies a voucher code and says so in a toast', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    // user-event puts its own clipboard on navigator when it is set up.
    const { user } = await renderRoute(REPAY);
    await user.click(await screen.findByRole('button', { name: 'Copiar la referencia de OXXO' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('9300128864711887');
    expect(await screen.findByRole('status', { name: 'Notificaciones' })).toHaveTextContent('Copiado');
  });

  it('opens the barcode in a modal titled for scanning, and gives focus back when it closes', async () => {
    const { user } = await renderRoute(REPAY);
    const opener = await screen.findByRole('button', { name: 'Ver código de barras de 7-Eleven' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Escanea para pagar' });
    expect(
      within(dialog).getByRole('img', { name: 'Código de barras para pagar en 7-Eleven' }),
    ).toHaveAttribute('src', expect.stringContaining('data:image/svg+xml'));
    expect(within(dialog).getByText('7110445587679506')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('has no barcode button for a channel without a barcode', async () => {
    await renderRoute(REPAY);
    expect(await screen.findByRole('link', { name: /^Transferencia SPEI/ })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /código de barras de Transferencia SPEI/ }),
    ).not.toBeInTheDocument();
    // SPEI's code on the list is this payment's referencia numérica (its CLABE comes with the instructions).
    expect(
      screen.getByRole('button', { name: 'Copiar la referencia numérica de Transferencia SPEI' }),
    ).toBeInTheDocument();
  });

  it('is in English with ₹ when type=1', async () => {
    await renderRoute(REPAY, { pageQuery: '?type=1' });
    // India's main loan, in 3 monthly instalments: the first is paid, the second is the one due.
    const choice = await screen.findByRole('group', { name: 'What do you want to pay?' });
    expect(
      within(choice)
        .getByRole('radio', { name: /^Payment due/ })
        .closest('label'),
    ).toHaveTextContent(moneyText('₹6,692.97', { exact: false }));
    expect(screen.getByRole('heading', { level: 1, name: 'Repay my loan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^UPI \(any UPI app\)/ })).toBeInTheDocument();
  });

  it('treats a wrong-shaped response as invalid', async () => {
    server.use(
      onCall(calls.repayDetail, () =>
        HttpResponse.json({ success: true, data: { repayAmount: 'lots', repayList: 'x' } }),
      ),
    );
    await renderRoute(REPAY);
    expect(await screen.findByRole('alert')).toHaveTextContent('respuesta inesperada');
  });

  it('says the link is incomplete and calls nothing without an order', async () => {
    const log = recordRequests(server);
    await renderRoute(`${paths.repay}?productId=7`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Faltan datos del préstamo');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(log.to(calls.repayDetail)).toHaveLength(0);
    log.stop();
  });
});
