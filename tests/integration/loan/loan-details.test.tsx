import { paths } from '@/config/paths';
import { exampleLocation } from '@/app/route-examples';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { renderRoute } from '../../support/render-route';
import { recordRequests } from '../../support/record-requests';
import { setBridge } from '@/lib/bridge';
import { createFakeBridge } from '../../support/fake-bridge';
import { loanDetailsFixture } from '@/demo/fixtures/loan';
import { jsonBodies, scenario } from './helpers';
import { calls, onCall } from '../../support/on-call';

const PATH = `${paths.loanDetails}?productId=7&orderId=MX1`;

function detailsReturn(overrides: Record<string, unknown>) {
  server.use(
    onCall(calls.loanDetails, () =>
      HttpResponse.json({
        success: true,
        data: { ...loanDetailsFixture('mx', '7', 'MX1', '174', false), ...overrides },
      }),
    ),
  );
}

const buttons = () => ({
  repay: screen.queryByRole('link', { name: 'Pagar' }),
  extend: screen.queryByRole('button', { name: 'Extensión' }),
  borrowAgain: screen.queryByRole('link', { name: 'Pedir otro préstamo' }),
});

describe('loan details (/loanDetails): status image and buttons (spec §4)', () => {
  it.each([
    [
      '21',
      'Reloj de arena: solicitud en revisión',
      'En revisión',
      { repay: false, extend: false, again: false },
    ],
    [
      '110',
      'Documento con una cruz: solicitud no aprobada',
      'Solicitud no aprobada',
      { repay: false, extend: false, again: false },
    ],
    [
      '151',
      'Moneda en camino: depósito en proceso',
      'Depósito en proceso',
      { repay: false, extend: false, again: false },
    ],
    [
      '170',
      'Triángulo de aviso: el préstamo requiere atención',
      'Depósito fallido',
      { repay: false, extend: false, again: false },
    ],
    ['174', 'Calendario: pago pendiente', 'Pendiente de pago', { repay: true, extend: true, again: false }],
    ['180', 'Reloj despertador: pago vencido', 'Pago vencido', { repay: true, extend: true, again: false }],
    [
      '200',
      'Marca de verificación: préstamo liquidado',
      'Préstamo liquidado',
      { repay: false, extend: false, again: true },
    ],
  ])('status %s: image "%s", its texts and its buttons', async (status, alt, statusText, expected) => {
    scenario(`status=${status}`);
    await renderRoute(PATH);
    expect(await screen.findByRole('img', { name: alt })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: statusText })).toBeInTheDocument();
    expect(screen.getByText('Dinero Ya')).toBeInTheDocument();
    const found = buttons();
    expect(Boolean(found.repay)).toBe(expected.repay);
    expect(Boolean(found.extend)).toBe(expected.extend);
    expect(Boolean(found.borrowAgain)).toBe(expected.again);
    if (expected.repay) expect(found.repay).toHaveAttribute('href', `${paths.repay}?productId=7&orderId=MX1`);
    if (expected.again)
      expect(found.borrowAgain).toHaveAttribute('href', exampleLocation({ path: paths.confirmLoan }));
    // spec §4: status 110 hides the detail list.
    if (status === '110') expect(screen.queryByText('Número de préstamo')).not.toBeInTheDocument();
    else expect(screen.getByText('Número de préstamo').nextElementSibling).toHaveTextContent('MX1');
  });

  it('uses the 200 image for an unknown status and shows no buttons', async () => {
    detailsReturn({ orderStatus: 999, isDelay: 0 });
    await renderRoute(PATH);
    expect(
      await screen.findByRole('img', { name: 'Marca de verificación: préstamo liquidado' }),
    ).toBeInTheDocument();
    expect(buttons()).toEqual({ repay: null, extend: null, borrowAgain: null });
  });

  it('shows no Extension button for 174 when isDelay is not 1', async () => {
    detailsReturn({ orderStatus: '174', isDelay: '0' });
    await renderRoute(PATH);
    expect(await screen.findByRole('link', { name: 'Pagar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Extensión' })).not.toBeInTheDocument();
  });

  it('opens the extension reminder with both choices: go to extension, or skip and repay', async () => {
    scenario('status=180');
    const { user } = await renderRoute(PATH);
    await user.click(await screen.findByRole('button', { name: 'Extensión' }));
    const modal = screen.getByRole('dialog', { name: '¿Necesitas más tiempo?' });
    expect(within(modal).getByRole('link', { name: 'Ir a la extensión' })).toHaveAttribute(
      'href',
      `${paths.repayDelay}?productId=7&orderId=MX1`,
    );
    expect(within(modal).getByRole('link', { name: 'Omitir e ir a pagar' })).toHaveAttribute(
      'href',
      `${paths.repay}?productId=7&orderId=MX1`,
    );
    await user.click(within(modal).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes to the extension page from the reminder', async () => {
    const { user, router } = await renderRoute(PATH);
    await user.click(await screen.findByRole('button', { name: 'Extensión' }));
    await user.click(screen.getByRole('link', { name: 'Ir a la extensión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.repayDelay));
    expect(router.state.location.search).toBe('?productId=7&orderId=MX1');
  });

  it('skips to the repay page from the reminder', async () => {
    const { user, router } = await renderRoute(PATH);
    await user.click(await screen.findByRole('button', { name: 'Extensión' }));
    await user.click(screen.getByRole('link', { name: 'Omitir e ir a pagar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.repay));
    expect(router.state.location.search).toBe('?productId=7&orderId=MX1');
  });

  it('offers a safe h5Url and the contract, and ignores an unsafe link', async () => {
    detailsReturn({ h5Url: 'https://help.example.com/loan', inside: 'javascript:alert(1)' });
    await renderRoute(PATH);
    expect(await screen.findByRole('link', { name: 'Más información' })).toHaveAttribute(
      'href',
      'https://help.example.com/loan',
    );
    expect(screen.getAllByRole('link', { name: 'Más información' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Ver el contrato de préstamo' })).toHaveAttribute(
      'href',
      `${paths.loanAgreement}?orderNo=MX1`,
    );
  });

  it('is in English with rupees for type=1', async () => {
    await renderRoute(PATH, { pageQuery: '?type=1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan details' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Calendar: payment due' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Repay' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Extension' })).toBeInTheDocument();
    // Server-formatted rows, as India writes numbers: the loan, what was taken at disbursal, the total.
    const row = (label: string) => screen.getByText(label).nextElementSibling;
    expect(row('Loan amount')).toHaveTextContent('₹20,000.00');
    expect(row('Amount you received')).toHaveTextContent('₹19,528.00');
    expect(row('Total to repay')).toHaveTextContent('₹20,078.91');
  });

  it('treats a response without orderStatus as invalid', async () => {
    server.use(
      onCall(calls.loanDetails, () => HttpResponse.json({ success: true, data: { productName: 'X' } })),
    );
    await renderRoute(PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('respuesta inesperada');
  });

  it('renders markup in server strings as text', async () => {
    detailsReturn({ noticeStatusText: '<img src=x onerror=alert(1)>Aviso' });
    const { container } = await renderRoute(PATH);
    expect(await screen.findByText('<img src=x onerror=alert(1)>Aviso')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('loan details rating (spec §4, §5)', () => {
  beforeEach(() => scenario('score=1'));

  it('does not open the rating when isScore is 0', async () => {
    scenario('');
    await renderRoute(PATH);
    await screen.findByRole('img', { name: 'Calendario: pago pendiente' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for a rating when none is selected, and sends nothing', async () => {
    const log = recordRequests(server);
    const { user } = await renderRoute(PATH);
    const modal = await screen.findByRole('dialog', { name: '¿Cómo fue tu experiencia?' });
    expect(within(modal).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(modal).getByRole('button', { name: 'Enviar calificación' }));
    // The toast shows inside the open dialog (above its backdrop), where the borrower looks.
    expect(within(modal).getByRole('status', { name: 'Notificaciones' })).toHaveTextContent(
      'Elige una calificación.',
    );
    expect(log.to(calls.rating)).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: '¿Cómo fue tu experiencia?' })).toBeInTheDocument();
    log.stop();
  });

  it('asks in English in India', async () => {
    const { user } = await renderRoute(PATH, { pageQuery: '?type=1' });
    const modal = await screen.findByRole('dialog', { name: 'How was your experience?' });
    await user.click(within(modal).getByRole('button', { name: 'Send rating' }));
    expect(within(modal).getByRole('status', { name: 'Notifications' })).toHaveTextContent(
      'Please choose a rating.',
    );
  });

  it('below 4: posts the score and shows the thank-you modal, without the store rating', async () => {
    const bridge = createFakeBridge();
    setBridge(bridge);
    const log = recordRequests(server);
    const { user } = await renderRoute(PATH);
    const modal = await screen.findByRole('dialog', { name: '¿Cómo fue tu experiencia?' });
    await user.click(within(modal).getByRole('radio', { name: '3 estrellas' }));
    await user.click(within(modal).getByRole('button', { name: 'Enviar calificación' }));
    const thanks = await screen.findByRole('dialog', { name: '¡Gracias por tu opinión!' });
    expect(jsonBodies(log.to(calls.rating))).toEqual([{ score: 3 }]);
    expect(bridge.calls).toEqual([]);
    await user.click(within(thanks).getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    log.stop();
  });

  it.each([4, 5])('%i stars: sends the rating (calls.rating) and opens the native rating', async (stars) => {
    const bridge = createFakeBridge();
    setBridge(bridge);
    const log = recordRequests(server);
    const { user } = await renderRoute(PATH);
    const modal = await screen.findByRole('dialog', { name: '¿Cómo fue tu experiencia?' });
    await user.click(within(modal).getByRole('radio', { name: `${stars} estrellas` }));
    await user.click(within(modal).getByRole('button', { name: 'Enviar calificación' }));
    await waitFor(() => expect(bridge.calls).toEqual([{ action: 'goRate', args: [] }]));
    expect(jsonBodies(log.to(calls.rating))).toEqual([{ score: stars }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    log.stop();
  });

  it('keeps the modal and the stars when the score cannot be sent', async () => {
    const bridge = createFakeBridge();
    setBridge(bridge);
    server.use(
      onCall(calls.rating, () => HttpResponse.json({ success: false, message: 'Intenta más tarde' })),
    );
    const { user } = await renderRoute(PATH);
    const modal = await screen.findByRole('dialog', { name: '¿Cómo fue tu experiencia?' });
    await user.click(within(modal).getByRole('radio', { name: '5 estrellas' }));
    await user.click(within(modal).getByRole('button', { name: 'Enviar calificación' }));
    expect(await screen.findByText('Intenta más tarde')).toBeInTheDocument();
    expect(within(modal).getByRole('radio', { name: '5 estrellas' })).toBeChecked();
    expect(bridge.calls).toEqual([]);
  });

  it('says the network is down, keeps the stars, and the next tap sends the rating', async () => {
    server.use(onCall(calls.rating, () => HttpResponse.error(), { once: true }));
    const log = recordRequests(server);
    const { user } = await renderRoute(PATH);
    const modal = await screen.findByRole('dialog', { name: '¿Cómo fue tu experiencia?' });
    await user.click(within(modal).getByRole('radio', { name: '2 estrellas' }));
    await user.click(within(modal).getByRole('button', { name: 'Enviar calificación' }));
    expect(await within(modal).findByRole('status', { name: 'Notificaciones' })).toHaveTextContent(
      'Sin conexión',
    );
    expect(within(modal).getByRole('radio', { name: '2 estrellas' })).toBeChecked();
    await user.click(within(modal).getByRole('button', { name: 'Enviar calificación' }));
    expect(await screen.findByRole('dialog', { name: '¡Gracias por tu opinión!' })).toBeInTheDocument();
    expect(jsonBodies(log.to(calls.rating))).toEqual([{ score: 2 }, { score: 2 }]);
    log.stop();
  });
});
