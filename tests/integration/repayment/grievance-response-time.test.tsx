import './setup';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../support/render-route';
import { setEnv } from '../../support/settings';
import { paths } from '@/config/paths';

// VITE_SUPPORT_RESPONSE_HOURS=24, as a deployment would configure it.
beforeEach(() => setEnv({ supportResponseHours: 24 }));

describe('grievance path with a configured response time', () => {
  it.each([
    [paths.repay, `${paths.repay}?productId=7&orderId=9001`],
    [paths.repayDelay, `${paths.repayDelay}?productId=7&orderId=9001`],
    [
      paths.repayInstructions,
      `${paths.repayInstructions}?productId=7&orderId=9001&amount=345000&payCode=OXXO&requestType=1`,
    ],
  ])('%s says when to expect an answer', async (_page, path) => {
    await renderRoute(path);
    const nav = await screen.findByRole('navigation', { name: 'Ayuda y quejas' });
    expect(within(nav).getByText('Respondemos en un plazo de 24 horas.')).toBeInTheDocument();
  });

  it('in English when type=1', async () => {
    await renderRoute(`${paths.repay}?productId=7&orderId=9001`, { pageQuery: '?type=1' });
    const nav = await screen.findByRole('navigation', { name: 'Help and complaints' });
    expect(within(nav).getByText('We answer within 24 hours.')).toBeInTheDocument();
  });
});
