import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../support/render-route';
import { resetComplaintStore } from '@/demo/fixtures/complaint-store';
import { FIRST_PAINT } from './helpers';
import { paths } from '@/config/paths';

beforeEach(() => resetComplaintStore());

const PAGES = [
  [paths.complaint, `${paths.complaint}?orderId=20241`, 'Quejas y sugerencias'],
  [paths.complaintList, paths.complaintList, 'Mis quejas'],
  [paths.complaintDetails, `${paths.complaintDetails}?problemId=MX1001`, 'Detalle de la queja'],
] as const;

describe('customer service from the complaint pages', () => {
  it.each(PAGES)('%s: customer service one tap away, no second complaint entry', async (_page, path, h1) => {
    await renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: h1 }, FIRST_PAINT)).toBeInTheDocument();
    // The links come with the page's data, below it, so its arrival pushes nothing down.
    const nav = await screen.findByRole('navigation', { name: 'Ayuda y quejas' }, FIRST_PAINT);
    // The page's own entries; the escalation contacts (UNE, CONDUSEF) are in their disclosure.
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => !link.closest('details')),
    ).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: 'Servicio al cliente' })).toHaveAttribute(
      'href',
      paths.customerService,
    );
    expect(screen.queryByRole('link', { name: 'Presentar una queja' })).toBeNull();
  });

  it('opens customer service', async () => {
    const { user, router } = await renderRoute(paths.complaintList);
    const nav = await screen.findByRole('navigation', { name: 'Ayuda y quejas' }, FIRST_PAINT);
    await user.click(within(nav).getByRole('link', { name: 'Servicio al cliente' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.customerService));
  });

  it('is in English when type=1', async () => {
    await renderRoute(paths.complaintList, { pageQuery: '?type=1' });
    const nav = await screen.findByRole('navigation', { name: 'Help and complaints' }, FIRST_PAINT);
    expect(within(nav).getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      paths.customerService,
    );
    expect(within(nav).queryByRole('link', { name: 'File a complaint' })).toBeNull();
  });
});
