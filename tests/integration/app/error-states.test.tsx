import { act, screen, waitFor, within } from '@testing-library/react';
import { exampleLocation } from '@/app/route-examples';
import { routeTable } from '@/app/route-table';
import { formatDemoScenario, type DemoFault } from '@/config/demo-scenario';
import { paths } from '@/config/paths';
import { server } from '@/demo/node';
import { recordRequests } from '../../support/record-requests';
import { renderRoute } from '../../support/render-route';
import { scenario } from '../loan/helpers';

/**
 * Every data page's failed load, one state at a time, through the demo's injected faults on every call:
 * what the error view says for each class of failure (the classification itself is
 * tests/unit/http/classify.test.ts's) and, where trying again can work, a Retry that loads the page once
 * the fault is gone. The 401 is tests/integration/app/session-ended.test.tsx's (every data page, both
 * markets); the view's words in each language and its help channels are error-view.test.tsx's. Left out,
 * each proven in its own test: the landing and the download page keep their defaults when their template
 * fails (landing.test.tsx, download.test.tsx), and the old card flow words its failures itself
 * (card-repay.test.tsx, "the card list").
 */
const OWN_WORDS = new Set<string>([paths.agreementTemplate, paths.downloadTemplate, paths.cardRepay]);
const DATA_PAGES = routeTable
  .filter((def) => def.data && !OWN_WORDS.has(def.path))
  .map((def) => [def.path, exampleLocation(def)] as const);

const RETRY = 'Reintentar';

interface State {
  fault: DemoFault;
  /** The error view's sentence. */
  sentence: string;
  /** The server's own message, shown as a detail. */
  detail?: RegExp;
  /** Whether trying again can work, so the view offers it. */
  retry: boolean;
}

const STATES: State[] = [
  {
    fault: '500',
    sentence: 'El servidor no pudo atender la solicitud. Inténtalo de nuevo.',
    detail: /^Demo: \w+ falló en el servidor$/,
    retry: true,
  },
  { fault: 'network', sentence: 'Sin conexión. Revisa tu red e inténtalo de nuevo.', retry: true },
  { fault: 'timeout', sentence: 'La respuesta tardó demasiado. Inténtalo de nuevo.', retry: true },
  {
    fault: 'malformed',
    sentence: 'Recibimos una respuesta inesperada. Inténtalo de nuevo más tarde.',
    retry: true,
  },
  {
    fault: 'shape',
    sentence: 'Recibimos una respuesta inesperada. Inténtalo de nuevo más tarde.',
    retry: true,
  },
  {
    fault: 'code',
    sentence: 'El servidor no aceptó la solicitud.',
    detail: /^Demo: \w+ rechazado \(código 9999\)$/,
    retry: false,
  },
];

describe.each(STATES)('a data page whose calls fail: $fault', ({ fault, sentence, detail, retry }) => {
  it.each(DATA_PAGES)('%s', async (_path, location) => {
    if (fault === 'timeout') vi.useFakeTimers({ shouldAdvanceTime: true });
    scenario(formatDemoScenario({ faults: { '*': fault } }));
    const { user } = await renderRoute(location, {
      userEventOptions: fault === 'timeout' ? { advanceTimers: vi.advanceTimersByTime } : undefined,
    });
    if (fault === 'timeout') await act(() => vi.advanceTimersByTimeAsync(61_000));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(sentence)).toBeInTheDocument();
    if (detail) expect(within(alert).getByText(detail)).toBeInTheDocument();
    if (!retry) {
      expect(within(alert).queryByRole('button', { name: RETRY })).not.toBeInTheDocument();
      return;
    }
    scenario('');
    const log = recordRequests(server);
    await user.click(within(alert).getByRole('button', { name: RETRY }));
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
