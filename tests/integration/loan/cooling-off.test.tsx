import { paths } from '@/config/paths';
import { exampleLocation } from '@/app/route-examples';
import './helpers';
import { act, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { formatScreenDate } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { createFakeBridge } from '../../support/fake-bridge';
import { setBridge } from '@/lib/bridge';
import { renderRoute } from '../../support/render-route';
import { scenario } from './helpers';
import { profileFor, telHref } from '@/config/market-profile';
import { calls, onCall } from '../../support/on-call';

/** India's support line, from the lender's profile. */
const PHONE = profileFor('in').support.phone;

/**
 * India's cooling-off period: stated on loan confirmation beside the cost of credit (days by the
 * RBI rule from the tenor, what exiting costs, how to exit) and counted down on loan details while it
 * runs. Mexico shows none unless configured (cooling-off-mexico.test.tsx).
 */
const TODAY = new Date(2026, 4, 12, 10, 0, 0);
const DETAILS_EN = exampleLocation({ path: paths.loanDetails }, 'in');

async function open(path: string, pageQuery = '') {
  const view = await renderRoute(path, {
    pageQuery,
    userEventOptions: { advanceTimers: vi.advanceTimersByTime },
  });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

/** The demo confirm offer with another term (and its plan due that many days from today). */
function offerWithTerm(days: number) {
  server.use(
    onCall(calls.loanConfirm, () => {
      const due = new Date(TODAY.valueOf() + days * 24 * 3600 * 1000);
      const payDate = `${due.getFullYear()}-${String(due.getMonth() + 1).padStart(2, '0')}-${String(due.getDate()).padStart(2, '0')}`;
      return HttpResponse.json({
        success: true,
        data: {
          firstPayTime: payDate,
          amount: 500000,
          periods: days,
          termUnit: 1,
          isNeedPop: 0,
          repay_plans: [{ title: 'Single payment', description: '', amount: 510000, pay_time: payDate }],
          comProductName: 'QuickRupee',
        },
      });
    }),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: TODAY });
});

describe('cooling-off on loan confirmation (type=1)', () => {
  it('states 3 days for the 91-day plan beside the cost of credit, what exiting costs and how to exit', async () => {
    await open(exampleLocation({ path: paths.confirmLoan }), '?type=1');
    const cost = await screen.findByRole('region', { name: 'What it costs' });
    const section = screen.getByRole('region', { name: 'Cooling-off period: you can change your mind' });
    // The cost is at the top; the cooling-off period follows the plan, before the agreement.
    expect(cost.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Repayment plan' }).nextElementSibling).toBe(section);
    expect(section).toHaveTextContent('After the money reaches you, you have 3 days to exit this loan.');
    expect(section).toHaveTextContent(
      // RBI's exit amount: the principal (the sanctioned amount, not the ₹19,528.00 that arrives).
      /To exit, pay the principal and the proportionate APR: the loan amount \(₹20,000\.00\) plus interest at the APR of \d+\.\d{2}% for the days you had the money\. There is no penalty and no exit fee\./,
    );
    // The rate quoted is the one the cost of credit shows.
    const apr = within(cost)
      .getByText(/^\d+\.\d{2}%$/)
      .textContent!.replace(/\s/, ' ');
    expect(section).toHaveTextContent(`APR of ${apr}`);
    expect(section).toHaveTextContent('To exit, talk to customer service, send a complaint, or call us.');
    expect(within(section).getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      paths.customerService,
    );
    expect(within(section).getByRole('link', { name: 'File a complaint' })).toHaveAttribute(
      'href',
      paths.complaint,
    );
    expect(within(section).getByRole('link', { name: `Call ${PHONE}` })).toHaveAttribute(
      'href',
      telHref(PHONE),
    );
  });

  it.each([
    [6, '1 day'],
    [7, '3 days'],
    [8, '3 days'],
  ])('tenor %i days: %s', async (days, period) => {
    offerWithTerm(days);
    await open(exampleLocation({ path: paths.confirmLoan }), '?type=1');
    const section = await screen.findByRole('region', {
      name: 'Cooling-off period: you can change your mind',
    });
    expect(section).toHaveTextContent(`you have ${period} to exit this loan.`);
  });

  it('calls through the host app where there is one', async () => {
    const bridge = createFakeBridge();
    setBridge(bridge);
    const { user } = await open(exampleLocation({ path: paths.confirmLoan }), '?type=1');
    const section = await screen.findByRole('region', {
      name: 'Cooling-off period: you can change your mind',
    });
    await user.click(within(section).getByRole('link', { name: `Call ${PHONE}` }));
    expect(bridge.calls).toContainEqual({ action: 'callPhone', args: [PHONE] });
  });

  it('Mexico shows none by default', async () => {
    await open(exampleLocation({ path: paths.confirmLoan }));
    await screen.findByRole('region', { name: 'Lo que cuesta' });
    expect(screen.queryByRole('region', { name: /reflexión/ })).toBeNull();
  });
});

describe('cooling-off on loan details (type=1)', () => {
  it('while it runs: the days left and the same exit path', async () => {
    scenario('coolingOff=1');
    await open(DETAILS_EN, '?type=1');
    const section = await screen.findByRole('region', {
      name: 'Cooling-off period: you can still exit this loan',
    });
    // Paid out yesterday (2026-05-11): 3 days, to the end of 2026-05-14.
    expect(section).toHaveTextContent(
      `2 days left: until the end of ${formatScreenDate('2026-05-14', { market: Market.india })}.`,
    );
    expect(section).toHaveTextContent(
      'To exit, pay the principal and the proportionate APR: the loan amount plus interest at the APR',
    );
    expect(within(section).getByRole('link', { name: 'File a complaint' })).toHaveAttribute(
      'href',
      exampleLocation({ path: paths.complaint }, 'in'),
    );
    // The loan's order rides along: customer service names the loan's own lender's contact.
    expect(within(section).getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      `${paths.customerService}?orderId=IN24050007`,
    );
    expect(within(section).getByRole('link', { name: `Call ${PHONE}` })).toBeInTheDocument();
  });

  it('a period ending today still shows, and it is gone the next day', async () => {
    scenario('coolingOff=3');
    await open(DETAILS_EN, '?type=1');
    const section = await screen.findByRole('region', {
      name: 'Cooling-off period: you can still exit this loan',
    });
    expect(section).toHaveTextContent(
      `The period ends today (${formatScreenDate('2026-05-12', { market: Market.india })}).`,
    );
    // The page stays open past midnight: the period is over.
    await act(() => vi.advanceTimersByTimeAsync(14 * 3600 * 1000 + 2000));
    expect(
      screen.queryByRole('region', { name: 'Cooling-off period: you can still exit this loan' }),
    ).toBeNull();
  });

  it('is not shown once the period is over, nor for the loan paid out months ago', async () => {
    scenario('coolingOff=4');
    await open(DETAILS_EN, '?type=1');
    await screen.findByRole('link', { name: 'Repay' });
    expect(screen.queryByRole('region', { name: /Cooling-off/ })).toBeNull();
  });

  it('is not shown for the default loan (paid out 56 days ago)', async () => {
    await open(DETAILS_EN, '?type=1');
    await screen.findByRole('link', { name: 'Repay' });
    expect(screen.queryByRole('region', { name: /Cooling-off/ })).toBeNull();
  });

  it('Mexico shows none by default', async () => {
    scenario('coolingOff=1');
    await open(exampleLocation({ path: paths.loanDetails }));
    await screen.findByRole('link', { name: 'Pagar' });
    expect(screen.queryByRole('region', { name: /reflexión/ })).toBeNull();
  });
});
