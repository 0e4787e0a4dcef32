import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bootstrap } from '@/app/bootstrap';
import { RepaymentSchedule } from '@/entities/loan-figures/schedule-view';
import { GrievanceLinks } from '@/entities/lender/grievance';
import { formatDueDate, formatScreenDate } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { paths } from '@/config/paths';

const MX = { market: Market.mexico };

describe('repayment schedule', () => {
  it('shows each instalment with its date, amount and state in words, the next one marked', async () => {
    await bootstrap('http://localhost/').i18nReady;
    render(
      <RepaymentSchedule
        today={new Date(2026, 10, 21)}
        plan={[
          { date: '2026-11-01', amount: 50_000 },
          { date: '2026-12-01', amount: 50_000 },
          { date: '2027-01-01', amount: 52_500 },
        ]}
      />,
    );
    const items = within(screen.getByRole('region', { name: 'Calendario de pagos' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      // The instalment to pay now says how far off it is; the others show their date.
      `!${formatDueDate('2026-11-01', MX)}$500.00Vencido`,
      `→${formatDueDate('2026-12-01', MX)}$500.00Próximo pago`,
      `·${formatScreenDate('2027-01-01', MX)}$525.00Pendiente`,
    ]);
  });

  it('is in English with ₹ for type=1', async () => {
    await bootstrap('http://localhost/?type=1').i18nReady;
    render(
      <RepaymentSchedule
        today={new Date(2026, 10, 21)}
        plan={[{ date: '2026-12-01', amount: 123_456, paid: true }]}
      />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('₹1,234.56Paid');
  });
});

describe('grievance links', () => {
  it('puts customer service and the complaint entry one tap away', async () => {
    await bootstrap('http://localhost/').i18nReady;
    render(
      <MemoryRouter>
        <GrievanceLinks orderId="1001" />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Ayuda y quejas' });
    // The order rides along: customer service names the loan's own lender's contact.
    expect(within(nav).getByRole('link', { name: 'Servicio al cliente' })).toHaveAttribute(
      'href',
      `${paths.customerService}?orderId=1001`,
    );
    expect(within(nav).getByRole('link', { name: 'Presentar una queja' })).toHaveAttribute(
      'href',
      `${paths.complaint}?orderId=1001`,
    );
  });
});
