import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bootstrap } from '@/app/bootstrap';
import { ErrorView } from '@/components/ui/error-view';
import { ApiError, Cancelled } from '@/lib/http';

/**
 * The error view, once per state: what a borrower whose page failed reads and can do. It leads with the app's
 * own sentence in the page's language, shows the server's message below it as a detail (as text), offers a
 * Retry only where trying again can work, and the lender's help channels from the market's profile. Which
 * failure a call meets is tests/unit/http/classify.test.ts's; that every data page shows this view for its
 * failed load and that its Retry loads the page again, tests/integration/app/error-states.test.tsx's; an ended
 * session's view, tests/integration/app/session-ended.test.tsx's.
 */

async function renderView(error: unknown, { pageQuery = '', retrying = false } = {}) {
  await bootstrap(`https://h/${pageQuery}`).i18nReady;
  const onRetry = vi.fn();
  render(<ErrorView error={error} onRetry={onRetry} retrying={retrying} />);
  return { onRetry, user: userEvent.setup() };
}

interface State {
  name: string;
  error: unknown;
  sentence: string;
  detail?: string;
  retry: boolean;
}

const STATES: State[] = [
  {
    name: 'a server failure with its message (HTTP 500)',
    error: new ApiError('server', ' Mantenimiento programado ', { status: 500 }),
    sentence: 'El servidor no pudo atender la solicitud. Inténtalo de nuevo.',
    detail: 'Mantenimiento programado',
    retry: true,
  },
  {
    name: 'a server failure with no message but blanks (HTTP 503)',
    error: new ApiError('server', '  ', { status: 503 }),
    sentence: 'El servidor no pudo atender la solicitud. Inténtalo de nuevo.',
    retry: true,
  },
  {
    name: 'no connection',
    error: new ApiError('network', 'Network Error'),
    sentence: 'Sin conexión. Revisa tu red e inténtalo de nuevo.',
    retry: true,
  },
  {
    name: 'a time-out',
    error: new ApiError('timeout', 'timeout of 60000ms exceeded'),
    sentence: 'La respuesta tardó demasiado. Inténtalo de nuevo.',
    retry: true,
  },
  {
    name: 'an answer of the wrong shape or cut short',
    error: new ApiError('invalid', 'Invalid response'),
    sentence: 'Recibimos una respuesta inesperada. Inténtalo de nuevo más tarde.',
    retry: true,
  },
  {
    name: 'a refusal (a business code)',
    error: new ApiError('server', 'Producto agotado', { code: 12 }),
    sentence: 'El servidor no aceptó la solicitud.',
    detail: 'Producto agotado',
    retry: false,
  },
  {
    name: 'a page file that did not load',
    error: new TypeError('Failed to fetch dynamically imported module'),
    sentence: 'Algo salió mal. Inténtalo de nuevo.',
    retry: true,
  },
];

describe('the error view, once per state', () => {
  it.each(STATES.map((state) => [state.name, state] as const))('%s', async (_name, state) => {
    const { error, sentence, detail, retry } = state;
    const { onRetry, user } = await renderView(error);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'No se pudo cargar' })).toBeInTheDocument();
    expect(within(alert).getByText(sentence)).toBeInTheDocument();
    if (detail) {
      expect(within(alert).getByText('Mensaje del servidor:')).toBeInTheDocument();
      expect(within(alert).getByText(detail)).toBeInTheDocument();
    } else expect(within(alert).queryByText('Mensaje del servidor:')).not.toBeInTheDocument();
    // Help is always a way on, even where a Retry is not.
    expect(within(alert).getByRole('link', { name: 'Llamar al 800 953 1100' })).toHaveAttribute(
      'href',
      'tel:8009531100',
    );
    if (!retry) {
      expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
      return;
    }
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('is busy while the retry is on its way, and takes no second tap', async () => {
    const { onRetry, user } = await renderView(new ApiError('network', ''), { retrying: true });
    const button = screen.getByRole('button', { name: 'Reintentando…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('shows nothing for a call the page cancelled: no failure happened', async () => {
    await renderView(new Cancelled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a server message with markup as text', async () => {
    await renderView(new ApiError('server', '<img src=x onerror=alert(1)>', { status: 503 }));
    expect(within(screen.getByRole('alert')).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('the error view in each market and language', () => {
  it('India in English: English words, India’s lender’s channels', async () => {
    await renderView(new ApiError('server', 'Down for maintenance', { status: 500 }), {
      pageQuery: '?type=1',
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Could not load' })).toBeInTheDocument();
    expect(
      within(alert).getByText('The server could not handle the request. Please try again.'),
    ).toBeInTheDocument();
    expect(within(alert).getByText('Message from the server:')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Call 1800 102 4455' })).toHaveAttribute(
      'href',
      'tel:18001024455',
    );
    expect(within(alert).getByRole('link', { name: 'Email care@cashloanfinance.example' })).toHaveAttribute(
      'href',
      'mailto:care@cashloanfinance.example',
    );
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('India in Hindi: Hindi words, no English', async () => {
    await renderView(new ApiError('server', 'सर्वर रखरखाव', { status: 500 }), {
      pageQuery: '?type=1&language=hi',
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'लोड नहीं हो पाया' })).toBeInTheDocument();
    expect(within(alert).getByText('सर्वर का संदेश:')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: '1800 102 4455 पर कॉल करें' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'फिर कोशिश करें' })).toBeInTheDocument();
    expect(alert).not.toHaveTextContent(/failed|Could not|Call|Try/);
  });

  it('Mexico: the lender’s e-mail from Mexico’s profile', async () => {
    await renderView(new ApiError('network', ''));
    expect(
      within(screen.getByRole('alert')).getByRole('link', {
        name: 'Escribir a ayuda@prestamodigital.example',
      }),
    ).toHaveAttribute('href', 'mailto:ayuda@prestamodigital.example');
  });
});
