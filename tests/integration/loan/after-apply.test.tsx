import { paths } from '@/config/paths';
import { exampleLocation } from '@/app/route-examples';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import confirmEn from '@/features/loan/locales/loan-confirm.en';
import confirmEs from '@/features/loan/locales/loan-confirm.es';
import confirmHi from '@/features/loan/locales/loan-confirm.hi';
import loanDetailsEn from '@/features/loan/locales/loan-details.en';
import loanDetailsEs from '@/features/loan/locales/loan-details.es';
import { renderRoute } from '../../support/render-route';
import { scenario } from './helpers';
import { calls, onCall } from '../../support/on-call';

/**
 * Right after Apply (confirm → submit → the answer's lendDetailsUrl → loan details with from=confirm) the
 * demo's new order is approved and not paid out yet (status 151): the page leads with the money on its
 * way, to which account (the last digits the details name) and when (as the lender's profile states it,
 * the one time its terms and every page give: India's 1 to 3 days, Mexico's 1 day; a partner lender's loan,
 * whose time the profile does not know, none), and asks for no payment.
 */
const LANGUAGES = {
  es: { pageQuery: '', confirm: confirmEs.confirm },
  en: { pageQuery: '?type=1', confirm: confirmEn.confirm },
  hi: { pageQuery: '?type=1&language=hi', confirm: confirmHi.confirm },
} as const;

/** The disbursing status's picture, by its name. */
const statusImage = {
  es: loanDetailsEs.details.statusImage['151'],
  en: loanDetailsEn.details.statusImage['151'],
};

async function apply(language: keyof typeof LANGUAGES) {
  const { pageQuery, confirm } = LANGUAGES[language];
  const view = await renderRoute(exampleLocation({ path: paths.confirmLoan }), { pageQuery });
  await view.user.click(await screen.findByRole('checkbox', { name: confirm.agree }));
  // India's Key Facts Statement is acknowledged too before Apply works.
  if (language !== 'es')
    await view.user.click(screen.getByRole('checkbox', { name: confirm.acknowledgeKfs }));
  const [before] = confirm.submit.split('{{');
  await view.user.click(screen.getByRole('button', { name: new RegExp(`^${before}`) }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe(paths.loanDetails));
  expect(new URLSearchParams(view.router.state.location.search).get('from')).toBe('confirm');
  return view;
}

describe('after applying, loan details say the money is on its way', () => {
  it('Mexico (es): to the account ending 4821, within the 1 day its terms state; nothing to pay', async () => {
    await apply('es');
    const lead = await screen.findByRole('region', { name: 'Tu dinero va en camino' });
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toBe(within(lead).getByRole('heading'));
    expect(lead).toHaveTextContent('Lo depositamos en tu cuenta terminada en 4821.');
    expect(lead).toHaveTextContent('No tienes que hacer nada por ahora.');
    expect(lead).toHaveTextContent('Llega a tu cuenta en 1 día.');
    expect(screen.queryByRole('region', { name: /Tu próximo pago|Pagas hoy/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pagar' })).not.toBeInTheDocument();
    // The server's own status says the same.
    expect(screen.getByRole('heading', { level: 2, name: 'Depósito en proceso' })).toBeInTheDocument();
    // Its picture's coin carries the market's own sign.
    expect(screen.getByRole('img', { name: statusImage.es })).toHaveTextContent(/^\$$/);
  });

  it('India (en): to the account ending 4821, within 1 to 3 days', async () => {
    await apply('en');
    const lead = await screen.findByRole('region', { name: 'Your money is on its way' });
    expect(lead).toHaveTextContent('We are paying it into your bank account ending 4821.');
    expect(lead).toHaveTextContent('It reaches your account within 1 to 3 days.');
    expect(screen.getByRole('img', { name: statusImage.en })).toHaveTextContent(/^₹$/);
    expect(screen.queryByRole('region', { name: /Next payment|Due today/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Repay' })).not.toBeInTheDocument();
  });

  it('India in Hindi: the same, in Hindi words', async () => {
    await apply('hi');
    const lead = await screen.findByRole('region', { name: 'आपका पैसा भेजा जा रहा है' });
    expect(lead).toHaveTextContent('हम इसे आपके उस बैंक खाते में भेज रहे हैं जिसके आख़िरी अंक 4821 हैं।');
    expect(lead).toHaveTextContent('यह 1 से 3 दिनों में आपके खाते में पहुँच जाएगा।');
    expect(lead).not.toHaveTextContent(/[A-Za-z]/);
  });

  it('a status picked on the test preview still wins: 174 leads with what is due and Pay', async () => {
    scenario('status=174');
    await apply('es');
    const due = await screen.findByRole('region', { name: 'Tu próximo pago' });
    expect(within(due).getByRole('link', { name: 'Pagar' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tu dinero va en camino' })).not.toBeInTheDocument();
  });

  it('without an account in the details, it names the account registered, not a made-up number', async () => {
    server.use(
      onCall(calls.loanDetails, () =>
        HttpResponse.json({
          success: true,
          data: { orderStatus: '151', noticeStatusText: '', noticeDesText: '', productName: 'Dinero Ya' },
        }),
      ),
    );
    await renderRoute(`${paths.loanDetails}?productId=7&orderId=MX1`);
    const lead = await screen.findByRole('region', { name: 'Tu dinero va en camino' });
    expect(lead).toHaveTextContent('Lo depositamos en la cuenta bancaria que registraste.');
    expect(lead).not.toHaveTextContent(/terminada en|\d{4}/);
  });

  it('a partner lender’s loan: no time of the profile lender’s, which is not that lender’s to keep', async () => {
    scenario('status=151');
    await renderRoute(`${paths.loanDetails}?productId=21&orderId=MX24050021`);
    const lead = await screen.findByRole('region', { name: 'Tu dinero va en camino' });
    expect(lead).toHaveTextContent('Lo depositamos en tu cuenta terminada en 4821.');
    expect(lead).not.toHaveTextContent(/Llega a tu cuenta/);
  });
});
