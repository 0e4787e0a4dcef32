import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderRoute } from '../../support/render-route';
import { scenario } from './helpers';
import { paths } from '@/config/paths';

/**
 * Every rate an offer states is one its key facts state too, with the same unit: the product page (what the
 * offers list shows for each offer, OfferFacts) against the statement the confirmation opens for that
 * product. A late charge "por cada día de atraso" beside a carátula's "anual" was the same number read two
 * ways, 365 times apart.
 */

interface Rate {
  label: string;
  value: number;
  unit: 'year' | 'day' | 'none';
  text: string;
}

/** A period said right after the figure. */
const YEAR_AFTER = /^\s?(anual|per annum|a year|सालाना)/i;
const DAY_AFTER = /^\s?(al día|diari[oa]|a day|प्रति दिन)/i;
/** A row whose label is itself a yearly figure (APR, CAT) or a daily one. */
const YEAR_LABEL = /anual|annual|\bAPR\b|\bCAT\b|वार्षिक|एपीआर/i;
const DAY_LABEL = /diari[oa]|daily|दैनिक/i;

/** Each percentage of each row of `root`'s definition lists, with the unit it is stated in. */
function ratesIn(root: HTMLElement): Rate[] {
  return within(root)
    .getAllByRole('term')
    .flatMap((term) => {
      const label = term.textContent ?? '';
      const text = term.nextElementSibling?.textContent ?? '';
      return [...text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s?%/g)].map((match) => {
        const after = text.slice(match.index + match[0].length);
        const unit: Rate['unit'] = YEAR_AFTER.test(after)
          ? 'year'
          : DAY_AFTER.test(after)
            ? 'day'
            : YEAR_LABEL.test(label)
              ? 'year'
              : DAY_LABEL.test(label)
                ? 'day'
                : 'none';
        return {
          label,
          value: Number(match[1]!.replace(/,/g, '')),
          unit,
          text: `${match[0]}${after.slice(0, 30)}`,
        };
      });
    });
}

const MARKETS = [
  {
    market: 'Mexico',
    pageQuery: '',
    statement: 'Carátula del crédito',
    open: 'Ver la carátula del crédito',
    late: 'Cargos por atraso',
  },
  {
    market: 'India',
    pageQuery: '?type=1',
    statement: 'Key Facts Statement',
    open: 'Open the Key Facts Statement',
    late: 'Penal charges',
  },
] as const;

beforeEach(() => scenario(''));

describe.each(MARKETS)('$market: every rate an offer states is its key facts’ rate', (market) => {
  // The demo's offers: the profile lender's (7, 12), another lender's (21) and one with the spec's fields only (15).
  it.each(['7', '12', '21', '15'])('product %s', async (productId) => {
    const options = market.pageQuery ? { pageQuery: market.pageQuery } : undefined;
    await renderRoute(`${paths.product}?productId=${productId}`, options);
    const main = await screen.findByRole('main');
    await within(main).findAllByRole('term');
    const offered = ratesIn(main);
    const lateRow = within(main).queryByText(market.late, { selector: 'dt' });
    cleanup();

    await renderRoute(`${paths.confirmLoan}?productId=${productId}`, options);
    fireEvent.click(await screen.findByRole('button', { name: market.open }));
    const sheet = await screen.findByRole('dialog', { name: market.statement });
    const stated = ratesIn(await within(sheet).findByRole('region', { name: market.statement }));

    // An offer that sends its §10 fields states its annual cost and its late charge.
    if (productId !== '15') {
      expect(lateRow).not.toBeNull();
      expect(offered.some((rate) => rate.label === market.late && rate.unit === 'year')).toBe(true);
    }
    expect(offered.length).toBeGreaterThan(0);
    for (const rate of offered) {
      // Said with its unit, and the key facts state the same figure in the same unit.
      expect(rate.unit, `${rate.label}: ${rate.text}`).not.toBe('none');
      expect(
        stated.filter((kf) => kf.value === rate.value && kf.unit === rate.unit),
        `${rate.label}: ${rate.text} not in the key facts (${stated.map((kf) => kf.text).join(' | ')})`,
      ).not.toHaveLength(0);
    }
  });
});
