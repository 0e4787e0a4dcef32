import { paths } from '@/config/paths';
import { exampleLocation } from '@/app/route-examples';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { formatScreenDate } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { server } from '@/demo/node';
import { renderRoute } from '../../support/render-route';
import { setEnv } from '../../support/settings';
import { formBody, recordRequests } from '../../support/record-requests';
import { resetComplaintStore } from '@/demo/fixtures/complaint-store';
import { locationQuery, toastRegion, FIRST_PAINT } from './helpers';
import { calls, onCall } from '../../support/on-call';

/** spec §4's refusal in the page's language (a recorded departure); VITE_WORDING=spec says the spec's sentence. */
const REFUSED = 'El préstamo que elegiste no admite quejas sobre cobranza.';

const SPEC_REFUSED = 'The selected order does not support sending collection types';

beforeEach(() => resetComplaintStore());

describe('complaint start (/complaint)', () => {
  it('calls init with the orderId and shows the order card and the question types', async () => {
    const log = recordRequests(server);
    await renderRoute(exampleLocation({ path: paths.complaint }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Dinero Ya' }, FIRST_PAINT),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Quejas y sugerencias' })).toBeInTheDocument();
    expect(document.title).toBe('Quejas y sugerencias');
    expect(screen.getByText('Monto del préstamo')).toBeInTheDocument();
    expect(screen.getByText('$3,000.00')).toBeInTheDocument();
    expect(screen.getByText('Estado: Pendiente de pago')).toBeInTheDocument();
    for (const name of ['Cobranza', 'Pagos y reembolsos', 'Cuenta y datos personales', 'Sugerencias'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mis quejas' })).toHaveAttribute('href', paths.complaintList);
    expect(formBody(log.to(calls.complaintInit)[0]!.body)).toEqual({ orderId: 'MX24050007' });
    log.stop();
  });

  it.each([
    ['Mexico', '', 'mx', 'Fecha de solicitud', Market.mexico],
    ['India', '?type=1', 'in', 'Applied on', Market.india],
  ] as const)(
    '%s: the order’s date is written as the market writes dates, not as the server sent it',
    async (_market, pageQuery, market, label, type) => {
      const { complaintInitFixture } = await import('@/demo/fixtures/complaint');
      const orderId = market === 'mx' ? 'MX24050007' : 'IN24050007';
      const sent = complaintInitFixture(market, orderId, undefined).orderDetail.list.find(
        (row) => row.title === label,
      )!.value;
      expect(sent).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await renderRoute(`${paths.complaint}?orderId=${orderId}`, { pageQuery });
      const term = await screen.findByText(label, { selector: 'dt' }, FIRST_PAINT);
      expect(term.nextElementSibling).toHaveTextContent(formatScreenDate(sent, { market: type }));
      expect(screen.queryByText(sent)).not.toBeInTheDocument();
    },
  );

  it('opens the form straight away for a type other than 1', async () => {
    const { user, router } = await renderRoute(exampleLocation({ path: paths.complaint }));
    await user.click(await screen.findByRole('button', { name: 'Pagos y reembolsos' }, FIRST_PAINT));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Describe tu problema' }, FIRST_PAINT),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.complaintForm);
    expect(locationQuery(router)).toEqual({
      problemType: '2',
      orderNo: 'MX24050007',
      orderId: 'MX24050007',
      typeTitle: 'Pagos y reembolsos',
    });
    expect(screen.getByText('Pagos y reembolsos')).toBeInTheDocument();
  });

  it('shows the collection sub-types for type 1, and a sub-type opens the form with it', async () => {
    const { user, router } = await renderRoute(exampleLocation({ path: paths.complaint }));
    await user.click(await screen.findByRole('button', { name: 'Cobranza' }, FIRST_PAINT));
    const heading = screen.getByRole('heading', { level: 2, name: 'Elige el motivo de cobranza' });
    expect(heading).toHaveFocus();
    expect(router.state.location.pathname).toBe(paths.complaint);
    expect(screen.queryByRole('button', { name: 'Pagos y reembolsos' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver a los tipos' }));
    await user.click(screen.getByRole('button', { name: 'Cobranza' }));
    await user.click(screen.getByRole('button', { name: 'Lenguaje ofensivo o amenazas' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Describe tu problema' }, FIRST_PAINT),
    ).toBeInTheDocument();
    expect(locationQuery(router)).toMatchObject({
      problemType: '1',
      problemSonType: '102',
      orderNo: 'MX24050007',
      sonTitle: 'Lenguaje ofensivo o amenazas',
    });
  });

  it('refuses type 1 when the order has isShow 0, with the exact toast', async () => {
    const { user, router } = await renderRoute(`${paths.complaint}?orderId=MX24050015`);
    await user.click(await screen.findByRole('button', { name: 'Cobranza' }, FIRST_PAINT));
    expect(toastRegion()).toHaveTextContent(REFUSED);
    expect(screen.queryByRole('heading', { name: 'Elige el motivo de cobranza' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.complaint);
    // Other types are still allowed for that order.
    await user.click(screen.getByRole('button', { name: 'Sugerencias' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Describe tu problema' }, FIRST_PAINT),
    ).toBeInTheDocument();
  });

  it.each(['wording', 'complaintRefusal'] as const)(
    "VITE_WORDING=spec (or the older VITE_COMPLAINT_REFUSAL=spec) gives Mexico's page the spec's English sentence (%s)",
    async (setting) => {
      setEnv({ [setting]: 'spec' });
      const { user } = await renderRoute(`${paths.complaint}?orderId=MX24050015`);
      await user.click(await screen.findByRole('button', { name: 'Cobranza' }, FIRST_PAINT));
      expect(toastRegion()).toHaveTextContent(SPEC_REFUSED);
    },
  );

  it('treats a missing or string isShow the same way (only 1 allows collection)', async () => {
    server.use(
      onCall(calls.complaintInit, () =>
        HttpResponse.json({
          code: '0',
          message: '',
          data: {
            problemType: [{ title: 'Cobranza', value: '1' }],
            problemSonType: [{ title: 'Llamadas', value: '9' }],
            orderDetail: { orderNo: 'A1', productName: 'P', status: '', list: [] },
            orderList: [],
          },
        }),
      ),
    );
    const { user } = await renderRoute(`${paths.complaint}?orderId=1`);
    await user.click(await screen.findByRole('button', { name: 'Cobranza' }, FIRST_PAINT));
    expect(toastRegion()).toHaveTextContent(REFUSED);
    expect(screen.queryByRole('button', { name: 'Todos' })).not.toBeInTheDocument();
  });

  it('switches order from the All list by re-calling init with the chosen orderId', async () => {
    const log = recordRequests(server);
    const { user, router } = await renderRoute(exampleLocation({ path: paths.complaint }));
    await user.click(await screen.findByRole('button', { name: 'Todos' }, FIRST_PAINT));
    const dialog = screen.getByRole('dialog', { name: 'Elige un préstamo' });
    const current = within(dialog).getByRole('button', { name: /Dinero Ya/ });
    expect(current).toHaveAttribute('aria-current', 'true');
    await user.click(within(dialog).getByRole('button', { name: /Efectivo Fácil/ }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Efectivo Fácil' }, FIRST_PAINT),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(locationQuery(router)).toEqual({ orderId: 'MX24050015' });
    expect(log.to(calls.complaintInit).map((request) => formBody(request.body).orderId)).toEqual([
      'MX24050007',
      'MX24050015',
    ]);
    // The new order's isShow (0) now governs type 1.
    await user.click(screen.getByRole('button', { name: 'Cobranza' }));
    expect(toastRegion()).toHaveTextContent(REFUSED);
    log.stop();
  });

  it('is in English with type=1, the refusal too (a loan, not an order)', async () => {
    const { user } = await renderRoute(`${paths.complaint}?orderId=IN24050015`, { pageQuery: '?type=1' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Rupee Now' }, FIRST_PAINT),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Complaints and feedback' })).toBeInTheDocument();
    expect(screen.getByText('₹8,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collection' }));
    expect(toastRegion()).toHaveTextContent('The loan you chose does not take complaints about collection.');
    expect(screen.getByRole('link', { name: 'My complaints' })).toBeInTheDocument();
  });

  it('is in Hindi with language=hi, the refusal too', async () => {
    const { user } = await renderRoute(`${paths.complaint}?orderId=IN24050015`, {
      pageQuery: '?type=1&language=hi',
    });
    await user.click(await screen.findByRole('button', { name: 'वसूली' }, FIRST_PAINT));
    expect(toastRegion()).toHaveTextContent('आपने जो लोन चुना है, उस पर वसूली की शिकायत नहीं की जा सकती।');
  });

  it('says so when there is no order', async () => {
    server.use(
      onCall(calls.complaintInit, () =>
        HttpResponse.json({ code: 0, data: { problemType: [], problemSonType: [], orderDetail: null } }),
      ),
    );
    await renderRoute(paths.complaint);
    expect(
      await screen.findByText('No tienes préstamos sobre los que presentar una queja.', {}, FIRST_PAINT),
    ).toBeInTheDocument();
  });

  it('treats a wrong-shaped body as an invalid response', async () => {
    server.use(
      onCall(calls.complaintInit, () =>
        HttpResponse.json({ code: 0, data: { problemType: [{ title: 5 }] } }),
      ),
    );
    await renderRoute(exampleLocation({ path: paths.complaint }));
    expect(await screen.findByRole('alert', {}, FIRST_PAINT)).toHaveTextContent('respuesta inesperada');
  });

  it('keeps the card working after the user opens and closes the All list', async () => {
    const { user } = await renderRoute(exampleLocation({ path: paths.complaint }));
    await user.click(await screen.findByRole('button', { name: 'Todos' }, FIRST_PAINT));
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: 'Dinero Ya' })).toBeInTheDocument();
  });
});
