import { screen, waitFor, within } from '@testing-library/react';
import { exampleLocation } from '@/app/route-examples';
import { routeTable } from '@/app/route-table';
import { formatDemoScenario } from '@/config/demo-scenario';
import { paths } from '@/config/paths';
import { server } from '@/demo/node';
import { recordRequests } from '../../support/record-requests';
import { renderRoute } from '../../support/render-route';
import { scenario } from '../loan/helpers';

/**
 * Each data page's wiring of the error view: when its calls fail, the page shows the view for its failed load
 * (here a server failure: the app's sentence, the server's message as the detail) and the view's Retry loads
 * the page again once the fault is gone. Once per page: what the view says and offers for each class of
 * failure is tests/unit/components/error-view.test.tsx's, how each failure is classified
 * tests/unit/http/classify.test.ts's, and the 401 tests/integration/app/session-ended.test.tsx's. Left out,
 * each proven in its own test: the landing and the download page keep their defaults when their template
 * fails (landing.test.tsx, download.test.tsx), and the old card flow words its failures itself
 * (card-repay.test.tsx, "the card list").
 */
const OWN_WORDS = new Set<string>([paths.agreementTemplate, paths.downloadTemplate, paths.cardRepay]);
const DATA_PAGES = routeTable
  .filter((def) => def.data && !OWN_WORDS.has(def.path))
  .map((def) => [def.path, exampleLocation(def)] as const);

describe('a data page whose calls fail shows the error view, and its Retry loads the page again', () => {
  it.each(DATA_PAGES)('%s', async (_path, location) => {
    scenario(formatDemoScenario({ faults: { '*': '500' } }));
    const { user } = await renderRoute(location);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('El servidor no pudo atender la solicitud. Inténtalo de nuevo.'),
    ).toBeInTheDocument();
    // The demo words its fault in the request's language, the call named in words; the page passes it on
    // as the detail.
    expect(within(alert).getByText(/^Demo: el servidor falló al dar [\p{L} ]+$/u)).toBeInTheDocument();

    scenario('');
    const log = recordRequests(server);
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => {
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
    });
    // The Retry sent the page's calls again, and they were answered.
    expect(log.requests.length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    log.stop();
  });
});
