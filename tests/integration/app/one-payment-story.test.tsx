import '../repayment/setup';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../support/render-route';
import { paths } from '@/config/paths';

/**
 * One loan, one story, on the demo's open order of each market: the figures a borrower meets on the way
 * from the order list to a payment are the same on every page that shows them. The amount due and its date
 * on the order list, loan details, repay and the extension's new plan; the amount every channel link
 * carries; each channel's reference on /repay and /repayDelay and on /carpmm for the same payment (order,
 * channel and amount); the loan amount on loan details and the complaint page. Read from the rendered
 * pages, as the borrower reads them, never from the demo's own model.
 */

const MARKETS = [
  {
    market: 'Mexico',
    pageQuery: '',
    orderId: 'MX24050007',
    words: {
      amountDue: 'Monto a pagar',
      dueDate: 'Fecha límite de pago',
      // The option of the payment due, where the whole loan is offered beside it.
      dueOption: 'Pago del ',
      extension: 'Pagas hoy',
      newDate: 'Nueva fecha de pago',
      loanAmount: 'Monto del préstamo',
      // What a channel's code is: a voucher reference, SPEI's referencia numérica, a CLABE.
      codes: ['Referencia', 'Referencia numérica', 'CLABE'],
      code: 'Código de pago',
      dueOn: 'Tu fecha de pago es el',
    },
  },
  {
    market: 'India',
    pageQuery: '?type=1',
    orderId: 'IN24050007',
    words: {
      amountDue: 'Amount due',
      dueDate: 'Due date',
      dueOption: 'Payment due ',
      extension: 'You pay today',
      newDate: 'New due date',
      loanAmount: 'Loan amount',
      codes: ['Reference', 'UPI ID'],
      code: 'Payment code',
      dueOn: 'Your payment is due on',
    },
  },
] as const;

type Words = (typeof MARKETS)[number]['words'];

beforeEach(() => {
  // The demo dates its orders from its today.
  vi.useFakeTimers({ now: new Date(2025, 5, 27, 12, 0, 0), toFake: ['Date'] });
});

/** The value a `<dt>` names in a list of rows. */
function rowValue(label: string, container: HTMLElement = document.body): string {
  const term = within(container)
    .getAllByText(label)
    .find((element) => element.tagName === 'DT');
  return term?.nextElementSibling?.textContent ?? '';
}

/**
 * What /repay asks for now and by when: the option of the payment due where the whole loan is offered
 * beside it ("Pago del 2 jul" with its amount), else the amount's and the date's rows.
 */
function dueOnRepay(words: Words): { amount: string; date: string } {
  const option = screen.queryAllByRole('radio', { name: new RegExp(`^${words.dueOption}`) })[0];
  if (!option) return { amount: rowValue(words.amountDue), date: rowValue(words.dueDate) };
  const text = option.closest('label')!.textContent ?? '';
  const amount = /[$₹][\d,]+\.\d{2}/.exec(text)![0];
  return { amount, date: text.slice(words.dueOption.length, text.indexOf(amount)) };
}

/** Minor units of an amount as the page writes it ("$3,351.17", "₹6,693.53"). */
const minor = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** Each payment channel's link on a repay page: where it leads, and the code shown beside it and its name. */
function channels(words: Words): {
  href: string;
  query: URLSearchParams;
  code?: { label: string; value: string };
}[] {
  return screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith(`${paths.repayInstructions}?`))
    .map((link) => {
      const item = link.closest('li')!;
      const label = words.codes.map((name) => within(item).queryByText(name)).find(Boolean);
      const value = label?.nextElementSibling?.textContent;
      const href = link.getAttribute('href')!;
      return {
        href,
        query: new URLSearchParams(href.split('?')[1]),
        code: label && value ? { label: label.textContent!, value } : undefined,
      };
    });
}

async function open(path: string, pageQuery: string) {
  cleanup();
  await renderRoute(path, pageQuery ? { pageQuery } : undefined);
  await screen.findByRole('heading', { level: 1 });
}

/** The value /carpmm shows under a name (a reference, a UPI ID, a CLABE) for one payment. */
async function codeOn(href: string, pageQuery: string, words: Words, label: string): Promise<string> {
  await open(href, pageQuery);
  const code = await screen.findByRole('region', { name: words.code });
  const term = within(code).getByText(label, { selector: 'dt' });
  // The value beside its copy button.
  return term.nextElementSibling!.firstElementChild!.textContent!;
}

describe.each(MARKETS)('$market: one open order from the order list to its payment', (m) => {
  const { orderId, pageQuery, words } = m;

  it('states one amount due, one date, one reference per payment and one loan amount', async () => {
    await open(`${paths.repay}?productId=7&orderId=${orderId}`, pageQuery);
    await screen.findAllByRole('link', { name: /./ });
    const due = dueOnRepay(words);
    const amountDue = due.amount;
    // The due date as a screen writes it ("2 jul", with "(en 5 días)" beside it when near): the same day
    // on every page, each adding its own words around it (the status line, a document, the year).
    const dueDate = due.date.replace(/ \(.*\)$/, '');
    expect(amountDue).toMatch(/^[$₹][\d,]+\.\d{2}$/);
    expect(dueDate).toMatch(/^\d{1,2} \p{L}+\.?( \d{4})?$/u);
    // Every channel is offered for that amount, and shows a reference where the channel has one.
    const repayChannels = channels(words);
    expect(repayChannels.length).toBeGreaterThan(1);
    for (const { query } of repayChannels) {
      expect(query.get('orderId')).toBe(orderId);
      expect(Number(query.get('amount'))).toBe(minor(amountDue));
      expect(query.get('requestType')).toBe('1');
    }

    // The order list and loan details.
    await open(paths.order, pageQuery);
    const order = (await screen.findAllByRole('link')).find((link) =>
      link.getAttribute('href')?.endsWith(`orderId=${orderId}`),
    )!;
    expect(order).toHaveTextContent(amountDue);
    expect(order).toHaveTextContent(dueDate);
    await open(`${paths.loanDetails}?productId=7&orderId=${orderId}`, pageQuery);
    await waitFor(() => expect(screen.getByRole('main')).toHaveTextContent(`${words.dueOn} ${dueDate}`));
    const schedule = screen.getAllByRole('listitem').find((item) => item.textContent?.includes(dueDate));
    expect(schedule).toHaveTextContent(amountDue);
    const loanAmount = rowValue(words.loanAmount);
    expect(loanAmount).toMatch(/^[$₹][\d,]+\.\d{2}$/);

    // The extension: its fee is a payment of its own, and the amount due moves to the new date unchanged.
    await open(`${paths.repayDelay}?productId=7&orderId=${orderId}`, pageQuery);
    const extension = rowValue(words.extension);
    const newDate = rowValue(words.newDate);
    const lastPayment = screen
      .getAllByText(newDate, { selector: 'dd' })
      .map((date) => date.closest('dl')!)
      .filter((rows) => rows.textContent?.includes(amountDue));
    expect(lastPayment).toHaveLength(1);
    const extensionChannels = channels(words);
    for (const { query } of extensionChannels) {
      expect(Number(query.get('amount'))).toBe(minor(extension));
      expect(query.get('requestType')).toBe('2');
    }

    // Each code shown beside a channel is, under the same name, the one /carpmm shows for that payment.
    // The extension's fee and the instalment are two payments, each with its own voucher reference.
    const compared = [...repayChannels, ...extensionChannels].filter((channel) => channel.code);
    expect(compared.length).toBeGreaterThan(2);
    for (const { href, code } of compared)
      expect(await codeOn(href, pageQuery, words, code!.label), href).toBe(code!.value);
    const instalment = new Map(repayChannels.map(({ query, code }) => [query.get('payCode'), code]));
    for (const { href, query, code } of extensionChannels) {
      const other = instalment.get(query.get('payCode'));
      if (!code || !other) continue;
      if (code.label === words.codes[0]) expect(code.value, href).not.toBe(other.value);
    }

    // The complaint page names the same loan.
    await open(`${paths.complaint}?orderId=${orderId}`, pageQuery);
    expect(await screen.findByText(orderId, { selector: 'dd' })).toBeInTheDocument();
    expect(rowValue(words.loanAmount)).toBe(loanAmount);
  }, 60_000);
});
