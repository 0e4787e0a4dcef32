import { screen, waitFor, within } from '@testing-library/react';
import { exampleLocation } from '@/app/route-examples';
import { paths } from '@/config/paths';
import { setBridge } from '@/lib/bridge';
import { createFakeBridge } from '../../support/fake-bridge';
import { renderRoute } from '../../support/render-route';
import { ROUTES, routeUrl, type Locale } from '../../e2e/routes';
import { scenario } from '../loan/helpers';

/**
 * contract §8: HTTP 401 on any call means the session has ended. Every data page says so in the market's
 * language and offers one way on, the host's log-in; never "check your connection", never a Retry. The
 * landing and download pages are for people without an account (no session to end) and are left out.
 */
const PUBLIC = new Set<string>([paths.agreementTemplate, paths.downloadTemplate]);
/** Pages that load data; the forms that only send (bind card, the complaint form) are writes. */
const DATA_PAGES = ROUTES.filter((route) => route.data && !route.callsOnAction && !PUBLIC.has(route.path));

const TEXTS = {
  es: {
    title: 'Tu sesión terminó',
    logIn: 'Iniciar sesión',
    noHost: 'Vuelve a abrir la app para iniciar sesión.',
    toast: 'Tu sesión terminó. Vuelve a iniciar sesión para continuar.',
  },
  en: {
    title: 'Your session has ended',
    logIn: 'Log in',
    noHost: 'Open the app again to log in.',
    toast: 'Your session has ended. Log in again to continue.',
  },
} as const;

const NEVER = /Reintentar|Try again|Retry|conexión|connection/i;
const pageQuery = (locale: Locale) => (locale === 'en' ? '?type=1' : '');

/**
 * Every data page in Mexico's Spanish; India's English on one page, since the language changes only the
 * words (the same view, tests/unit/components/error-view.test.tsx for each language).
 */
const PAGES_OF = {
  es: DATA_PAGES,
  en: DATA_PAGES.filter((route) => route.path === paths.loanDetails),
} as const;

describe.each(['es', 'en'] as const)('an ended session (%s)', (locale) => {
  const texts = TEXTS[locale];

  it.each(PAGES_OF[locale].map((route) => [route.path, route] as const))(
    '%s offers log-in through the bridge',
    async (_path, route) => {
      scenario('fault=*:401');
      const bridge = createFakeBridge();
      setBridge(bridge);
      await renderRoute(routeUrl(route, locale), { pageQuery: pageQuery(locale) });
      expect(await screen.findByRole('heading', { name: texts.title })).toBeInTheDocument();
      const alert = screen.getByRole('alert');
      expect(alert).not.toHaveTextContent(NEVER);
      expect(screen.queryByRole('button', { name: NEVER })).not.toBeInTheDocument();
      screen.getByRole('button', { name: texts.logIn }).click();
      await waitFor(() => expect(bridge.calls.map((call) => call.action)).toEqual(['goLogin']));
    },
  );

  it('says what to do instead of a button in a plain browser (no host to log in through)', async () => {
    scenario('fault=*:401');
    const bridge = createFakeBridge({ hosted: false });
    setBridge(bridge);
    const route = DATA_PAGES.find((entry) => entry.path === paths.loanDetails)!;
    await renderRoute(routeUrl(route, locale), { pageQuery: pageQuery(locale) });
    expect(await screen.findByRole('heading', { name: texts.title })).toBeInTheDocument();
    expect(screen.getByText(texts.noHost)).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.logIn })).not.toBeInTheDocument();
    expect(bridge.calls).toEqual([]);
  });

  it('a write that meets it says the same, and keeps what the borrower entered (the confirm submit)', async () => {
    scenario('fault=loanConfirmSubmit:401');
    setBridge(createFakeBridge());
    const { user } = await renderRoute(exampleLocation({ path: paths.confirmLoan }), {
      pageQuery: pageQuery(locale),
    });
    // The agreement starts unticked: taking the loan is a deliberate tick.
    const ticks = [
      await screen.findByRole('checkbox', {
        name: /^(He leído y acepto el contrato de préstamo|I have read and accept the loan agreement)$/,
      }),
    ];
    if (locale === 'en')
      ticks.push(
        await screen.findByRole('checkbox', { name: /I have read and understood the Key Facts Statement/ }),
      );
    for (const tick of ticks) await user.click(tick);
    const apply = await screen.findByRole('button', { name: locale === 'en' ? /^Apply/ : /^Solicitar/ });
    await user.click(apply);
    expect(await screen.findByText(texts.toast)).toBeInTheDocument();
    for (const tick of ticks) expect(tick).toBeChecked();
    expect(apply).toBeInTheDocument();
  });
});
