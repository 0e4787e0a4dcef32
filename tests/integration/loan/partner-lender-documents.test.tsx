import { screen, within } from '@testing-library/react';
import { profileFor } from '@/config/market-profile';
import { renderRoute } from '../../support/render-route';
import { scenario } from './helpers';
import { paths } from '@/config/paths';

/**
 * contract §10, "A loan's own lender": a partner lender's loan (the demo's product 21) names that lender in
 * its details, its contract (the promissory note's creditor) and its statement (KFS, carátula), never the
 * market profile's lender, whose registry numbers are another company's and are left out.
 */
const MARKETS = [
  {
    market: 'mx',
    pageQuery: '',
    orderId: 'MX24050021',
    partner: 'Financiera Ejemplo del Norte, S.A. de C.V., SOFOM, E.N.R.',
    lenderLine: 'Otorga el préstamo',
    creditor: 'Acreedor',
    statement: 'Carátula del crédito',
    statementLender: 'Entidad financiera',
  },
  {
    market: 'in',
    pageQuery: '?type=1',
    orderId: 'IN24050021',
    partner: 'Sahyadri Fincorp Private Limited',
    lenderLine: 'Lender',
    creditor: 'Lender',
    statement: 'Key Facts Statement',
    statementLender: 'Lender',
  },
] as const;

function rowValue(region: HTMLElement, label: string): string {
  const term = within(region).getAllByText(label, { selector: 'dt' })[0]!;
  return term.nextElementSibling?.textContent ?? '';
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 21, 9, 30), toFake: ['Date'] });
  scenario('');
});

describe.each(MARKETS)('$market: the documents of a partner lender’s loan', (m) => {
  const profile = profileFor(m.market).legalName;

  it('loan details name the partner', async () => {
    await renderRoute(`${paths.loanDetails}?productId=21&orderId=${m.orderId}`, { pageQuery: m.pageQuery });
    expect(await screen.findByText(`${m.lenderLine}: ${m.partner}`)).toHaveClass('lender-line');
  });

  it('the contract’s promissory note is to the partner', async () => {
    await renderRoute(`${paths.loanAgreement}?orderNo=${m.orderId}`, { pageQuery: m.pageQuery });
    expect(await screen.findByText(`${m.lenderLine}: ${m.partner}`, { exact: false })).toHaveClass(
      'lender-line',
    );
    expect(screen.getAllByText(m.creditor, { selector: 'dt, th' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('main')).toHaveTextContent(m.partner);
    expect(screen.getByRole('main')).not.toHaveTextContent(profile);
  });

  it('the statement names the partner, with none of the profile lender’s registry numbers', async () => {
    await renderRoute(`${paths.loanStatement}?productId=21&orderId=${m.orderId}`, { pageQuery: m.pageQuery });
    const statement = await screen.findByRole('region', { name: m.statement });
    const lender = rowValue(statement, m.statementLender);
    expect(lender).toContain(m.partner);
    expect(statement).not.toHaveTextContent(profile);
    if (m.market === 'in') {
      expect(lender).toContain('N-13.02456');
      expect(lender).not.toContain('CIN');
    }
  });
});
