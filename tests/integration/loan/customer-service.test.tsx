import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { renderRoute } from '../../support/render-route';
import { recordRequests, formBody } from '../../support/record-requests';
import { setBridge } from '@/lib/bridge';
import { createFakeBridge } from '../../support/fake-bridge';
import { profileFor, telHref } from '@/config/market-profile';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

// The demo backend answers with the lender's profile: one support number per market.
const mx = profileFor('mx').support;
const india = profileFor('in').support;

describe('customer service (/Dag)', () => {
  it('shows the telephone and a mail link from the contact call (overall=30)', async () => {
    const log = recordRequests(server);
    await renderRoute(paths.customerService);
    expect(await screen.findByRole('link', { name: mx.phone })).toHaveAttribute('href', telHref(mx.phone));
    expect(screen.getByRole('link', { name: mx.email })).toHaveAttribute('href', `mailto:${mx.email}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Servicio al cliente' })).toBeInTheDocument();
    expect(formBody(log.to(calls.customerContact)[0]!.body)).toEqual({ overall: '30' });
    log.stop();
  });

  it('calls through the native bridge when the host is there', async () => {
    const bridge = createFakeBridge();
    setBridge(bridge);
    const { user } = await renderRoute(paths.customerService);
    await user.click(await screen.findByRole('link', { name: mx.phone }));
    expect(bridge.calls).toEqual([{ action: 'callPhone', args: [mx.phone] }]);
  });

  it('is in English with type=1', async () => {
    await renderRoute(paths.customerService, { pageQuery: '?type=1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer service' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: india.email })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: india.phone })).toBeInTheDocument();
    expect(screen.getByText(india.hours)).toBeInTheDocument();
    expect(screen.queryByText(mx.phone)).toBeNull();
  });

  it.each([
    ['', 'mx', mx],
    ['?type=1', 'in', india],
  ] as const)(
    "falls back to the lender's profile when the server gives no contact (%s)",
    async (query, _market, support) => {
      server.use(
        onCall(calls.customerContact, () =>
          HttpResponse.json({ code: 0, data: { phone: '', va: null, email: '' } }),
        ),
      );
      await renderRoute(paths.customerService, { pageQuery: query });
      expect(await screen.findByRole('link', { name: support.phone })).toHaveAttribute(
        'href',
        telHref(support.phone),
      );
      expect(screen.getByRole('link', { name: support.email })).toHaveAttribute(
        'href',
        `mailto:${support.email}`,
      );
    },
  );

  it("shows the server's own contact when it gives one", async () => {
    server.use(
      onCall(calls.customerContact, () =>
        HttpResponse.json({ code: 0, data: { phone: '55 1111 2222', va: '', email: 'otro@example.mx' } }),
      ),
    );
    await renderRoute(paths.customerService);
    expect(await screen.findByRole('link', { name: '55 1111 2222' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'otro@example.mx' })).toBeInTheDocument();
    expect(screen.queryByText(mx.phone)).toBeNull();
  });

  it('treats a wrong-shaped body as an invalid response', async () => {
    server.use(onCall(calls.customerContact, () => HttpResponse.json({ code: 0, data: { phone: 42 } })));
    await renderRoute(paths.customerService);
    expect(await screen.findByRole('alert')).toHaveTextContent('respuesta inesperada');
  });
});
