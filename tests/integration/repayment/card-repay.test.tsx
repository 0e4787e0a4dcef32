import './setup';
import { act, screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { renderRoute } from '../../support/render-route';
import { setEnv } from '../../support/settings';
import { formBody, recordRequests } from '../../support/record-requests';
import { openUrl } from '@/features/repayment/utils/open-url';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

vi.mock('@/features/repayment/utils/open-url', () => ({ openUrl: vi.fn() }));

const CARD_REPAY = `${paths.cardRepay}?orderId=9001&amount=345000&couponId=C1`;

/** spec §5, §8's Chinese messages and "error", in Mexico's Spanish (VITE_WORDING=spec restores the quotes). */
const CHOOSE_CARD = 'Primero elige la tarjeta con la que vas a pagar.';

const BAD_CODE = 'Escribe el código correcto.';

const WRONG_CODE = 'El código no es correcto.';

const DUPLICATE = 'Ya enviaste este pago. Espera la respuesta.';

const FAILED = 'No se pudo hacer el pago.';

const LOAD_FAILED = 'No pudimos cargar tus tarjetas.';

const NETWORK = 'Error de conexión. Inténtalo de nuevo.';

const toast = () => screen.getByRole('status', { name: /Notificaciones|Notifications|सूचनाएँ/ });

async function open(path = CARD_REPAY, pageQuery = '') {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const view = await renderRoute(path, {
    pageQuery,
    userEventOptions: { advanceTimers: vi.advanceTimersByTime },
  });
  await screen.findByRole('group', { name: /Tarjeta de pago|Paying card|भुगतान वाला कार्ड/ });
  return view;
}

async function payWith(user: Awaited<ReturnType<typeof open>>['user'], card = /Banorte/) {
  await user.click(screen.getByRole('radio', { name: card }));
  await user.click(screen.getByRole('button', { name: 'Pagar' }));
}

describe('old card repayment (/cardRepay)', () => {
  beforeEach(() => {
    vi.mocked(openUrl).mockClear();
  });

  it('loads the cards for the order and asks for a card before paying', async () => {
    const log = recordRequests(server);
    const { user } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Pagar con tarjeta' })).toBeInTheDocument();
    expect(screen.getByText('$3,450.00')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'BBVA México terminada en 3377' })).not.toBeChecked();
    expect(formBody(log.to(calls.cardRepaymentWay)[0]!.body)).toEqual({
      orderId: '9001',
      amount: '345000',
    });

    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(toast()).toHaveTextContent(CHOOSE_CARD);
    expect(log.to(calls.cardRepaymentCommit)).toHaveLength(0);
    log.stop();
  });

  it('sends the exact commit body, then asks for the SMS code with a 60 s countdown that resends with sendMsg 1', async () => {
    const log = recordRequests(server);
    const { user } = await open();
    await payWith(user);
    const resend = await screen.findByRole('button', { name: 'Podrás pedir otro código en 60 s' });
    expect(formBody(log.to(calls.cardRepaymentCommit)[0]!.body)).toEqual({
      amount: '345000',
      bankName: 'Banorte',
      cardId: '102',
      cardNo: '5204********1029',
      couponId: 'C1',
      orderId: '9001',
      repayToken: 'rt-9001-7f3a9c',
      bankCode: 'BANORTE',
      sendMsg: '0',
    });
    expect(resend).toHaveTextContent('60 s');
    expect(resend).toBeDisabled();
    expect(screen.getByLabelText('Código de verificación')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(resend).toHaveTextContent('59 s');
    await act(() => vi.advanceTimersByTimeAsync(58_000));
    expect(resend).toHaveTextContent('1 s');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(resend).toHaveTextContent('Obtener código');
    expect(resend).toBeEnabled();

    await user.click(resend);
    await waitFor(() => expect(log.to(calls.cardRepaymentCommit)).toHaveLength(2));
    expect(formBody(log.to(calls.cardRepaymentCommit)[1]!.body)).toMatchObject({
      sendMsg: '1',
      cardId: '102',
    });
    await waitFor(() => expect(resend).toHaveTextContent('60 s'));
    log.stop();
  });

  it('refuses a code shorter than 6, then confirms and goes to the loan details', async () => {
    const log = recordRequests(server);
    const { user, router } = await open();
    await payWith(user);
    const code = await screen.findByLabelText('Código de verificación');
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Confirmar pago' }));
    expect(toast()).toHaveTextContent(BAD_CODE);
    expect(log.to(calls.cardRepaymentConfirm)).toHaveLength(0);
    expect(code).toHaveValue('12345');

    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Confirmar pago' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.loanDetails));
    expect(router.state.location.search).toBe('?orderId=9001');
    expect(formBody(log.to(calls.cardRepaymentConfirm)[0]!.body)).toEqual({
      orderId: '9001',
      verifyCode: '123456',
      repaymentRecordId: 'RR9001',
    });
    log.stop();
  });

  it('two taps on Pagar while the payment is on its way send one cardRepaymentCommit', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      onCall(calls.cardRepaymentCommit, async () => {
        await held;
        // The demo backend answers.
        return undefined;
      }),
    );
    const log = recordRequests(server);
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: /Banorte/ }));
    await user.dblClick(screen.getByRole('button', { name: 'Pagar' }));
    answer();
    await screen.findByRole('button', { name: 'Podrás pedir otro código en 60 s' });
    expect(log.to(calls.cardRepaymentCommit)).toHaveLength(1);
    log.stop();
  });

  it('two taps on Confirmar pago while it is on its way send one cardRepaymentConfirm', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      onCall(calls.cardRepaymentConfirm, async () => {
        await held;
        return undefined;
      }),
    );
    const log = recordRequests(server);
    const { user, router } = await open();
    await payWith(user);
    await user.type(await screen.findByLabelText('Código de verificación'), '123456');
    await user.dblClick(screen.getByRole('button', { name: 'Confirmar pago' }));
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.loanDetails));
    expect(log.to(calls.cardRepaymentConfirm)).toHaveLength(1);
    log.stop();
  });

  it('goes straight to the loan details when no SMS code is needed (needValid 0)', async () => {
    document.cookie = 'demo_scenario=needValid%3D0; path=/';
    const log = recordRequests(server);
    const { user, router } = await open();
    await payWith(user);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.loanDetails));
    expect(router.state.location.search).toBe('?orderId=9001');
    expect(log.to(calls.cardRepaymentConfirm)).toHaveLength(0);
    log.stop();
  });

  it('cancel hides the code step and resets the countdown', async () => {
    const { user } = await open();
    await payWith(user);
    await screen.findByRole('button', { name: 'Podrás pedir otro código en 60 s' });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByLabelText('Código de verificación')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Banorte/ })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    const resend = await screen.findByRole('button', { name: 'Podrás pedir otro código en 60 s' });
    expect(resend).toHaveTextContent('60 s');
  });

  it('stops the countdown when the page is left', async () => {
    const view = await open();
    await payWith(view.user);
    await screen.findByRole('button', { name: 'Podrás pedir otro código en 60 s' });
    const clearInterval = vi.spyOn(window, 'clearInterval');
    view.unmount();
    expect(clearInterval).toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  describe('refusals and failures (spec §8)', () => {
    it.each([
      ['800005', 'El pago ya fue enviado', DUPLICATE],
      ['800006', 'Código de verificación incorrecto', WRONG_CODE],
      ['7001', 'Tarjeta bloqueada', 'Tarjeta bloqueada'],
      ['7002', '', FAILED],
    ])('commit code %s (server message %j) shows %s', async (code, message, shown) => {
      server.use(onCall(calls.cardRepaymentCommit, () => HttpResponse.json({ code, message, data: null })));
      const { user } = await open();
      await payWith(user);
      await waitFor(() => expect(toast()).toHaveTextContent(shown));
      expect(screen.getByRole('button', { name: 'Pagar' })).toBeEnabled();
      expect(screen.getByRole('radio', { name: /Banorte/ })).toBeChecked();
    });

    it('the scenario code cardRepaymentCommit:800005 gives the duplicate message', async () => {
      document.cookie = 'demo_scenario=code%3DcardRepaymentCommit%3A800005; path=/';
      const { user } = await open();
      await payWith(user);
      await waitFor(() => expect(toast()).toHaveTextContent(DUPLICATE));
    });

    it('a commit that cannot reach the server says so', async () => {
      server.use(onCall(calls.cardRepaymentCommit, () => HttpResponse.error()));
      const { user } = await open();
      await payWith(user);
      await waitFor(() => expect(toast()).toHaveTextContent(NETWORK));
      expect(screen.getByRole('button', { name: 'Pagar' })).toBeEnabled();
    });

    it('an unreadable commit answer says the payment failed', async () => {
      server.use(
        onCall(calls.cardRepaymentCommit, () => HttpResponse.json({ code: '00', data: { needValid: {} } })),
      );
      const { user } = await open();
      await payWith(user);
      await waitFor(() => expect(toast()).toHaveTextContent(FAILED));
    });

    it.each([
      ['800006', 'x', WRONG_CODE],
      ['800005', 'x', DUPLICATE],
      ['9', 'Operación vencida', 'Operación vencida'],
      ['9', '', FAILED],
    ])('confirm code %s (server message %j) shows %s', async (code, message, shown) => {
      server.use(onCall(calls.cardRepaymentConfirm, () => HttpResponse.json({ code, message })));
      const { user, router } = await open();
      await payWith(user);
      const input = await screen.findByLabelText('Código de verificación');
      await user.type(input, '654321');
      await user.click(screen.getByRole('button', { name: 'Confirmar pago' }));
      await waitFor(() => expect(toast()).toHaveTextContent(shown));
      expect(router.state.location.pathname).toBe(paths.cardRepay);
      expect(input).toHaveValue('654321');
    });

    it('a confirm that cannot reach the server says "error" and keeps the code', async () => {
      server.use(onCall(calls.cardRepaymentConfirm, () => HttpResponse.error()));
      const { user } = await open();
      await payWith(user);
      const input = await screen.findByLabelText('Código de verificación');
      await user.type(input, '654321');
      await user.click(screen.getByRole('button', { name: 'Confirmar pago' }));
      await waitFor(() => expect(toast()).toHaveTextContent(NETWORK));
      expect(input).toHaveValue('654321');
    });
  });

  it('sends one commit and one confirm however often they are tapped', async () => {
    const log = recordRequests(server);
    server.use(
      onCall(calls.cardRepaymentCommit, async () => {
        await delay(300);
        return HttpResponse.json({ code: '00', data: { needValid: 1, repayRecordId: 'R1' } });
      }),
      onCall(calls.cardRepaymentConfirm, async () => {
        await delay(300);
        return HttpResponse.json({ code: '00', data: null });
      }),
    );
    const { user, router } = await open();
    await user.click(screen.getByRole('radio', { name: /Banorte/ }));
    const pay = screen.getByRole('button', { name: 'Pagar' });
    await user.click(pay);
    expect(screen.getByRole('button', { name: 'Pagando…' })).toBeDisabled();
    await user.click(pay);
    await act(() => vi.advanceTimersByTimeAsync(400));
    await user.type(await screen.findByLabelText('Código de verificación'), '123456');
    const confirm = screen.getByRole('button', { name: 'Confirmar pago' });
    await user.click(confirm);
    await user.click(confirm);
    await act(() => vi.advanceTimersByTimeAsync(400));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.loanDetails));
    expect(log.to(calls.cardRepaymentCommit)).toHaveLength(1);
    expect(log.to(calls.cardRepaymentConfirm)).toHaveLength(1);
    log.stop();
  });

  describe('the card list (cardRepaymentWay)', () => {
    it('shows the server message of a refusal, with no retry that could never work', async () => {
      server.use(
        onCall(calls.cardRepaymentWay, () =>
          HttpResponse.json({ code: '500100', message: 'Servicio no disponible' }),
        ),
      );
      await renderRoute(CARD_REPAY);
      expect(await screen.findByRole('alert')).toHaveTextContent('Servicio no disponible');
      expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    });

    it('shows the server message of a server failure (HTTP 503), and retry loads the cards', async () => {
      server.use(
        onCall(
          calls.cardRepaymentWay,
          () => HttpResponse.json({ message: 'Servicio no disponible' }, { status: 503 }),
          {
            once: true,
          },
        ),
      );
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { user } = await renderRoute(CARD_REPAY, {
        userEventOptions: { advanceTimers: vi.advanceTimersByTime },
      });
      expect(await screen.findByRole('alert')).toHaveTextContent('Servicio no disponible');
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findAllByRole('radio')).toHaveLength(3);
    });

    it('says that the cards could not be loaded when the server gives no message', async () => {
      server.use(onCall(calls.cardRepaymentWay, () => HttpResponse.json({ code: '500100', message: '' })));
      await renderRoute(CARD_REPAY);
      expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED);
    });

    it('says that the cards could not be loaded for an answer of the wrong shape', async () => {
      server.use(
        onCall(calls.cardRepaymentWay, () => HttpResponse.json({ code: '00', data: { bankCards: 'none' } })),
      );
      await renderRoute(CARD_REPAY);
      expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED);
    });

    it('says the connection failed when the network is down, with a retry', async () => {
      server.use(onCall(calls.cardRepaymentWay, () => HttpResponse.error(), { once: true }));
      const { user } = await renderRoute(CARD_REPAY);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(NETWORK);
      expect(alert).not.toHaveTextContent(LOAD_FAILED);
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findAllByRole('radio')).toHaveLength(3);
    });
  });

  describe('third-party payment (cardRepaymentThirdParty)', () => {
    it('sends userId, orderId and amount, and opens the https page', async () => {
      const log = recordRequests(server);
      const { user } = await open(CARD_REPAY, '?userId=u-77');
      await user.click(screen.getByRole('button', { name: 'Pagar con Alipay' }));
      await waitFor(() =>
        expect(openUrl).toHaveBeenCalledWith('https://pay.example.com/alipay/checkout?order=9001'),
      );
      expect(formBody(log.to(calls.cardRepaymentThirdParty)[0]!.body)).toEqual({
        userId: 'u-77',
        orderId: '9001',
        amount: '345000',
      });
      log.stop();
    });

    it.each(['javascript:alert(1)', 'http://evil.example.com/pay', 'data:text/html,hi', 'tel:123'])(
      'does not open %s',
      async (url) => {
        server.use(
          onCall(calls.cardRepaymentThirdParty, () => HttpResponse.json({ code: '00', data: { url } })),
        );
        const { user } = await open();
        await user.click(screen.getByRole('button', { name: 'Pagar con Alipay' }));
        await waitFor(() => expect(toast()).toHaveTextContent(FAILED));
        expect(openUrl).not.toHaveBeenCalled();
      },
    );

    it('a network failure says so and keeps the button; the next tap opens the pay page', async () => {
      server.use(onCall(calls.cardRepaymentThirdParty, () => HttpResponse.error(), { once: true }));
      const { user } = await open();
      await user.click(screen.getByRole('button', { name: 'Pagar con Alipay' }));
      await waitFor(() => expect(toast()).toHaveTextContent(NETWORK));
      expect(openUrl).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Pagar con Alipay' }));
      await waitFor(() => expect(openUrl).toHaveBeenCalledTimes(1));
    });

    it('opens the app scheme', async () => {
      server.use(
        onCall(calls.cardRepaymentThirdParty, () =>
          HttpResponse.json({ code: '00', data: { url: 'cashloan://pay?order=9001' } }),
        ),
      );
      const { user } = await open();
      await user.click(screen.getByRole('button', { name: 'Pagar con Alipay' }));
      await waitFor(() => expect(openUrl).toHaveBeenCalledWith('cashloan://pay?order=9001'));
    });

    it('is not offered when alipay is off', async () => {
      document.cookie = 'demo_scenario=alipay%3D0; path=/';
      await open();
      expect(screen.queryByRole('button', { name: 'Pagar con Alipay' })).not.toBeInTheDocument();
    });
  });

  it('is in English with ₹ when type=1, the messages too', async () => {
    const { user } = await open(CARD_REPAY, '?type=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeInTheDocument();
    expect(screen.getByText('₹3,450.00')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'HDFC Bank ending in 2231' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(toast()).toHaveTextContent('First choose the card to pay with.');
    await user.click(screen.getByRole('radio', { name: /ICICI/ }));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(
      await screen.findByRole('button', { name: 'You can ask for another code in 60 s' }),
    ).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'SMS verification' })).toBeInTheDocument();
  });

  it('says its messages in Hindi on a Hindi page', async () => {
    server.use(onCall(calls.cardRepaymentConfirm, () => HttpResponse.json({ code: '800006', message: 'x' })));
    const { user } = await open(CARD_REPAY, '?type=1&language=hi');
    await user.click(screen.getByRole('button', { name: 'भुगतान करें' }));
    expect(toast()).toHaveTextContent('पहले वह कार्ड चुनें जिससे भुगतान करना है।');
    await user.click(screen.getByRole('radio', { name: /ICICI/ }));
    await user.click(screen.getByRole('button', { name: 'भुगतान करें' }));
    await user.type(await screen.findByLabelText('वेरिफ़िकेशन कोड'), '654321');
    await user.click(screen.getByRole('button', { name: 'भुगतान की पुष्टि करें' }));
    await waitFor(() => expect(toast()).toHaveTextContent('यह कोड गलत है।'));
  });

  it.each(['', '?type=1&language=hi'])(
    'VITE_WORDING=spec says the spec\'s Chinese messages word for word (page query "%s")',
    async (pageQuery) => {
      setEnv({ wording: 'spec' });
      server.use(
        onCall(calls.cardRepaymentCommit, () =>
          HttpResponse.json({ code: '800005', message: 'x', data: null }),
        ),
      );
      const { user } = await open(CARD_REPAY, pageQuery);
      const pay = screen.getByRole('button', { name: /^(Pagar|भुगतान करें)$/ });
      await user.click(pay);
      expect(toast()).toHaveTextContent('请先选择付款银行卡！');
      await user.click(screen.getAllByRole('radio')[0]!);
      await user.click(pay);
      await waitFor(() => expect(toast()).toHaveTextContent('请勿重复提交支付申请'));
    },
  );

  it('says the link is incomplete without an order or amount', async () => {
    await renderRoute(`${paths.cardRepay}?orderId=9001`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Faltan datos del préstamo');
  });
});
