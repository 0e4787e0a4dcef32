import { exampleLocation } from '@/app/route-examples';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { server } from '@/demo/node';
import { readKeptSession } from '@/lib/session/kept';
import { recordRequests } from '../../support/record-requests';
import { renderRoute } from '../../support/render-route';
import { ROUTES } from '../../e2e/routes';
import commonEn from '@/lib/i18n/locales/common.en';
import commonHi from '@/lib/i18n/locales/common.hi';
import { calls } from '../../support/on-call';

/**
 * contract §2: `type` picks the market, `language` the words within it: India in English (the default) or
 * Hindi, Mexico in Spanish only. India's pages carry a switch, kept for the tab.
 */
const DEVANAGARI = /[\u0900-\u097f]/;
const india = (route: (typeof ROUTES)[number]) => `${route.path}?${route.queryEn ?? route.query}`;

/** spec §2: the joint-login failure page is the spec's Spanish text in every market. */
const SPEC_SPANISH = new Set<string>([paths.jointLoginError]);

/**
 * Every India page switched to Hindi by its own switch. Each page opened in Hindi from the URL
 * (`language=hi`) is the page audit's (tests/e2e/page-audit.spec.ts › `page audit: hi <route>`: no word of
 * another language on it).
 */
describe('the switch on every India page (English | हिन्दी)', () => {
  const pages = ROUTES.filter((route) => !SPEC_SPANISH.has(route.path));
  it.each(pages.map((route) => [route.path, route] as const))('%s', async (_path, route) => {
    const { user } = await renderRoute(india(route), { pageQuery: '?type=1' });
    await screen.findByRole('main');
    expect(document.documentElement.lang).toBe('en');
    const english = await screen.findByRole('navigation', { name: commonEn.language.label });
    await user.click(within(english).getByRole('button', { name: commonEn.language.hi }));
    const hindi = await screen.findByRole('navigation', { name: commonHi.language.label });
    expect(within(hindi).getByRole('button', { name: commonHi.language.hi })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(document.documentElement.lang).toBe('hi');
    await waitFor(() => expect(screen.getByRole('main').textContent).toMatch(DEVANAGARI));
    expect(readKeptSession().language).toBe('hi');
  });
});

describe('the language switch', () => {
  it("switches India's page to Hindi and back, keeps the choice for the tab, and says it to the server", async () => {
    const { user } = await renderRoute(exampleLocation({ path: paths.loanDetails }, 'in'), {
      pageQuery: '?type=1',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan details' })).toBeInTheDocument();
    const languages = screen.getByRole('navigation', { name: 'Language' });
    expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const log = recordRequests(server);
    await user.click(within(languages).getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'लोन का विवरण' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(readKeptSession().language).toBe('hi');
    // The page's data is asked for again, in the borrower's language (spec §7's `language` header).
    await waitFor(() => expect(log.to(calls.loanDetails)).toHaveLength(1));
    expect(log.to(calls.loanDetails)[0]!.headers.get('language')).toBe('hi');
    log.stop();

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan details' })).toBeInTheDocument();
    expect(readKeptSession().language).toBe('en');
  });

  it('keeps Hindi after an in-app link and a reload (the tab kept it)', async () => {
    await renderRoute(paths.aboutUs, { pageQuery: '?type=1&language=hi' });
    await screen.findByRole('main');
    // A reload whose URL has lost the query: the kept session decides.
    await renderRoute(paths.aboutUs);
    expect(document.documentElement.lang).toBe('hi');
  });

  it('is not on Mexico’s pages, and Mexico stays Spanish whatever `language` says', async () => {
    await renderRoute(paths.aboutUs, { pageQuery: '?type=2&language=hi' });
    await screen.findByRole('main');
    expect(document.documentElement.lang).toBe('es');
    expect(screen.queryByRole('navigation', { name: /Idioma|Language/ })).not.toBeInTheDocument();
  });

  it('ignores a language India does not offer', async () => {
    await renderRoute(paths.aboutUs, { pageQuery: '?type=1&language=fr' });
    await screen.findByRole('main');
    expect(document.documentElement.lang).toBe('en');
  });
});

/** Each row of a statement: its label and the figures its value states (digits as written, Latin in both). */
async function statementRows(pageQuery: string, open: string, name: string) {
  await renderRoute(exampleLocation({ path: paths.confirmLoan }), { pageQuery });
  (await screen.findByRole('button', { name: open })).click();
  const sheet = await screen.findByRole('dialog', { name });
  const statement = await within(sheet).findByRole('region', { name });
  return within(statement)
    .getAllByRole('term')
    .map((term) => term.nextElementSibling?.textContent?.match(/\d(?:[\d,.]*\d)?%?/g) ?? []);
}

it('states the same rows and the same figures in the Key Facts Statement in Hindi as in English', async () => {
  const english = await statementRows('?type=1', 'Open the Key Facts Statement', 'Key Facts Statement');
  cleanup();
  const hindi = await statementRows(
    '?type=1&language=hi',
    'मुख्य तथ्य विवरण (केएफएस) खोलें',
    'मुख्य तथ्य विवरण (केएफएस)',
  );
  expect(hindi).toHaveLength(english.length);
  expect(hindi).toEqual(english);
  expect(
    screen.getByRole('checkbox', { name: 'मैंने मुख्य तथ्य विवरण (केएफएस) पढ़ और समझ लिया है' }),
  ).toBeInTheDocument();
});

it("the demo server's own texts follow the page's language: Hindi for hi, English otherwise", async () => {
  await renderRoute(exampleLocation({ path: paths.loanDetails }, 'in'), { pageQuery: '?type=1&language=hi' });
  // Server-sent: the order's status and its cost rows.
  expect(await screen.findByText('भुगतान बाकी')).toBeInTheDocument();
  expect(screen.getByText('लोन राशि')).toBeInTheDocument();
  expect(screen.queryByText('Payment due')).not.toBeInTheDocument();
  cleanup();
  await renderRoute(exampleLocation({ path: paths.loanDetails }, 'in'), { pageQuery: '?type=1&language=en' });
  expect(await screen.findByText('Payment due')).toBeInTheDocument();
  expect(screen.getByText('Loan amount')).toBeInTheDocument();
});
