import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { formatDate } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { renderRoute } from '../../support/render-route';
import { formBody, recordRequests } from '../../support/record-requests';
import { resetComplaintStore } from '@/demo/fixtures/complaint-store';
import { FIRST_PAINT, toastRegion } from './helpers';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

beforeEach(() => resetComplaintStore());

async function openDetails(problemId: string, pageQuery = '') {
  const view = await renderRoute(`${paths.complaintDetails}?problemId=${problemId}`, {
    pageQuery,
    userEventOptions: { advanceTimers: vi.advanceTimersByTime },
  });
  await screen.findByRole('heading', { level: 1 }, FIRST_PAINT);
  return view;
}

function detailsReply(data: Record<string, unknown>) {
  server.use(
    onCall(calls.complaintDetails, () =>
      HttpResponse.json({ code: 0, message: '', data: { type: 'Pagos', content: 'Texto', ...data } }),
    ),
  );
}

const resultHeading = () => screen.queryByRole('heading', { level: 2, name: 'Resultado de la gestión' });

describe('complaint details (/complainDetails)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  it('shows the type, content and images, each enlarged in a modal with alt text', async () => {
    // The demo dates its complaints from its today.
    vi.setSystemTime(new Date(2025, 4, 6, 12, 0, 0));
    resetComplaintStore();
    const log = recordRequests(server);
    const { user } = await openDetails('MX1001');
    expect(
      await screen.findByText(
        `Pagué mi cuota el ${formatDate('2025-05-03', { market: Market.mexico })} en OXXO`,
        { exact: false },
        FIRST_PAINT,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Pagos y reembolsos')).toBeInTheDocument();
    expect(formBody(log.to(calls.complaintDetails)[0]!.body)).toEqual({ problemId: 'MX1001' });
    expect(document.title).toBe('Detalle de la queja');
    await user.click(screen.getByRole('button', { name: 'Ampliar la imagen adjunta 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Imagen adjunta 1' });
    expect(within(dialog).getByRole('img', { name: 'Imagen adjunta 1' })).toHaveAttribute(
      'src',
      expect.stringContaining('data:image/svg+xml'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    log.stop();
  });

  it('hides the result block when there is neither text nor images', async () => {
    await openDetails('MX1001');
    await screen.findByText(/Pagué mi cuota/, {}, FIRST_PAINT);
    expect(resultHeading()).not.toBeInTheDocument();
    expect(screen.queryByText('Agente de servicio')).not.toBeInTheDocument();
  });

  it('hides it too when the text is only blanks', async () => {
    detailsReply({ disposeDetail: '   ', disposeImages: [] });
    await openDetails('X1');
    await screen.findByText('Texto', {}, FIRST_PAINT);
    expect(resultHeading()).not.toBeInTheDocument();
  });

  it('shows the handling result with the agent label, text and images', async () => {
    const { user } = await openDetails('MX1002');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Resultado de la gestión' }, FIRST_PAINT),
    ).toBeInTheDocument();
    expect(screen.getByText('Cobranza · Llamadas excesivas')).toBeInTheDocument();
    expect(screen.getByText('Agente de servicio')).toBeInTheDocument();
    expect(screen.getByText(/limitamos las llamadas de cobranza/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ampliar la imagen de la respuesta 1' }));
    expect(screen.getByRole('img', { name: 'Imagen de la respuesta 1' })).toBeInTheDocument();
  });

  it('shows the result block for images alone (comma-joined urls accepted)', async () => {
    detailsReply({
      disposeDetail: '',
      disposeImages: 'https://cdn.example.com/a.png,https://cdn.example.com/b.png',
    });
    await openDetails('X2');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Resultado de la gestión' }, FIRST_PAINT),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Ampliar la imagen de la respuesta/ })).toHaveLength(2);
  });

  it('opens the rating modal 3 s after load when isNeedScore is not 0, and insists on a star', async () => {
    const { user } = await openDetails('MX1002');
    await screen.findByText(/Me llaman más de diez veces/, {}, FIRST_PAINT);
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    const dialog = await screen.findByRole('dialog', { name: 'Califica la atención' }, FIRST_PAINT);
    expect(within(dialog).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar calificación' }));
    expect(toastRegion()).toHaveTextContent('Elige una calificación.');
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '4 estrellas' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar calificación' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastRegion()).toHaveTextContent('Gracias por tu calificación.');
    expect(JSON.parse(localStorage.getItem('complaint:rating:MX1002')!)).toMatchObject({ score: 4 });
  });

  it('does not ask again for a complaint rated on this device', async () => {
    localStorage.setItem('complaint:rating:MX1002', JSON.stringify({ score: 5 }));
    await openDetails('MX1002');
    await screen.findByText(/Me llaman más de diez veces/, {}, FIRST_PAINT);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open the rating modal when isNeedScore is 0, or after it was closed', async () => {
    const first = await openDetails('MX1003');
    await screen.findByText(/actualizar mi correo/, {}, FIRST_PAINT);
    expect(resultHeading()).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    const { user } = await openDetails('MX1002');
    await act(() => vi.advanceTimersByTimeAsync(3100));
    await user.click(await screen.findByRole('button', { name: 'Cerrar' }, FIRST_PAINT));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('still rates when localStorage throws', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const { user } = await openDetails('MX1002');
    await act(() => vi.advanceTimersByTimeAsync(3100));
    const dialog = await screen.findByRole('dialog', {}, FIRST_PAINT);
    await user.click(within(dialog).getByRole('radio', { name: '2 estrellas' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar calificación' }));
    expect(toastRegion()).toHaveTextContent('Gracias por tu calificación.');
  });

  it('renders server text as inert text', async () => {
    detailsReply({
      content: '<img src=x onerror=alert(1)>',
      disposeDetail: '<script>alert(2)</script>',
      images: [],
    });
    await openDetails('X3');
    expect(await screen.findByText('<img src=x onerror=alert(1)>', {}, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByText('<script>alert(2)</script>')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('says which complaint is missing when there is no problemId', async () => {
    const log = recordRequests(server);
    await renderRoute(paths.complaintDetails);
    expect(await screen.findByRole('alert', {}, FIRST_PAINT)).toHaveTextContent(
      'No sabemos qué queja mostrar.',
    );
    expect(screen.getByRole('link', { name: 'Ver mis quejas' })).toHaveAttribute('href', paths.complaintList);
    expect(log.to(calls.complaintDetails)).toHaveLength(0);
    log.stop();
  });

  it('shows the server message for a complaint it cannot find, with no retry that could never work', async () => {
    await openDetails('MX-NO-SUCH');
    expect(await screen.findByRole('alert', {}, FIRST_PAINT)).toHaveTextContent('No encontramos esta queja.');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('treats a wrong-shaped body as an invalid response', async () => {
    server.use(
      onCall(calls.complaintDetails, () => HttpResponse.json({ code: 0, data: { images: [1, 2] } })),
    );
    await openDetails('MX1001');
    expect(await screen.findByRole('alert', {}, FIRST_PAINT)).toHaveTextContent('respuesta inesperada');
  });

  it('is in English with type=1, the rating prompt message unchanged', async () => {
    const { user } = await openDetails('IN1002', '?type=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Complaint details' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Handling result' }, FIRST_PAINT),
    ).toBeInTheDocument();
    expect(screen.getByText('Service agent')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    const dialog = await screen.findByRole('dialog', { name: 'Rate the service' }, FIRST_PAINT);
    await user.click(within(dialog).getByRole('button', { name: 'Submit rating' }));
    expect(toastRegion()).toHaveTextContent('Please choose a rating.');
    expect(within(dialog).getByRole('radio', { name: '1 star' })).toBeInTheDocument();
  });
});
