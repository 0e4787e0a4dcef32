import './setup';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { formatDueDate } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { moneyText, paragraphText } from '../../support/money-text';
import { renderRoute } from '../../support/render-route';
import { recordRequests } from '../../support/record-requests';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

const DELAY = `${paths.repayDelay}?productId=7&orderId=9001`;

// jsdom has no PointerEvent; a MouseEvent that carries the pointer fields is what React reads.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  readonly isPrimary: boolean;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'touch';
    this.isPrimary = init.isPrimary ?? true;
  }
}

beforeAll(() => {
  vi.stubGlobal('PointerEvent', TestPointerEvent);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

async function serviceButton() {
  return screen.findByRole('link', { name: 'Servicio al cliente' });
}

describe('extension (/repayDelay)', () => {
  it('shows the extension amount, the new date, the product, the plan and the notes', async () => {
    // The demo's open instalment falls due 5 days after its today; the extension moves it 7 days on.
    vi.useFakeTimers({ now: new Date(2026, 7, 10, 12, 0, 0), toFake: ['Date'] });
    const log = recordRequests(server);
    await renderRoute(DELAY);
    expect(await screen.findByRole('heading', { level: 1, name: 'Extensión' })).toBeInTheDocument();
    const summary = (await screen.findByText('Pagas hoy')).closest('section')!;
    // The extension's fee, $150, and its 16 % IVA, $24.
    expect(within(summary).getByText(moneyText('$174.00'), { selector: 'dd' })).toBeInTheDocument();
    expect(
      within(summary).getByText(formatDueDate('2026-08-22', { market: Market.mexico })),
    ).toBeInTheDocument();
    expect(within(summary).getByText('Dinero Ya')).toBeInTheDocument();
    expect(within(summary).getByText('Extensión de 7 días')).toBeInTheDocument();

    const plan = screen.getByRole('region', { name: 'Plan de pago' });
    const items = within(plan).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByText('Pago total')).toBeInTheDocument();
    expect(within(items[1]!).getByText(moneyText('$3,351.17'))).toBeInTheDocument();
    expect(within(items[1]!).getByText('Al final del nuevo plazo')).toBeInTheDocument();

    expect(
      screen.getByText(
        'El pago puede posponerse hasta 7 días. Ahora solo se cobra la comisión por extensión.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('La extensión empieza en cuanto se refleja el pago de la comisión.'),
    ).toBeInTheDocument();
    expect(document.title).toBe('Extensión');
    expect(JSON.parse(log.to(calls.delayDetail)[0]!.body)).toEqual({
      productId: '7',
      orderId: '9001',
    });
    log.stop();
  });

  it('choosing a channel opens the instructions with requestType=2 and the extension amount', async () => {
    const { router, user } = await renderRoute(DELAY);
    const oxxo = await screen.findByRole('link', { name: /^OXXO/ });
    expect(oxxo).toHaveAttribute(
      'href',
      `${paths.repayInstructions}?productId=7&orderId=9001&amount=17400&payCode=OXXO&requestType=2`,
    );
    await user.click(oxxo);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.repayInstructions));
    expect(new URLSearchParams(router.state.location.search).get('requestType')).toBe('2');
  });

  it('shares the channel list with the repay page: copy and barcode', async () => {
    const { user } = await renderRoute(DELAY);
    expect(await screen.findByRole('button', { name: 'Copiar la referencia de OXXO' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver código de barras de OXXO' }));
    expect(screen.getByRole('dialog', { name: 'Escanea para pagar' })).toBeInTheDocument();
  });

  describe('the floating customer-service button', () => {
    it('is a keyboard-reachable link to customer service; a tap goes there', async () => {
      const { router, user } = await renderRoute(DELAY);
      const button = await serviceButton();
      expect(button).toHaveAttribute('href', paths.customerService);
      expect(button).toHaveAccessibleDescription(
        'Puedes moverlo arriba o abajo con las flechas del teclado.',
      );
      await screen.findByRole('link', { name: /^OXXO/ });
      fireEvent.pointerDown(button, { clientX: 300, clientY: 500, pointerId: 1 });
      fireEvent.pointerMove(button, { clientX: 302, clientY: 503, pointerId: 1 });
      fireEvent.pointerUp(button, { clientX: 302, clientY: 503, pointerId: 1 });
      await user.click(button);
      await waitFor(() => expect(router.state.location.pathname).toBe(paths.customerService));
    });

    it('drags vertically only, clamped to the screen, and a drag does not navigate', async () => {
      const { router } = await renderRoute(DELAY);
      const button = await serviceButton();
      // jsdom lays nothing out: the button starts at top 0 and is measured at its 48 px CSS size.
      fireEvent.pointerDown(button, { clientX: 300, clientY: 300, pointerId: 1 });
      fireEvent.pointerMove(button, { clientX: 40, clientY: 420, pointerId: 1 });
      expect(button.style.top).toBe('120px');
      expect(button.style.left).toBe('');
      expect(button.style.right).toBe('');
      expect(button.style.transform).toBe('');

      // Far below the screen: clamped to innerHeight (768) - 48 - 8.
      fireEvent.pointerMove(button, { clientX: 10, clientY: 5000, pointerId: 1 });
      expect(button.style.top).toBe('712px');
      // Far above: clamped to the 8 px gap.
      fireEvent.pointerMove(button, { clientX: 10, clientY: -5000, pointerId: 1 });
      expect(button.style.top).toBe('8px');
      fireEvent.pointerUp(button, { clientY: -5000, pointerId: 1 });
      fireEvent.click(button);
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(router.state.location.pathname).toBe(paths.repayDelay);

      // The next tap is a tap again.
      fireEvent.pointerDown(button, { clientY: 8, pointerId: 2 });
      fireEvent.pointerUp(button, { clientY: 8, pointerId: 2 });
      fireEvent.click(button);
      await waitFor(() => expect(router.state.location.pathname).toBe(paths.customerService));
    });

    it('ignores another pointer while one drags', async () => {
      await renderRoute(DELAY);
      const button = await serviceButton();
      fireEvent.pointerDown(button, { clientY: 300, pointerId: 1 });
      fireEvent.pointerMove(button, { clientY: 400, pointerId: 2 });
      expect(button.style.top).toBe('');
    });

    it('moves with the arrow keys, clamped, without leaving the page', async () => {
      const { router, user } = await renderRoute(DELAY);
      const button = await serviceButton();
      button.focus();
      await user.keyboard('{ArrowDown}');
      expect(button.style.top).toBe('32px');
      await user.keyboard('{ArrowUp}{ArrowUp}');
      expect(button.style.top).toBe('8px');
      expect(router.state.location.pathname).toBe(paths.repayDelay);
      await user.keyboard('{Enter}');
      await waitFor(() => expect(router.state.location.pathname).toBe(paths.customerService));
    });
  });

  it('is in English with ₹ when type=1', async () => {
    await renderRoute(DELAY, { pageQuery: '?type=1' });
    // 2 % of the ₹20,000 loan and 18 % GST on it: the amount, and the fee line above it and in the plan.
    expect(await screen.findByText(moneyText('₹472.00'), { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getAllByText(paragraphText('Fee ₹400.00 + GST ₹72.00 = ₹472.00'))).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Extension' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customer service' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment plan' })).toBeInTheDocument();
  });

  it('treats a wrong-shaped response as invalid', async () => {
    server.use(
      onCall(calls.delayDetail, () =>
        HttpResponse.json({ success: true, data: { productName: 'X', delayInfo: null } }),
      ),
    );
    await renderRoute(DELAY);
    expect(await screen.findByRole('alert')).toHaveTextContent('respuesta inesperada');
  });

  it('says the link is incomplete without an order', async () => {
    await renderRoute(`${paths.repayDelay}?orderId=9001`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Faltan datos del préstamo');
  });
});
