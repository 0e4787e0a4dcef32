import './setup';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { renderRoute } from '../../support/render-route';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

const REPAY = `${paths.repay}?productId=7&orderId=9001`;

const DELAY = `${paths.repayDelay}?productId=7&orderId=9001`;

const INSTRUCTIONS = `${paths.repayInstructions}?productId=7&orderId=9001&amount=345000&payCode=OXXO&requestType=1`;

const grievance = (name = 'Ayuda y quejas') => screen.findByRole('navigation', { name });

describe('grievance path on the repayment pages', () => {
  it.each([
    [paths.repay, REPAY, 'Pagar mi préstamo'],
    [paths.repayInstructions, INSTRUCTIONS, 'Instrucciones de pago'],
  ])('%s: customer service and the complaint entry for this order, one tap away', async (_page, path, h1) => {
    await renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
    const nav = await grievance();
    expect(within(nav).getByRole('link', { name: 'Servicio al cliente' })).toHaveAttribute(
      'href',
      `${paths.customerService}?orderId=9001`,
    );
    expect(within(nav).getByRole('link', { name: 'Presentar una queja' })).toHaveAttribute(
      'href',
      `${paths.complaint}?orderId=9001`,
    );
  });

  it('/repay: the complaint entry opens the complaint page for this order', async () => {
    const { user, router } = await renderRoute(REPAY);
    await user.click(within(await grievance()).getByRole('link', { name: 'Presentar una queja' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.complaint));
    expect(router.state.location.search).toBe('?orderId=9001');
  });

  it('/repayDelay: keeps its floating customer-service button and adds only the complaint entry', async () => {
    await renderRoute(DELAY);
    const nav = await grievance();
    // The page's own entries; the escalation contacts (UNE, CONDUSEF) are in their disclosure.
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => !link.closest('details')),
    ).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: 'Presentar una queja' })).toHaveAttribute(
      'href',
      `${paths.complaint}?orderId=9001`,
    );
    // One way to customer service: the floating button.
    expect(screen.getAllByRole('link', { name: 'Servicio al cliente' })).toHaveLength(1);
  });

  it.each([
    [paths.repay, REPAY, calls.repayDetail],
    [paths.repayInstructions, INSTRUCTIONS, calls.generateVoucher],
  ])('%s: stays one tap away when the page cannot load', async (_page, path, call) => {
    server.use(onCall(call, () => HttpResponse.error()));
    await renderRoute(path);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión');
    expect(within(await grievance()).getByRole('link', { name: 'Servicio al cliente' })).toBeInTheDocument();
  });

  it('leaves the order out of the complaint link when the link has none', async () => {
    await renderRoute(`${paths.repayInstructions}?productId=7`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Faltan datos del préstamo');
    expect(within(await grievance()).getByRole('link', { name: 'Presentar una queja' })).toHaveAttribute(
      'href',
      paths.complaint,
    );
  });

  it('is in English when type=1', async () => {
    await renderRoute(REPAY, { pageQuery: '?type=1' });
    const nav = await grievance('Help and complaints');
    expect(within(nav).getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      `${paths.customerService}?orderId=9001`,
    );
    expect(within(nav).getByRole('link', { name: 'File a complaint' })).toBeInTheDocument();
  });

  it('shows no response time when none is configured', async () => {
    await renderRoute(REPAY);
    expect(within(await grievance()).queryByText(/Respondemos/)).toBeNull();
  });
});
