import { paths } from '@/config/paths';
import { exampleLocation } from '@/app/route-examples';
import './helpers';
import { cleanup, screen, within } from '@testing-library/react';
import { formatScreenDate } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { renderRoute } from '../../support/render-route';
import { setEnv } from '../../support/settings';
import { scenario } from './helpers';
import { profileFor } from '@/config/market-profile';

/** A lender that configures a cooling-off period for Mexico (VITE_COOLING_OFF_DAYS_MEXICO=10). */
beforeEach(() => setEnv({ coolingOffDaysMexico: 10 }));

const TODAY = new Date(2026, 4, 12, 10, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
});

describe('cooling-off in Mexico when configured', () => {
  it('loan confirmation states the configured days in Spanish, with the cost and the exit path', async () => {
    await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    const cost = await screen.findByRole('region', { name: 'Lo que cuesta' });
    const section = screen.getByRole('region', { name: 'Periodo de reflexión: puedes cambiar de opinión' });
    // The cost is at the top; the cooling-off period follows the plan, before the agreement.
    expect(cost.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Plan de pagos' }).nextElementSibling).toBe(section);
    expect(section).toHaveTextContent(
      'Después de recibir el dinero, tienes 10 días para cancelar este préstamo.',
    );
    expect(section).toHaveTextContent(
      'Para cancelarlo, pagas el monto recibido y los intereses ordinarios de los días transcurridos: el monto que recibiste ($3,000.00) más los intereses ordinarios de los días que tuviste el dinero.',
    );
    expect(section).toHaveTextContent('No hay penalización ni comisión por cancelar.');
    expect(within(section).getByRole('link', { name: 'Servicio al cliente' })).toHaveAttribute(
      'href',
      paths.customerService,
    );
    expect(within(section).getByRole('link', { name: 'Presentar una queja' })).toHaveAttribute(
      'href',
      paths.complaint,
    );
    expect(
      within(section).getByRole('link', { name: `Llamar al ${profileFor('mx').support.phone}` }),
    ).toBeInTheDocument();
  });

  it('the exit amount is the one the contract defines: the same words on the confirmation and in §11', async () => {
    await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    const section = await screen.findByRole('region', {
      name: 'Periodo de reflexión: puedes cambiar de opinión',
    });
    // The contract's words (LTOSF art. 11 Bis cancellation), typed here so that a change on either side fails.
    const definition = 'el monto recibido y los intereses ordinarios de los días transcurridos';
    expect(/Para cancelarlo, pagas (.+?): el monto que recibiste/.exec(section.textContent ?? '')?.[1]).toBe(
      definition,
    );
    cleanup();
    await renderRoute(paths.loanTerms);
    const heading = await screen.findByRole('heading', { level: 2, name: '11. Periodo de cancelación' });
    const clause = heading.closest('section')?.textContent ?? '';
    expect(/si ya lo dispuso, paga (.+?), sin penalización/.exec(clause)?.[1]).toBe(definition);
  });

  it('loan details count down the configured days', async () => {
    scenario('coolingOff=1');
    await renderRoute(exampleLocation({ path: paths.loanDetails }));
    const section = await screen.findByRole('region', {
      name: 'Periodo de reflexión: todavía puedes cancelar este préstamo',
    });
    expect(section).toHaveTextContent(
      `Te quedan 9 días: hasta el final del ${formatScreenDate('2026-05-21', { market: Market.mexico })}.`,
    );
  });
});
