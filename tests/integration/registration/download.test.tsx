import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { env } from '@/config/env';
import { profileFor } from '@/config/market-profile';
import { externalNavigation } from '@/features/registration/utils/open-url';
import { server } from '@/demo/node';
import { recordRequests } from '../../support/record-requests';
import { renderRoute } from '../../support/render-route';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

/** The lender's store pages, from the lender's profile. */
const STORES = profileFor('mx').stores;

async function openDownload(path: string, pageQuery = '') {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const open = vi.spyOn(externalNavigation, 'open').mockImplementation(() => undefined);
  const view = await renderRoute(path, {
    pageQuery,
    userEventOptions: { advanceTimers: vi.advanceTimersByTime },
  });
  const button = await screen.findByRole('link', { name: /Descargar la app|Download the app/ });
  return { ...view, open, button };
}

function setVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('download page (/downloadTemplate)', () => {
  it('shows the app from the template and a download link to its store page', async () => {
    const { button } = await openDownload(`${paths.downloadTemplate}?id=2&app_from=fb`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Préstamo Plus' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ícono de Préstamo Plus' })).toBeInTheDocument();
    expect(screen.getByText('Solo clientes nuevos. Aprobación en minutos.')).toBeInTheDocument();
    expect(button).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=com.example.prestamoplus',
    );
    expect(document.title).toBe('Descarga la app');
  });

  it('opens the app scheme, then the store when the page is still showing after 1.5 s', async () => {
    const { user, button, open } = await openDownload(`${paths.downloadTemplate}?id=2`);
    await screen.findByRole('heading', { level: 1, name: 'Préstamo Plus' });
    await user.click(button);
    expect(open.mock.calls).toEqual([[env.appScheme]]);
    await advance(1400);
    expect(open).toHaveBeenCalledTimes(1);
    await advance(100);
    expect(open.mock.calls).toEqual([
      [env.appScheme],
      ['https://play.google.com/store/apps/details?id=com.example.prestamoplus'],
    ]);
  });

  it('stays out of the store when the app opened (the page was hidden)', async () => {
    const { user, button, open } = await openDownload(`${paths.downloadTemplate}?id=2`);
    await user.click(button);
    setVisibility('hidden');
    await advance(2000);
    expect(open.mock.calls).toEqual([[env.appScheme]]);
  });

  it('uses the configured store link when the template has none', async () => {
    const { user, button, open } = await openDownload(`${paths.downloadTemplate}?id=1`);
    await screen.findByRole('heading', { level: 1, name: 'Préstamo' });
    expect(button).toHaveAttribute('href', STORES.android);
    await user.click(button);
    await advance(1500);
    expect(open.mock.calls).toEqual([[env.appScheme], [STORES.android]]);
  });

  it.each([
    ['the app says it is iOS', '&clientType=ios', ''],
    ['the browser is an iPhone', '', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'],
  ])("sends an iPhone to the lender's App Store page (%s)", async (_case, query, userAgent) => {
    if (userAgent) vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
    server.use(
      onCall(calls.channelTemplate, () => HttpResponse.json({ code: 0, data: { appName: 'Presta' } })),
    );
    const { user, button, open } = await openDownload(`${paths.downloadTemplate}?id=7${query}`);
    await screen.findByRole('heading', { level: 1, name: 'Presta' });
    await user.click(button);
    await advance(1500);
    expect(open.mock.calls).toEqual([[env.appScheme], [STORES.ios]]);
  });

  it("uses India's lender's store and name in English", async () => {
    server.use(onCall(calls.channelTemplate, () => HttpResponse.error()));
    const { user, button, open } = await openDownload(`${paths.downloadTemplate}?id=2`, '?type=1');
    const india = profileFor('in');
    expect(await screen.findByRole('heading', { level: 1, name: india.brandName })).toBeInTheDocument();
    expect(button).toHaveAttribute('href', india.stores.android);
    await user.click(button);
    await advance(1500);
    expect(open.mock.calls).toEqual([[env.appScheme], [india.stores.android]]);
  });

  it('ignores a template link outside the allow-list, and opens an app-scheme link as the app', async () => {
    server.use(
      onCall(calls.channelTemplate, () =>
        HttpResponse.json({ code: 0, data: { appName: 'Presta', downloadUrl: 'javascript:alert(1)' } }),
      ),
    );
    const first = await openDownload(`${paths.downloadTemplate}?id=7`);
    await screen.findByRole('heading', { level: 1, name: 'Presta' });
    expect(first.button).toHaveAttribute('href', STORES.android);
    first.unmount();

    server.use(
      onCall(calls.channelTemplate, () =>
        HttpResponse.json({ code: 0, data: { appName: 'Presta', downloadUrl: `${env.appScheme}open?x=1` } }),
      ),
    );
    const second = await openDownload(`${paths.downloadTemplate}?id=7`);
    await screen.findByRole('heading', { level: 1, name: 'Presta' });
    await second.user.click(second.button);
    await advance(1500);
    expect(second.open.mock.calls).toEqual([[`${env.appScheme}open?x=1`], [STORES.android]]);
  });

  it('keeps its defaults when the template fails', async () => {
    server.use(onCall(calls.channelTemplate, () => HttpResponse.error()));
    const log = recordRequests(server);
    const { button } = await openDownload(`${paths.downloadTemplate}?id=2`);
    await waitFor(() => expect(log.to(calls.channelTemplate)).toHaveLength(1));
    await advance(50);
    expect(screen.getByRole('heading', { level: 1, name: profileFor('mx').brandName })).toBeInTheDocument();
    expect(
      screen.getByText('Solicita tu préstamo desde tu celular: rápido, seguro y sin papeleo.'),
    ).toBeInTheDocument();
    expect(button).toHaveAttribute('href', STORES.android);
    // spec §8: the failed template load is said (the defaults still work) and can be retried.
    expect(screen.getByRole('alert')).toHaveTextContent('Sin conexión. Revisa tu red e inténtalo de nuevo.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  });

  it('cancels the store fallback when the page is left', async () => {
    const { user, button, open, unmount } = await openDownload(`${paths.downloadTemplate}?id=2`);
    await user.click(button);
    unmount();
    await advance(2000);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('is in English with type=1', async () => {
    await openDownload(`${paths.downloadTemplate}?id=1`, '?type=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cash Loan' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cash Loan icon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the app' })).toBeInTheDocument();
  });
});
