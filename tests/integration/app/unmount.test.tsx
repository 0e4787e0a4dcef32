import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { renderRoute } from '../../support/render-route';
import { exampleLocation } from '@/app/route-examples';
import { routeTable } from '@/app/route-table';
import { calls } from '@/config/calls';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { isApiPath } from '@/demo/api-prefixes';
import { resetComplaintStore } from '@/demo/fixtures/complaint-store';
import { demoCaptchaFor } from '@/demo/fixtures/registration';

/**
 * Leaving a page while its call is in flight, or while one of its spec timers runs, leaves
 * nothing behind: no console error or warning (React's act() warnings and "update on an unmounted
 * component" included), no timer still running, no late navigation and no late request.
 */

/** Requests the app has sent that have not ended yet (answered and read, failed, timed out or aborted). */
let openRequests = 0;

/** Which requests a helper acts on, by their URL's pathname. */
type Matcher = (pathname: string) => boolean;
/** Any backend call: the folders the demo answers (src/demo/api-prefixes.ts, from the call catalogue). */
const API: Matcher = isApiPath;
/** One call of the catalogue (src/config/calls.ts): the wealth service's under its base path. */
const to =
  (call: (typeof calls)[keyof typeof calls]): Matcher =>
  (pathname) =>
    pathname.endsWith(`${'service' in call ? env.wealthBasePath : ''}${call.path}`);
const ELSEWHERE = paths.aboutUs;
/** Past the 60 s HTTP time-out and every spec delay (5.5 s reload, 3 s rating, 1.5 s redirect, 60 s countdown). */
const LONGER_THAN_ANYTHING = 61_000;

type Router = Awaited<ReturnType<typeof renderRoute>>['router'];

/**
 * From now on, calls whose path matches hang for ever. Like msw's `delay('infinite')`, minus its own
 * 24-day setTimeout, which fake timers would count as one of the page's. Returns the calls that hung, each
 * marked once the app cancels it.
 */
function hang(matches: Matcher = API) {
  const hung: { pathname: string; cancelled: boolean }[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      const { pathname } = new URL(request.url);
      // Nothing returned: the demo handler behind this one answers.
      if (!matches(pathname)) return undefined;
      const call = { pathname, cancelled: false };
      hung.push(call);
      request.signal.addEventListener('abort', () => (call.cancelled = true));
      await new Promise<never>(() => undefined);
      return HttpResponse.error();
    }),
  );
  return hung;
}

/**
 * Calls whose path matches wait until the returned `release()`, then get the demo backend's real answer;
 * `release()` resolves once that answer has reached the app.
 */
function hold(matches: Matcher): () => Promise<void> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let answered = 0;
  server.events.on('response:mocked', ({ request }) => {
    if (matches(new URL(request.url).pathname)) answered += 1;
  });
  server.use(
    http.all('*', async ({ request }) => {
      if (matches(new URL(request.url).pathname)) await gate;
      // Nothing returned: the demo handler behind this one answers.
      return undefined;
    }),
  );
  return async () => {
    open();
    await waitFor(() => expect(answered).toBe(1));
    // The answer has reached the app; then let the page's continuation (parse, state, navigate) run.
    await waitFor(() => expect(openRequests).toBe(0));
    await act(() => vi.advanceTimersByTimeAsync(100));
  };
}

/** Counts the app's backend calls (or those whose path matches). */
function countCalls(matches: Matcher = API): () => number {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (matches(new URL(request.url).pathname)) count += 1;
  });
  return () => count;
}

function watchConsole(): string[] {
  const messages: string[] = [];
  const record =
    (kind: string) =>
    (...args: unknown[]) =>
      void messages.push(`${kind}: ${args.map(String).join(' ')}`);
  vi.spyOn(console, 'error').mockImplementation(record('error'));
  vi.spyOn(console, 'warn').mockImplementation(record('warn'));
  return messages;
}

function scenario(value: string): void {
  document.cookie = `demo_scenario=${encodeURIComponent(value)}; path=/`;
}

const open = (path: string) =>
  renderRoute(path, { userEventOptions: { advanceTimers: vi.advanceTimersByTime } });

async function leave(router: Router) {
  await act(() => router.navigate(ELSEWHERE));
  await screen.findByRole('heading', { level: 1, name: 'Sobre nosotros' });
}

/** Lets anything still scheduled fire, then proves nothing happened: still elsewhere, no timer, no call. */
async function expectNothingLeft(router: Router, sent: () => number, messages: string[]) {
  const sentWhenLeft = sent();
  await act(() => vi.advanceTimersByTimeAsync(LONGER_THAN_ANYTHING));
  expect(vi.getTimerCount()).toBe(0);
  expect(router.state.location.pathname).toBe(ELSEWHERE);
  expect(sent(), 'no request after leaving').toBe(sentWhenLeft);
  expect(screen.getByRole('heading', { level: 1, name: 'Sobre nosotros' })).toBeInTheDocument();
  expect(messages).toEqual([]);
}

beforeEach(() => {
  openRequests = 0;
  // The HTTP clients use fetch: an answer counts as arrived once its body is read. (MSW's own fetch,
  // patched in when the server started listening, is the one wrapped.)
  const mswFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (...args: Parameters<typeof fetch>) => {
    openRequests += 1;
    try {
      const response = await mswFetch(...args);
      const body = await response.arrayBuffer();
      return new Response(body, { status: response.status, headers: response.headers });
    } finally {
      openRequests -= 1;
    }
  });
  vi.useFakeTimers({ shouldAdvanceTime: true });
  resetComplaintStore();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Every route with a data module, at its demo example (src/app/route-examples.ts). */
const DATA_ROUTES = routeTable.filter((def) => def.data).map((def) => exampleLocation(def));

describe('leaving a page while its data is still loading', () => {
  it.each(DATA_ROUTES)('%s', async (path) => {
    const messages = watchConsole();
    const sent = countCalls();
    const hung = hang();
    const { router } = await open(path);
    await waitFor(() => expect(sent()).toBeGreaterThan(0));
    await leave(router);
    // Leaving cancels every call for the page's data at once, long before its 60 s time-out. The landing's
    // visit report is no page data: it is the visit's count, and leaves whatever the borrower does next.
    const data = hung.filter(({ pathname }) => !to(calls.trackVisit)(pathname));
    expect(data.length).toBeGreaterThan(0);
    await waitFor(() => expect(data.filter((call) => !call.cancelled), 'not cancelled').toEqual([]));
    await expectNothingLeft(router, sent, messages);
  });
});

describe('leaving a page while one of its timers runs', () => {
  it(`${paths.confirmLoan}: the 5.5 s reload (isNeedPop 1) never fires once the page is left`, async () => {
    scenario('pop=1');
    const messages = watchConsole();
    const sent = countCalls();
    const { router } = await open(exampleLocation({ path: paths.confirmLoan }));
    await screen.findByRole('dialog');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await leave(router);
    expect(vi.getTimerCount()).toBe(0);
    await expectNothingLeft(router, sent, messages);
  });

  it(`${paths.confirmLoan}: leaving during the reload request`, async () => {
    scenario('pop=1');
    const messages = watchConsole();
    const sent = countCalls();
    const { router } = await open(exampleLocation({ path: paths.confirmLoan }));
    await screen.findByRole('dialog');
    const hung = hang();
    const reloads = countCalls(to(calls.loanConfirm));
    await act(() => vi.advanceTimersByTimeAsync(5_600));
    await waitFor(() => expect(reloads()).toBe(1));
    await leave(router);
    // The reload goes through the page data's owner: leaving cancels it too.
    await waitFor(() => expect(hung).toEqual([{ pathname: expect.any(String), cancelled: true }]));
    await expectNothingLeft(router, sent, messages);
  });

  it(`${paths.complaintDetails}: the 3 s rating modal never opens once the page is left`, async () => {
    const messages = watchConsole();
    const sent = countCalls();
    const { router } = await open(exampleLocation({ path: paths.complaintDetails }));
    await screen.findByRole('heading', { name: 'Resultado de la gestión' });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await leave(router);
    expect(vi.getTimerCount()).toBe(0);
    await expectNothingLeft(router, sent, messages);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it(`${paths.complaintForm}: the 1.5 s redirect after a sent complaint does not pull the borrower back`, async () => {
    const messages = watchConsole();
    const sent = countCalls();
    const { router, user } = await open(exampleLocation({ path: paths.complaintForm }));
    await user.type(await screen.findByRole('textbox', { name: 'Descripción' }), 'El pago no aparece.');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByRole('dialog');
    await leave(router);
    expect(vi.getTimerCount()).toBe(0);
    await expectNothingLeft(router, sent, messages);
  });

  it(`${paths.complaintForm}: leaving while the complaint is being sent`, async () => {
    const messages = watchConsole();
    const sent = countCalls();
    const { router, user } = await open(exampleLocation({ path: paths.complaintForm }));
    await user.type(await screen.findByRole('textbox', { name: 'Descripción' }), 'El pago no aparece.');
    hang();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(sent()).toBe(1));
    await leave(router);
    await expectNothingLeft(router, sent, messages);
  });

  it(`${paths.agreementTemplate}: the 60 s SMS countdown stops when the page is left`, async () => {
    const messages = watchConsole();
    const sent = countCalls();
    const { router, user } = await open(exampleLocation({ path: paths.agreementTemplate }));
    const picture = await screen.findByRole('img', { name: 'Código de verificación. Toca para cambiarlo' });
    const sid = new URL(picture.getAttribute('src')!).searchParams.get('sid')!;
    await user.type(screen.getByRole('textbox', { name: 'Número de celular' }), '5512345678');
    await user.type(screen.getByRole('textbox', { name: 'Código de la imagen' }), demoCaptchaFor(sid));
    await user.click(screen.getByRole('checkbox', { name: /^He leído el aviso de privacidad y acepto que/ }));
    await user.click(screen.getByRole('button', { name: 'Obtener código' }));
    await screen.findByRole('button', { name: /^Puedes pedir otro código en \d+ segundos$/ });
    // Let the "code sent" toast (the app shell's, not the page's) run its 3 s.
    await act(() => vi.advanceTimersByTimeAsync(3_100));
    expect(
      screen.getByRole('button', { name: /^Puedes pedir otro código en 5\d segundos$/ }),
    ).toBeInTheDocument();
    await leave(router);
    expect(vi.getTimerCount()).toBe(0);
    await expectNothingLeft(router, sent, messages);
  });

  it(`${paths.cardRepay}: the 60 s SMS countdown stops when the page is left`, async () => {
    const messages = watchConsole();
    const sent = countCalls();
    const { router, user } = await open(exampleLocation({ path: paths.cardRepay }));
    await user.click(await screen.findByRole('radio', { name: 'BBVA México terminada en 3377' }));
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await screen.findByRole('button', { name: /^Podrás pedir otro código en \d+ s$/ });
    await leave(router);
    expect(vi.getTimerCount()).toBe(0);
    await expectNothingLeft(router, sent, messages);
  });

  it(`${paths.cardRepay}: leaving while the payment is being confirmed`, async () => {
    const messages = watchConsole();
    const sent = countCalls();
    const { router, user } = await open(exampleLocation({ path: paths.cardRepay }));
    await user.click(await screen.findByRole('radio', { name: 'BBVA México terminada en 3377' }));
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await user.type(await screen.findByRole('textbox', { name: 'Código de verificación' }), '123456');
    hang();
    const confirms = countCalls(to(calls.cardRepaymentConfirm));
    await user.click(screen.getByRole('button', { name: 'Confirmar pago' }));
    await waitFor(() => expect(confirms()).toBe(1));
    await leave(router);
    await expectNothingLeft(router, sent, messages);
  });

  it(`${paths.confirmLoan}: an application answered after the page was left does not navigate`, async () => {
    const messages = watchConsole();
    const sent = countCalls();
    const { router, user } = await open(exampleLocation({ path: paths.confirmLoan }));
    const release = hold(to(calls.loanConfirmSubmit));
    const pushes = countCalls(to(calls.loanConfirmSubmit));
    // The agreement starts unticked: taking the loan is a deliberate tick.
    await user.click(
      await screen.findByRole('checkbox', { name: 'He leído y acepto el contrato de préstamo' }),
    );
    await user.click(await screen.findByRole('button', { name: /^Solicitar y recibir \$/ }));
    await waitFor(() => expect(pushes()).toBe(1));
    await leave(router);
    await release();
    await expectNothingLeft(router, sent, messages);
  });

  it(`${paths.complaintForm}: a complaint saved after the page was left does not navigate`, async () => {
    const messages = watchConsole();
    const sent = countCalls();
    const { router, user } = await open(exampleLocation({ path: paths.complaintForm }));
    await user.type(await screen.findByRole('textbox', { name: 'Descripción' }), 'El pago no aparece.');
    const release = hold(to(calls.complaintSave));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(sent()).toBe(1));
    await leave(router);
    await release();
    await expectNothingLeft(router, sent, messages);
  });

  it(`${paths.cardRepay}: a payment step answered after the page was left does not navigate`, async () => {
    const messages = watchConsole();
    const sent = countCalls();
    scenario('needValid=0');
    const { router, user } = await open(exampleLocation({ path: paths.cardRepay }));
    await user.click(await screen.findByRole('radio', { name: 'BBVA México terminada en 3377' }));
    const release = hold(to(calls.cardRepaymentCommit));
    const commits = countCalls(to(calls.cardRepaymentCommit));
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(commits()).toBe(1));
    await leave(router);
    await release();
    await expectNothingLeft(router, sent, messages);
  });
});
