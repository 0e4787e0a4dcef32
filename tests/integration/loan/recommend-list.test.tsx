import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { renderRoute } from '../../support/render-route';
import './helpers';

const RECOMMEND = '/v3/product/recommend-list';

describe('recommended products (/recommendList)', () => {
  it('lists the products, each opening its product page', async () => {
    await renderRoute('/recommendList');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Productos recomendados' }),
    ).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const second = within(items[1]!).getByRole('link');
    expect(second).toHaveAttribute('href', '/product?productId=12');
    expect(second).toHaveTextContent('Crédito Amigo');
    expect(second).toHaveTextContent('Hasta $15,000.00');
    expect(second).toHaveTextContent('Tasa diaria 0.0065%');
  });

  it('opens a product', async () => {
    const { user, router } = await renderRoute('/recommendList');
    await user.click(await screen.findByRole('link', { name: /Efectivo Fácil/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Producto' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?productId=15');
  });

  it('says so when there are no products', async () => {
    server.use(http.post(`*${RECOMMEND}`, () => HttpResponse.json({ success: true, data: [] })));
    await renderRoute('/recommendList');
    expect(
      await screen.findByText('Por ahora no hay productos disponibles. Vuelve pronto.'),
    ).toBeInTheDocument();
  });

  it('is in English with rupees for type=1', async () => {
    await renderRoute('/recommendList', { pageQuery: '?type=1' });
    expect(await screen.findByRole('link', { name: /QuickRupee/ })).toHaveTextContent('Up to ₹25,000.00');
  });

  it('shows the server message, then recovers on retry (a server failure, HTTP 503)', async () => {
    server.use(
      http.post(
        `*${RECOMMEND}`,
        () => HttpResponse.json({ success: false, message: 'Sin ofertas hoy' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    const { user } = await renderRoute('/recommendList');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin ofertas hoy');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
  });

  it('says the network is down and offers a retry', async () => {
    server.use(http.post(`*${RECOMMEND}`, () => HttpResponse.error()));
    await renderRoute('/recommendList');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión');
  });

  it('treats a wrong-shaped list as an invalid response', async () => {
    server.use(http.post(`*${RECOMMEND}`, () => HttpResponse.json({ success: true, data: { list: [{}] } })));
    await renderRoute('/recommendList');
    expect(await screen.findByRole('alert')).toHaveTextContent('respuesta inesperada');
  });
});
