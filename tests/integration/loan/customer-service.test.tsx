import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { renderRoute } from '../../support/render-route';
import { recordRequests, formBody } from '../../support/record-requests';
import { setBridge } from '@/lib/bridge';
import { createFakeBridge } from '../../support/fake-bridge';

describe('customer service (/Dag)', () => {
  it('shows the telephone and a mail link from the contact call (overall=30)', async () => {
    const log = recordRequests(server);
    await renderRoute('/Dag');
    expect(await screen.findByRole('link', { name: '800 953 1100' })).toHaveAttribute(
      'href',
      'tel:8009531100',
    );
    expect(screen.getByRole('link', { name: 'ayuda@prestamo.mx' })).toHaveAttribute(
      'href',
      'mailto:ayuda@prestamo.mx',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Servicio al cliente' })).toBeInTheDocument();
    expect(formBody(log.to('/customer/contact')[0]!.body)).toEqual({ overall: '30' });
    log.stop();
  });

  it('calls through the native bridge when the host is there', async () => {
    const bridge = createFakeBridge();
    setBridge(bridge);
    const { user } = await renderRoute('/Dag');
    await user.click(await screen.findByRole('link', { name: '800 953 1100' }));
    expect(bridge.calls).toEqual([{ action: 'callPhone', args: ['800 953 1100'] }]);
  });

  it('is in English with type=1', async () => {
    await renderRoute('/Dag', { pageQuery: '?type=1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer service' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'care@cashloan.in' })).toBeInTheDocument();
  });

  it('shows the server message, then recovers on retry (a server failure, HTTP 503)', async () => {
    server.use(
      http.post(
        '*/wealth/customer/contact',
        () => HttpResponse.json({ code: 7, message: 'Servicio en mantenimiento' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    const { user } = await renderRoute('/Dag');
    expect(await screen.findByRole('alert')).toHaveTextContent('Servicio en mantenimiento');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: '800 953 1100' })).toBeInTheDocument();
  });

  it('says the network is down and offers a retry', async () => {
    server.use(http.post('*/wealth/customer/contact', () => HttpResponse.error()));
    await renderRoute('/Dag');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  });

  it('treats a wrong-shaped body as an invalid response', async () => {
    server.use(
      http.post('*/wealth/customer/contact', () => HttpResponse.json({ code: 0, data: { phone: 42 } })),
    );
    await renderRoute('/Dag');
    expect(await screen.findByRole('alert')).toHaveTextContent('respuesta inesperada');
  });
});
