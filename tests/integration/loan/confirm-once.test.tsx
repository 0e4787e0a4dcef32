import { paths } from '@/config/paths';
import { exampleLocation } from '@/app/route-examples';
import { act, screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { renderRoute } from '../../support/render-route';
import { recordRequests } from '../../support/record-requests';
import { agree } from './helpers';
import { calls, onCall } from '../../support/on-call';

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// The next page's file arrives only when the test says: the router keeps the confirmation on screen
// meanwhile, as on a slow network.
const nextPage = vi.hoisted(() => {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
});
vi.mock('@/features/loan/routes/loan-details', async (importOriginal) => {
  await nextPage.arrived;
  return importOriginal();
});

const keysOf = (requests: { headers: Headers }[]) =>
  requests.map((request) => request.headers.get('Idempotency-Key'));

async function openConfirm() {
  const view = await renderRoute(exampleLocation({ path: paths.confirmLoan }), {
    userEventOptions: { advanceTimers: vi.advanceTimersByTime },
  });
  await screen.findByRole('region', { name: 'Recibes en tu cuenta' });
  await agree(view.user);
  return view;
}

describe('one application per intent (/confirmLoan)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  it('sends one loanConfirmSubmit for two taps in one task and a third while the next page is slow, and says the application is sent', async () => {
    server.use(
      onCall(calls.loanDetails, async () => {
        await delay(5000);
        return undefined;
      }),
    );
    const log = recordRequests(server);
    const { user, router } = await openConfirm();
    const apply = screen.getByRole('button', { name: /^Solicitar y recibir \$/ });
    // Two taps in one task: React has not re-rendered between them, so the second lands on a button that is
    // still enabled, and only the one-flight guard keeps it from applying again.
    act(() => {
      apply.click();
      expect(apply).toBeEnabled();
      apply.click();
    });

    const sent = await screen.findByRole('button', { name: 'Solicitud enviada' });
    expect(sent).toBeDisabled();
    // Said in a live region, so a screen reader hears it too.
    expect(screen.getByText('Recibimos tu solicitud. No hace falta volver a enviarla.')).toHaveAttribute(
      'role',
      'status',
    );
    // A third tap, 1.5 s later: the page is still the confirmation, and the button stays done.
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await user.click(sent);
    expect(router.state.location.pathname).toBe(paths.confirmLoan);
    expect(sent).toHaveAccessibleName('Solicitud enviada');

    nextPage.arrive();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Detalles del préstamo' }),
    ).toBeInTheDocument();
    expect(log.to(calls.loanConfirmSubmit)).toHaveLength(1);
    expect(keysOf(log.to(calls.loanConfirmSubmit))[0]).toMatch(KEY);
    log.stop();
  });

  it('offers a retry after a time-out that sends the same Idempotency-Key', async () => {
    server.use(
      onCall(
        calls.loanConfirmSubmit,
        async () => {
          await delay('infinite');
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const log = recordRequests(server);
    const { user } = await openConfirm();
    await user.click(screen.getByRole('button', { name: /^Solicitar y recibir \$/ }));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByRole('status', { name: 'Notificaciones' })).toHaveTextContent(
      'tardó demasiado',
    );
    const retry = screen.getByRole('button', { name: 'Reintentar la solicitud' });
    expect(retry).toBeEnabled();
    expect(
      screen.getByText('No supimos si tu solicitud llegó. Reintentar no crea una segunda solicitud.'),
    ).toBeInTheDocument();

    await user.click(retry);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Detalles del préstamo' }),
    ).toBeInTheDocument();
    const keys = keysOf(log.to(calls.loanConfirmSubmit));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(KEY);
    expect(keys[1]).toBe(keys[0]);
    log.stop();
  });

  it('asks again with a new key after the server refused (it created nothing)', async () => {
    server.use(
      onCall(
        calls.loanConfirmSubmit,
        () => HttpResponse.json({ success: false, code: 3, message: 'Cupo agotado' }),
        {
          once: true,
        },
      ),
    );
    const log = recordRequests(server);
    const { user } = await openConfirm();
    await user.click(screen.getByRole('button', { name: /^Solicitar y recibir \$/ }));
    expect(await screen.findByText('Cupo agotado')).toBeInTheDocument();
    // A refusal is an answer: the button is the plain Apply again, and its next tap is a new intent.
    await user.click(await screen.findByRole('button', { name: /^Solicitar y recibir \$/ }));
    await screen.findByRole('heading', { level: 1, name: 'Detalles del préstamo' });
    const keys = keysOf(log.to(calls.loanConfirmSubmit));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toMatch(KEY);
    expect(keys[1]).not.toBe(keys[0]);
    log.stop();
  });

  it('says "Application sent" in English', async () => {
    server.use(
      onCall(calls.loanConfirmSubmit, () =>
        HttpResponse.json({ success: true, data: { lendDetailsUrl: 'javascript:alert(1)' } }),
      ),
    );
    const { user } = await renderRoute(exampleLocation({ path: paths.confirmLoan }), {
      pageQuery: '?type=1',
      userEventOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    await agree(user);
    await user.click(await screen.findByRole('checkbox', { name: /Key Facts Statement/ }));
    await user.click(screen.getByRole('button', { name: /^Apply and receive ₹/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Application sent' })).toBeDisabled());
    expect(
      screen.getByText('We have your application. There is no need to send it again.'),
    ).toBeInTheDocument();
  });
});
