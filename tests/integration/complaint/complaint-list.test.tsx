import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { formatScreenDateTime } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { renderRoute } from '../../support/render-route';
import { complaintStore, resetComplaintStore } from '@/demo/fixtures/complaint-store';
import { FIRST_PAINT } from './helpers';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

beforeEach(() => {
  // The demo dates its complaints from its today.
  vi.useFakeTimers({ now: new Date(2025, 4, 6, 12, 0, 0), toFake: ['Date'] });
  resetComplaintStore();
});

const tab = (name: string) => screen.getByRole('tab', { name });

describe('complaint list (/complaintList)', () => {
  it('shows the server tabs as a tablist with the first one selected', async () => {
    await renderRoute(paths.complaintList);
    const tablist = await screen.findByRole('tablist', { name: 'Estado de las quejas' }, FIRST_PAINT);
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((item) => item.textContent),
    ).toEqual(['Pendientes', 'Procesadas', 'Cerradas']);
    expect(tab('Pendientes')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Procesadas')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Procesadas')).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Pendientes' });
    const link = within(panel).getByRole('link', { name: /Pagué mi cuota/ });
    expect(link).toHaveAttribute('href', `${paths.complaintDetails}?problemId=MX1001`);
    expect(link).toHaveTextContent('Pagos y reembolsos');
    // Written yesterday at 18:40 on the lender's wall (Mexico City), shown as that time whatever the phone's zone.
    expect(link).toHaveTextContent(formatScreenDateTime('2025-05-05 18:40:00', { market: Market.mexico }));
    expect(screen.getByRole('heading', { level: 1, name: 'Mis quejas' })).toBeInTheDocument();
    expect(document.title).toBe('Mis quejas');
  });

  it('moves between tabs with clicks and arrow keys, and says when a tab is empty', async () => {
    const { user } = await renderRoute(paths.complaintList);
    await screen.findByRole('tablist', {}, FIRST_PAINT);
    await user.click(tab('Procesadas'));
    expect(tab('Procesadas')).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Procesadas' });
    expect(within(panel).getAllByRole('link')).toHaveLength(2);
    expect(within(panel).getByRole('link', { name: /Me llaman más de diez veces/ })).toHaveTextContent(
      'Cobranza · Llamadas excesivas',
    );

    await user.keyboard('{ArrowRight}');
    expect(tab('Cerradas')).toHaveFocus();
    expect(tab('Cerradas')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Cerradas' })).toHaveTextContent('No hay quejas aquí.');
    await user.keyboard('{ArrowRight}');
    expect(tab('Pendientes')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Cerradas')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Pendientes')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Cerradas')).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the details of a complaint', async () => {
    const { user, router } = await renderRoute(paths.complaintList);
    await user.click(await screen.findByRole('link', { name: /Pagué mi cuota/ }, FIRST_PAINT));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Detalle de la queja' }, FIRST_PAINT),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?problemId=MX1001');
  });

  it('lists a newly saved complaint first in its tab', async () => {
    complaintStore.add({
      market: 'mx',
      problemType: '4',
      problemSonType: '',
      orderNo: 'NO20241',
      content: 'Nueva sugerencia guardada',
      images: [],
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 0,
    });
    await renderRoute(paths.complaintList);
    const panel = await screen.findByRole('tabpanel', { name: 'Pendientes' }, FIRST_PAINT);
    expect(within(panel).getAllByRole('link')[0]).toHaveTextContent('Nueva sugerencia guardada');
  });

  it('renders server text as text', async () => {
    server.use(
      onCall(calls.complaintList, () =>
        HttpResponse.json({
          code: 0,
          data: {
            tabs: [
              {
                title: '<b>Todo</b>',
                items: [
                  { id: 7, time: '2025-01-02 03:04:05', type: 'X', content: '<img src=x onerror=alert(1)>' },
                ],
              },
            ],
          },
        }),
      ),
    );
    await renderRoute(paths.complaintList);
    expect(await screen.findByRole('tab', { name: '<b>Todo</b>' }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(
      screen.getByText(formatScreenDateTime('2025-01-02 03:04:05', { market: Market.mexico })),
    ).toBeInTheDocument();
  });

  it('says so when there are no tabs', async () => {
    server.use(onCall(calls.complaintList, () => HttpResponse.json({ code: 0, data: { tabs: [] } })));
    await renderRoute(paths.complaintList);
    expect(
      await screen.findByText('Todavía no has presentado ninguna queja.', {}, FIRST_PAINT),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nueva queja' })).toHaveAttribute('href', paths.complaint);
  });

  it('treats a wrong-shaped body as an invalid response', async () => {
    server.use(onCall(calls.complaintList, () => HttpResponse.json({ code: 0, data: { tabs: 'none' } })));
    await renderRoute(paths.complaintList);
    expect(await screen.findByRole('alert', {}, FIRST_PAINT)).toHaveTextContent('respuesta inesperada');
  });

  it('is in English with type=1', async () => {
    await renderRoute(paths.complaintList, { pageQuery: '?type=1' });
    expect(await screen.findByRole('tab', { name: 'Pending' }, FIRST_PAINT)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My complaints' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /I paid my EMI/ })).toHaveAttribute(
      'href',
      `${paths.complaintDetails}?problemId=IN1001`,
    );
  });
});
