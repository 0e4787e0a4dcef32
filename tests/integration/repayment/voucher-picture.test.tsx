import { paths } from '@/config/paths';
import { exampleLocation } from '@/app/route-examples';
import './setup';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { formatDateTime } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { fakeCanvas, type DrawnPicture } from '../../support/fake-canvas';
import { renderRoute } from '../../support/render-route';
import { setEnv } from '../../support/settings';
import { profileFor } from '@/config/market-profile';
import { requestNewReference } from '@/features/repayment/model/voucher-intent';
import { instructionsQueryFrom } from '@/features/repayment/utils/route-query';
import { calls, onCall } from '../../support/on-call';

/**
 * The payment reference as a picture (/carpmm, /dragonpayPaymentInstructions): drawn on a canvas,
 * shared as a PNG file through the Web Share API, else the text share, else copied and shown full-screen.
 */
const route = (query: Record<string, string>) =>
  `${paths.repayInstructions}?${new URLSearchParams(query).toString()}`;
const REPAY_QUERY = { productId: '7', orderId: '9001', amount: '345000', payCode: 'OXXO', requestType: '1' };
const REFERENCE = '9300128851792493';

/** The demo's voucher names the lender of the lender's profile. */
const LENDER = profileFor('mx').legalName;
const CHANNEL = 'Paga en OXXO · Pago del préstamo (OXXO)';

const GENERATED_AT = new Date(2026, 7, 10, 9, 30, 0);

type ShareStub = ReturnType<typeof vi.fn<(data: ShareData) => Promise<void>>>;

function stubShare(
  share: (data: ShareData) => Promise<void>,
  canShare?: (data: ShareData) => boolean,
): ShareStub {
  const spy = vi.fn(share);
  Object.defineProperty(navigator, 'share', { value: spy, configurable: true, writable: true });
  if (canShare) Object.defineProperty(navigator, 'canShare', { value: canShare, configurable: true });
  return spy;
}

const canShareFiles = (data: ShareData) => Boolean(data.files?.every((file) => file.type === 'image/png'));

/** Every word the picture shows, to prove it shows nothing else. */
const words = (texts: string[]) => new Set(texts.join(' ').split(/\s+/).filter(Boolean));
const pictureText = (picture: DrawnPicture) => picture.texts.join(' ');
const lastPicture = () => fakeCanvas.pictures.at(-1)!;

async function openVoucher(pageQuery = '', query = REPAY_QUERY) {
  const view = await renderRoute(route(query), { pageQuery });
  const code = await screen.findByRole('region', { name: pageQuery ? 'Payment code' : 'Código de pago' });
  return { ...view, code };
}

async function pngSize(file: File) {
  const buffer = await new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(file);
  });
  const bytes = new Uint8Array(buffer);
  const view = new DataView(bytes.buffer);
  return {
    signature: Array.from(bytes.slice(0, 8)),
    width: view.getUint32(16),
    height: view.getUint32(20),
  };
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

describe('the reference as a picture (/carpmm)', () => {
  it('shares a PNG file of the voucher where the browser can share files', async () => {
    const share = stubShare(() => Promise.resolve(), canShareFiles);
    const { user, code } = await openVoucher();
    await user.click(within(code).getByRole('button', { name: 'Compartir la referencia' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));

    const data = share.mock.calls[0]![0];
    expect(data.title).toBe('Referencia de pago');
    expect(data.files).toHaveLength(1);
    const file = data.files![0]!;
    expect(file).toBeInstanceOf(File);
    expect(file.type).toBe('image/png');
    expect(file.name).toBe(`reference-${REFERENCE}.png`);
    expect(await pngSize(file)).toEqual({
      signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      width: 720,
      height: 1280,
    });

    // What the picture shows: lender, amount, the reference, the barcode, channel and expiry.
    const picture = lastPicture();
    const text = pictureText(picture);
    for (const part of [
      'Referencia de pago',
      LENDER,
      'Monto a pagar',
      '$3,450.00',
      REFERENCE,
      'Método de pago',
      'Válida hasta',
      formatDateTime(new Date(2026, 7, 13, 9, 30), { market: Market.mexico }),
    ])
      expect(text).toContain(part);
    expect(text.replace(/\s+/g, ' ')).toContain(CHANNEL);
    expect(picture.images).toEqual([expect.stringContaining('data:image/svg+xml')]);
    // Nothing else: not the order, not when it was generated, nothing from the session.
    const allowed = words([
      'Referencia de pago',
      LENDER,
      'Monto a pagar $3,450.00 Referencia',
      REFERENCE,
      `Método de pago ${CHANNEL}`,
      `Válida hasta ${formatDateTime(new Date(2026, 7, 13, 9, 30), { market: Market.mexico })}`,
    ]);
    expect([...words(picture.texts)].filter((word) => !allowed.has(word))).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('falls back to the text share when files cannot be shared', async () => {
    const share = stubShare(
      () => Promise.resolve(),
      (data) => !data.files,
    );
    const { user, code } = await openVoucher();
    await user.click(within(code).getByRole('button', { name: 'Compartir la referencia' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]![0]).toEqual({
      title: 'Referencia de pago',
      text: expect.stringContaining(`Referencia: ${REFERENCE}`),
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tries the text share when the file share fails, and stays quiet when the sheet is closed', async () => {
    const share = stubShare(
      (data) =>
        data.files
          ? Promise.reject(new DOMException('Not allowed', 'NotAllowedError'))
          : Promise.reject(new DOMException('Share canceled', 'AbortError')),
      () => true,
    );
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const { user, code } = await openVoucher();
    await user.click(within(code).getByRole('button', { name: 'Compartir la referencia' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(2));
    expect(share.mock.calls[0]![0].files).toHaveLength(1);
    expect(share.mock.calls[1]![0].files).toBeUndefined();
    await waitFor(() =>
      expect(within(code).getByRole('button', { name: 'Compartir la referencia' })).toBeEnabled(),
    );
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closing the share sheet on the picture shares nothing else', async () => {
    const share = stubShare(
      () => Promise.reject(new DOMException('Share canceled', 'AbortError')),
      () => true,
    );
    const { user, code } = await openVoucher();
    await user.click(within(code).getByRole('button', { name: 'Compartir la referencia' }));
    await waitFor(() =>
      expect(within(code).getByRole('button', { name: 'Compartir la referencia' })).toBeEnabled(),
    );
    expect(share).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('where the phone cannot share, copies the text and shows the picture full-screen with a line saying so', async () => {
    const { user, code } = await openVoucher();
    await user.click(within(code).getByRole('button', { name: 'Compartir la referencia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tu referencia de pago' });
    expect(
      within(dialog).getByText(
        'Toma una captura de pantalla para guardar esta imagen y mostrarla en caja. Los datos también se copiaron como texto.',
      ),
    ).toBeInTheDocument();
    const image = within(dialog).getByRole('img');
    expect(image).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(image.getAttribute('alt')).toContain(`Referencia: ${REFERENCE}`);
    expect(image.getAttribute('alt')).toContain('Monto: $3,450.00');
    await expect(navigator.clipboard.readText()).resolves.toContain(`Referencia: ${REFERENCE}`);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the browser cannot draw, and still copies the text', async () => {
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { user, code } = await openVoucher();
    await user.click(within(code).getByRole('button', { name: 'Compartir la referencia' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Notificaciones' })).toHaveTextContent('Copiado'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    getContext.mockRestore();
  });

  it('shares once for a double tap while the picture is being made and shared', async () => {
    let close!: () => void;
    const share = stubShare(() => new Promise<void>((resolve) => (close = resolve)), canShareFiles);
    const { user, code } = await openVoucher();
    const button = within(code).getByRole('button', { name: 'Compartir la referencia' });
    await user.dblClick(button);
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(button).toBeDisabled();
    close();
    await waitFor(() => expect(button).toBeEnabled());
    expect(share).toHaveBeenCalledTimes(1);
  });

  it('is in English with ₹ when type=1', async () => {
    const share = stubShare(() => Promise.resolve(), canShareFiles);
    const { user, code } = await openVoucher('?type=1', {
      ...REPAY_QUERY,
      amount: '1250000',
      payCode: 'PAYPOINT',
    });
    await user.click(within(code).getByRole('button', { name: 'Share the reference' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const text = pictureText(lastPicture());
    for (const part of [
      'Payment reference',
      'Cash Loan Finance Pvt. Ltd.',
      'Amount to pay',
      '₹12,500.00',
      'Reference',
      '4471902222997597',
      'Payment method',
      'Valid until',
      formatDateTime(new Date(2026, 7, 13, 9, 30), { market: Market.india }),
    ])
      expect(text).toContain(part);
    expect(share.mock.calls[0]![0].title).toBe('Payment reference');
  });
});

describe('a barcode from another origin (scenario barcode=remote)', () => {
  beforeEach(() => {
    document.cookie = `demo_scenario=${encodeURIComponent('barcode=remote')}; path=/`;
  });

  it('is drawn when its server allows CORS (loaded with crossOrigin, so the canvas stays readable)', async () => {
    fakeCanvas.remote = 'cors';
    const share = stubShare(() => Promise.resolve(), canShareFiles);
    const { user, code } = await openVoucher();
    await user.click(within(code).getByRole('button', { name: 'Compartir la referencia' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(lastPicture().images).toEqual([`https://barcodes.demo.invalid/${REFERENCE}.png`]);
    expect(pictureText(lastPicture())).not.toContain('código de barras');
  });

  it.each([
    ['does not allow CORS', 'no-cors'],
    ['cannot be reached', 'fail'],
    ['taints the canvas anyway', 'taints'],
  ] as const)('is left out, and the picture says so, when its server %s', async (_case, remote) => {
    fakeCanvas.remote = remote;
    const share = stubShare(() => Promise.resolve(), canShareFiles);
    const { user, code } = await openVoucher();
    await user.click(within(code).getByRole('button', { name: 'Compartir la referencia' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const picture = lastPicture();
    expect(picture.images).toEqual([]);
    expect(pictureText(picture)).toContain('El código de barras no se pudo incluir en esta imagen.');
    expect(pictureText(picture)).toContain(REFERENCE);
    expect(share.mock.calls[0]![0].files![0]!.type).toBe('image/png');
  });

  it('the full-screen picture says so in its text alternative too', async () => {
    fakeCanvas.remote = 'no-cors';
    const { user, code } = await openVoucher();
    await user.click(within(code).getByRole('button', { name: 'Compartir la referencia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tu referencia de pago' });
    expect(within(dialog).getByRole('img').getAttribute('alt')).toContain(
      'El código de barras no se pudo incluir en esta imagen.',
    );
  });
});

describe('offline, from the kept voucher', () => {
  it('makes the picture from the voucher kept on the phone when the server cannot be reached', async () => {
    await openVoucher();
    cleanup();
    // Shown again, the page reuses the kept reference with no call; a new one asked for offline fails.
    requestNewReference(instructionsQueryFrom(REPAY_QUERY)!);
    server.use(onCall(calls.generateVoucher, () => HttpResponse.error()));
    const share = stubShare(() => Promise.resolve(), canShareFiles);
    const { user } = await renderRoute(route(REPAY_QUERY));
    const saved = await screen.findByRole('region', { name: 'Referencia guardada en este teléfono' });
    await user.click(within(saved).getByRole('button', { name: 'Compartir la referencia' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const text = pictureText(lastPicture());
    expect(text).toContain(REFERENCE);
    expect(text).toContain('$3,450.00');
    expect(text).toContain(LENDER);
    expect(lastPicture().images).toEqual([expect.stringContaining('data:image/svg+xml')]);
  });
});

describe('the reference as a picture (/dragonpayPaymentInstructions, VITE_DRAGONPAY=spec)', () => {
  const DRAGONPAY = exampleLocation({ path: paths.dragonpayInstructions });
  beforeEach(() => {
    setEnv({ dragonpay: 'spec' });
  });

  it('shares a PNG with the amount, the reference and the method from the link', async () => {
    const share = stubShare(() => Promise.resolve(), canShareFiles);
    const { user } = await renderRoute(DRAGONPAY);
    await user.click(await screen.findByRole('button', { name: 'Compartir la referencia' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]![0].files![0]!.name).toBe('reference-DP-4471-0098.png');
    const text = pictureText(lastPicture());
    for (const part of ['Monto a pagar', '$1,500.00', 'DP-4471-0098', 'Método de pago', 'DP'])
      expect(text).toContain(part);
    expect(text).not.toContain('Válida hasta');
  });

  it('brands nothing: no lender name, only the link values, the labels and where the values came from', async () => {
    stubShare(() => Promise.resolve(), canShareFiles);
    const { user } = await renderRoute(DRAGONPAY);
    await user.click(await screen.findByRole('button', { name: 'Compartir la referencia' }));
    await waitFor(() => expect(fakeCanvas.pictures.length).toBeGreaterThan(0));
    const picture = lastPicture();
    const note = 'Datos tomados del enlace, no generados por el prestamista. Compruébalos antes de pagar.';
    // The note may wrap over lines: compare word by word.
    const allowed = words([
      'Tu referencia de pago',
      'Referencia de pago',
      'Monto a pagar',
      '$1,500.00',
      'Referencia',
      'DP-4471-0098',
      'Método de pago',
      'DP',
      note,
    ]);
    for (const word of words(picture.texts)) expect(allowed).toContain(word);
    expect(pictureText(picture)).toContain('Datos tomados del enlace');
    for (const lender of [LENDER, 'SOFOM', 'Beneficiario'])
      expect(pictureText(picture)).not.toContain(lender);
  });

  it('shows the picture full-screen in English where the phone cannot share', async () => {
    const { user } = await renderRoute(DRAGONPAY, { pageQuery: '?type=1' });
    await user.click(await screen.findByRole('button', { name: 'Share the reference' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your payment reference' });
    expect(within(dialog).getByText(/^Take a screenshot to keep this picture/)).toBeInTheDocument();
    expect(within(dialog).getByRole('img').getAttribute('alt')).toContain('Amount: ₹1,500.00');
  });

  it('offers no picture without a reference', async () => {
    await renderRoute(`${paths.dragonpayInstructions}?amount=150000&payCode=DP`);
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Compartir la referencia' })).toBeNull();
  });
});
