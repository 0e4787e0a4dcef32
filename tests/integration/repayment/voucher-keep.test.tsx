import './setup';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../support/render-route';
import { profileFor } from '@/config/market-profile';
import { formatDateTime, formatScreenDateTime } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { paths } from '@/config/paths';

const route = (query: Record<string, string>) =>
  `${paths.repayInstructions}?${new URLSearchParams(query).toString()}`;
const REPAY_QUERY = { productId: '7', orderId: '9001', amount: '345000', payCode: 'OXXO', requestType: '1' };
const GENERATED_AT = new Date(2026, 7, 10, 9, 30, 0);
/** The demo voucher is valid for 3 days from when it was generated. */
const EXPIRES = new Date(2026, 7, 13, 9, 30, 0);
const MX = { market: Market.mexico };
const IN = { market: Market.india };

const SUMMARY_ES = [
  'Referencia de pago',
  'Monto: $3,450.00',
  'Referencia: 9300128851792493',
  `Beneficiario: ${profileFor('mx').legalName}`,
  'Método de pago: Paga en OXXO · Pago del préstamo (OXXO)',
  `Válida hasta: ${formatDateTime(EXPIRES, MX)}`,
  `Generada el: ${formatDateTime(GENERATED_AT, MX)}`,
].join('\n');

const toast = () => screen.getByRole('status', { name: 'Notificaciones' });

/** Where no share works, the text is copied and the picture opens full-screen, saying so. */
async function copiedPicture() {
  const dialog = await screen.findByRole('dialog', { name: 'Tu referencia de pago' });
  expect(within(dialog).getByText(/Los datos también se copiaron como texto\.$/)).toBeInTheDocument();
  return dialog;
}

function stubShare(share: (data: ShareData) => Promise<void>) {
  const spy = vi.fn(share);
  Object.defineProperty(navigator, 'share', { value: spy, configurable: true, writable: true });
  return spy;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(GENERATED_AT);
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
});

async function openVoucher(pageQuery = '', query = REPAY_QUERY) {
  const view = await renderRoute(route(query), { pageQuery });
  const code = await screen.findByRole('region', { name: pageQuery ? 'Payment code' : 'Código de pago' });
  return { ...view, code };
}

describe('keeping the reference for the counter (/carpmm)', () => {
  it('shares the summary through the Web Share API where the browser has it', async () => {
    const share = stubShare(() => Promise.resolve());
    const { user, code } = await openVoucher();
    await user.click(within(code).getByRole('button', { name: 'Compartir la referencia' }));
    // The picture is drawn first; a browser that cannot share files gets the text.
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({ title: 'Referencia de pago', text: SUMMARY_ES });
    expect(toast()).toBeEmptyDOMElement();
  });

  it('shares once for a double tap while the share sheet is open', async () => {
    let close!: () => void;
    const share = stubShare(() => new Promise<void>((resolve) => (close = resolve)));
    const { user, code } = await openVoucher();
    const button = within(code).getByRole('button', { name: 'Compartir la referencia' });
    await user.dblClick(button);
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(button).toBeDisabled();
    close();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('says nothing when the borrower closes the share sheet (AbortError)', async () => {
    const share = stubShare(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const { user, code } = await openVoucher();
    await user.click(within(code).getByRole('button', { name: 'Compartir la referencia' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    await waitFor(() =>
      expect(within(code).getByRole('button', { name: 'Compartir la referencia' })).toBeEnabled(),
    );
    expect(writeText).not.toHaveBeenCalled();
    expect(toast()).toBeEmptyDOMElement();
  });

  it('copies the summary when sharing fails for another reason', async () => {
    stubShare(() => Promise.reject(new DOMException('No user activation', 'NotAllowedError')));
    const { user, code } = await openVoucher();
    await user.click(within(code).getByRole('button', { name: 'Compartir la referencia' }));
    await copiedPicture();
    await expect(navigator.clipboard.readText()).resolves.toBe(SUMMARY_ES);
  });

  it('copies when the browser says it cannot share this text', async () => {
    const share = stubShare(() => Promise.resolve());
    Object.defineProperty(navigator, 'canShare', { value: () => false, configurable: true });
    const { user, code } = await openVoucher();
    await user.click(within(code).getByRole('button', { name: 'Compartir la referencia' }));
    await copiedPicture();
    expect(share).not.toHaveBeenCalled();
    await expect(navigator.clipboard.readText()).resolves.toBe(SUMMARY_ES);
  });

  it('without the Web Share API, Share copies the summary and shows the picture full-screen', async () => {
    const { user, code } = await openVoucher();
    expect(
      within(code).getByText(
        'Guárdala antes de ir a pagar: si te quedas sin señal en la tienda, la tendrás a mano.',
      ),
    ).toBeInTheDocument();
    await user.click(within(code).getByRole('button', { name: 'Compartir la referencia' }));
    const dialog = await copiedPicture();
    await expect(navigator.clipboard.readText()).resolves.toBe(SUMMARY_ES);
    expect(within(dialog).getByRole('status', { name: 'Notificaciones' })).toBeEmptyDOMElement();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(code).getByRole('button', { name: 'Copiar los datos del pago' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(SUMMARY_ES);
    expect(toast()).toHaveTextContent('Copiado');
  });

  it('copies through the old webview path when the Clipboard API is not allowed', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    let copied = '';
    const execCommand = vi.fn((command: string) => {
      // The legacy path copies from a temporary text area appended to the body.
      copied = (document.body.lastElementChild as HTMLTextAreaElement).value;
      return command === 'copy';
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    try {
      const { user, code } = await openVoucher();
      await user.click(within(code).getByRole('button', { name: 'Copiar los datos del pago' }));
      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(copied).toBe(SUMMARY_ES);
      expect(toast()).toHaveTextContent('Copiado');
    } finally {
      Reflect.deleteProperty(document, 'execCommand');
    }
  });

  it('leaves out lines the voucher has nothing for', async () => {
    // CoDi has no voucher code in the demo: the summary carries the generated one, never an empty line.
    const { user, code } = await openVoucher('', { ...REPAY_QUERY, payCode: 'CODI' });
    await user.click(within(code).getByRole('button', { name: 'Copiar los datos del pago' }));
    const text = await navigator.clipboard.readText();
    expect(text).toContain('Referencia: CODI-48526512');
    expect(text.split('\n').every((line) => line.trim() !== '')).toBe(true);
  });

  it('shares an English summary with ₹ when type=1', async () => {
    const share = stubShare(() => Promise.resolve());
    const { user, code } = await openVoucher('?type=1', {
      ...REPAY_QUERY,
      amount: '1250000',
      payCode: 'UPI',
    });
    await user.click(within(code).getByRole('button', { name: 'Share the reference' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Payment reference',
      text: [
        'Payment reference',
        'Amount: ₹12,500.00',
        'Reference: CL63683734',
        'Beneficiary: Cash Loan Finance Pvt. Ltd.',
        'Payment method: Pay by UPI · Loan repayment (UPI)',
        `Valid until: ${formatDateTime(EXPIRES, IN)}`,
        `Generated on: ${formatDateTime(GENERATED_AT, IN)}`,
      ].join('\n'),
    });
    expect(within(code).getByRole('button', { name: 'Copy the payment details' })).toBeInTheDocument();
  });
});

describe('what happens next (/carpmm)', () => {
  it('follows the voucher: time to show, keep the receipt, and customer service one tap away', async () => {
    await openVoucher();
    const next = screen.getByRole('region', { name: '¿Qué sigue después de pagar?' });
    expect(next).toHaveTextContent('suelen verse en tu préstamo en 24 horas');
    expect(next).toHaveTextContent('Guarda tu ticket');
    expect(within(next).getByRole('link', { name: 'Contactar a servicio al cliente' })).toHaveAttribute(
      'href',
      paths.customerService,
    );
    // The voucher's expiry (optional in the response) is shown with it.
    const code = screen.getByRole('region', { name: 'Código de pago' });
    expect(within(code).getByText('Válida hasta')).toBeInTheDocument();
    expect(within(code).getByText(formatScreenDateTime(EXPIRES, MX))).toBeInTheDocument();
  });

  it('opens customer service from the note', async () => {
    const { user, router } = await openVoucher();
    await user.click(screen.getByRole('link', { name: 'Contactar a servicio al cliente' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.customerService));
  });

  it('is in English when type=1', async () => {
    await openVoucher('?type=1', { ...REPAY_QUERY, payCode: 'UPI' });
    const next = screen.getByRole('region', { name: 'What happens after you pay?' });
    expect(next).toHaveTextContent('usually show on your loan within 1 hour');
    expect(next).toHaveTextContent('UPI transaction ID (UTR)');
    expect(within(next).getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      paths.customerService,
    );
  });
});
