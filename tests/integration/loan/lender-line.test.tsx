import { paths } from '@/config/paths';
import { exampleLocation } from '@/app/route-examples';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { profileFor } from '@/config/market-profile';
import { server } from '@/demo/node';
import { renderRoute } from '../../support/render-route';
import './helpers';
import { calls, onCall } from '../../support/on-call';

/** Every page of a loan, by market (the order list has its own test). */
const PAGES: Record<'mx' | 'in', [page: string, path: string][]> = {
  mx: [
    ['confirmation', exampleLocation({ path: paths.confirmLoan })],
    ['details', exampleLocation({ path: paths.loanDetails })],
    ['repay', exampleLocation({ path: paths.repay })],
    ['extension', exampleLocation({ path: paths.repayDelay })],
    [
      'instructions',
      `${paths.repayInstructions}?productId=7&orderId=MX24050007&amount=335117&payCode=OXXO&requestType=1`,
    ],
    ['contract', exampleLocation({ path: paths.loanAgreement })],
  ],
  in: [
    ['confirmation', exampleLocation({ path: paths.confirmLoan })],
    ['details', exampleLocation({ path: paths.loanDetails }, 'in')],
    ['repay', exampleLocation({ path: paths.repay }, 'in')],
    ['extension', exampleLocation({ path: paths.repayDelay }, 'in')],
    [
      'instructions',
      `${paths.repayInstructions}?productId=7&orderId=IN24050007&amount=670566&payCode=UPI&requestType=1`,
    ],
    ['contract', exampleLocation({ path: paths.loanAgreement }, 'in')],
  ],
};

const LABEL = { mx: 'Otorga el préstamo', in: 'Lender' } as const;
const QUERY = { mx: '', in: '?type=1' } as const;

describe('the lender on every page of a loan', () => {
  for (const market of ['mx', 'in'] as const) {
    it.each(PAGES[market])(`${market}: %s names the lender by its licence`, async (_page, path) => {
      await renderRoute(path, { pageQuery: QUERY[market] });
      expect(
        await screen.findByText(`${LABEL[market]}: ${profileFor(market).legalName}`, { exact: false }),
      ).toHaveClass('lender-line');
    });
  }

  it('names the lender an answer sends (contract §10) over the profile’s', async () => {
    server.use(
      onCall(calls.loanDetails, () =>
        HttpResponse.json({
          success: true,
          data: {
            orderStatus: '174',
            productName: 'Plan X',
            productLogo: '',
            lender: { legalName: 'Otra Financiera, S.A. de C.V., SOFOM, E.N.R.' },
          },
        }),
      ),
    );
    await renderRoute(exampleLocation({ path: paths.loanDetails }));
    expect(
      await screen.findByText('Otorga el préstamo: Otra Financiera, S.A. de C.V., SOFOM, E.N.R.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['mx', `${paths.confirmLoan}?productId=15`],
    ['in', `${paths.loanDetails}?productId=15&orderId=IN24050015`],
  ] as const)('%s: an answer without a lender (%s) names the profile’s', async (market, path) => {
    await renderRoute(path, { pageQuery: QUERY[market] });
    expect(await screen.findByText(`${LABEL[market]}: ${profileFor(market).legalName}`)).toBeInTheDocument();
  });
});
