import { paths } from '@/config/paths';
import { exampleLocation } from '@/app/route-examples';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { loanConfirmFixture } from '@/demo/fixtures/loan';
import { renderRoute } from '../../support/render-route';
import { setEnv } from '../../support/settings';
import './helpers';
import { calls, onCall } from '../../support/on-call';

/**
 * VITE_NUMBER_FORMAT=spec: the spec's literal format (spec §9), a recorded departure's setting. The
 * formatters read the setting on each call, and the test set-up has loaded them already: the test sets the
 * value on the validated env rather than mocking the module.
 */
beforeEach(() => {
  setEnv({ numberFormat: 'spec' });
  vi.useFakeTimers({ now: new Date(2026, 10, 21, 9, 30), toFake: ['Date'] });
  server.use(
    onCall(calls.loanConfirm, () =>
      HttpResponse.json(
        {
          success: true,
          data: {
            ...loanConfirmFixture('mx', '7', false),
            amount: 12_345_678,
            loanRate: '0.1',
            couNum: 0,
            details: [],
            repay_plans: [{ title: '1', amount: 14_064_000, pay_time: '2027-11-21' }],
          },
        },
        // The server's clock: the rate counts from it.
        { headers: { Date: new Date().toUTCString() } },
      ),
    ),
  );
});

it('writes money and rates with a dot for thousands and a comma before decimals', async () => {
  await renderRoute(exampleLocation({ path: paths.confirmLoan }));
  const offer = await screen.findByRole('region', { name: 'Recibes en tu cuenta' });
  expect(offer).toHaveTextContent('$123.456,78');
  expect(
    within(screen.getByRole('region', { name: 'Producto' })).getByText('Tasa de interés').nextElementSibling,
  ).toHaveTextContent(/^36,50\s% anual \(0,1\s% diario\)$/);
  const cost = screen.getByRole('region', { name: 'Lo que cuesta' });
  expect(within(offer).getByText('Pagas en total').nextElementSibling).toHaveTextContent('$140.640,00');
  expect(within(cost).getByText('CAT (Costo Anual Total)').nextElementSibling).toHaveTextContent(/^12,0\s%$/);
});
