import './setup';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { formatDueDate } from '@/lib/format';
import { Market, type Locale } from '@/lib/session/market';
import { renderRoute } from '../../support/render-route';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

/**
 * contract §4 on a screen: the due date as the page's language writes it, in the lender's zone; near
 * dates say how far off they are. India's Hindi pages write the month in full, with Latin digits.
 */
const TODAY = new Date(2026, 7, 12, 12, 0, 0);
const DUE = '2026-08-15';

beforeEach(() => {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
  server.use(
    onCall(calls.repayDetail, () =>
      HttpResponse.json({
        success: true,
        data: {
          repayAmount: 345000,
          productName: 'Dinero Ya',
          repayDate: DUE,
          productLogo: '',
          detail: [],
          repayList: [],
          noticeMsg: '',
        },
      }),
    ),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

it.each<[string, string, Market, Locale, string]>([
  ['Mexico', '', Market.mexico, 'es', 'Fecha límite de pago'],
  ['India, English', '?type=1', Market.india, 'en', 'Due date'],
  ['India, Hindi', '?type=1&language=hi', Market.india, 'hi', 'देय तारीख'],
])(
  '%s: the due date in the page’s words, with how far off it is',
  async (_name, pageQuery, market, locale, label) => {
    await renderRoute(`${paths.repay}?productId=7&orderId=9001`, { pageQuery });
    const term = await screen.findByText(label, { selector: 'dt' });
    const shown = term.nextElementSibling?.textContent ?? '';
    expect(shown).toBe(formatDueDate(DUE, { market, locale }));
    // In 3 days: the relative words beside the date, and no year (it is this year's).
    expect(shown).not.toContain('2026');
    expect(shown).toMatch(/^15 \S+ \(.+\)$/u);
    if (locale === 'hi') expect(shown).toMatch(/^15 अगस्त \(/);
    else expect(shown).not.toMatch(/[\u0900-\u097f]/);
  },
);
