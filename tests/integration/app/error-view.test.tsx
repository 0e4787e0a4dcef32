import { screen, within } from '@testing-library/react';
import { formatDemoScenario } from '@/config/demo-scenario';
import { renderRoute } from '../../support/render-route';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

/**
 * A failed call's error view speaks the page's language, leads with the app's own sentence, shows the
 * server's message below it as a detail (as text), offers the lender's help channels from the market's
 * profile, and its Retry loads the page again. The demo's injected fault words its message in the
 * request's language.
 */
const PATH = `${paths.loanDetails}?productId=7&orderId=MX1`;

function failLoanDetails(): void {
  document.cookie = `demo_scenario=${encodeURIComponent(formatDemoScenario({ faults: { loanDetails: '500' } }))}; path=/`;
}

function clearScenario(): void {
  document.cookie = 'demo_scenario=; path=/; max-age=0';
}

describe('a failed call’s error view', () => {
  it('Mexico: Spanish words, the server’s message as a detail, customer service, and a Retry that works', async () => {
    failLoanDetails();
    const { user } = await renderRoute(PATH);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'No se pudo cargar' })).toBeInTheDocument();
    expect(
      within(alert).getByText('El servidor no pudo atender la solicitud. Inténtalo de nuevo.'),
    ).toBeInTheDocument();
    // The demo words its fault in the request's language; the page shows it as a detail, as text.
    expect(within(alert).getByText('Mensaje del servidor:')).toBeInTheDocument();
    expect(within(alert).getByText('Demo: loanDetails falló en el servidor')).toBeInTheDocument();
    expect(alert).not.toHaveTextContent('failed on the server');
    expect(within(alert).getByText('¿Necesitas ayuda? Servicio al cliente:')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Llamar al 800 953 1100' })).toHaveAttribute(
      'href',
      'tel:8009531100',
    );
    expect(
      within(alert).getByRole('link', { name: 'Escribir a ayuda@prestamodigital.example' }),
    ).toHaveAttribute('href', 'mailto:ayuda@prestamodigital.example');

    clearScenario();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('img', { name: 'Calendario: pago pendiente' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('India in English: the same view in English, with India’s lender’s channels', async () => {
    failLoanDetails();
    await renderRoute(PATH, { pageQuery: '?type=1' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Could not load' })).toBeInTheDocument();
    expect(
      within(alert).getByText('The server could not handle the request. Please try again.'),
    ).toBeInTheDocument();
    expect(within(alert).getByText('Message from the server:')).toBeInTheDocument();
    expect(within(alert).getByText('Demo: loanDetails failed on the server')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Call 1800 102 4455' })).toHaveAttribute(
      'href',
      'tel:18001024455',
    );
    expect(
      within(alert).getByRole('link', { name: 'Email care@cashloanfinance.example' }),
    ).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('India in Hindi: Hindi words and the demo’s message in Hindi', async () => {
    failLoanDetails();
    await renderRoute(PATH, { pageQuery: '?type=1&language=hi' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'लोड नहीं हो पाया' })).toBeInTheDocument();
    expect(within(alert).getByText('सर्वर का संदेश:')).toBeInTheDocument();
    expect(within(alert).getByText('डेमो: loanDetails सर्वर पर विफल रहा')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: '1800 102 4455 पर कॉल करें' })).toBeInTheDocument();
    expect(alert).not.toHaveTextContent(/failed|Could not|Call/);
  });

  it('a server message with markup stays text', async () => {
    const { server } = await import('@/demo/node');
    const { HttpResponse } = await import('msw');
    server.use(
      onCall(calls.loanDetails, () =>
        HttpResponse.json({ success: false, message: '<img src=x onerror=alert(1)>' }, { status: 503 }),
      ),
    );
    await renderRoute(PATH);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('the demo’s forced refusal', () => {
  it('is worded in the page’s language, and shown as the server’s detail under the app’s own sentence', async () => {
    document.cookie = `demo_scenario=${encodeURIComponent(formatDemoScenario({ codes: { repayDetail: '4021' } }))}; path=/`;
    await renderRoute(`${paths.repay}?productId=7&orderId=9001`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('El servidor no aceptó la solicitud.')).toBeInTheDocument();
    expect(within(alert).getByText('Demo: repay detail rechazado (código 4021)')).toBeInTheDocument();
    // A refusal is not retried: help is the way on.
    expect(within(alert).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: /^Llamar al / })).toBeInTheDocument();
  });
});
