import { paths } from '@/config/paths';
import { exampleLocation } from '@/app/route-examples';
import { screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { renderRoute } from '../../support/render-route';
import { recordRequests } from '../../support/record-requests';
import { setBridge } from '@/lib/bridge';
import { createFakeBridge, type FakeBridge } from '../../support/fake-bridge';
import { jsonBodies } from './helpers';
import { calls, onCall } from '../../support/on-call';

let bridge: FakeBridge;

beforeEach(() => {
  bridge = createFakeBridge();
  setBridge(bridge);
});

async function fill(user: Awaited<ReturnType<typeof renderRoute>>['user'], card = '4111 1111 1111 1111') {
  await user.type(await screen.findByLabelText('Banco'), 'BBVA México');
  await user.type(screen.getByLabelText('Nombre del titular'), 'Ana López');
  await user.type(screen.getByLabelText('Número de tarjeta'), card);
}

describe('bind card (/bindCard)', () => {
  it('tells the host the bank step starts, once, on entry', async () => {
    await renderRoute(exampleLocation({ path: paths.bindCard }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vincular tarjeta bancaria' }),
    ).toBeInTheDocument();
    // the call sits in a passive effect, which React may run just after the heading is painted
    await waitFor(() => expect(bridge.calls).not.toHaveLength(0));
    expect(bridge.calls).toEqual([{ action: 'startBank', args: [] }]);
  });

  it('keeps digits only in the card number and shows them in groups of four', async () => {
    const { user } = await renderRoute(exampleLocation({ path: paths.bindCard }));
    const card = await screen.findByLabelText('Número de tarjeta');
    await user.type(card, '4111-aa11 1111x1111');
    expect(card).toHaveValue('4111 1111 1111 11');
    // at most 19 digits
    await user.type(card, '2222 3333');
    expect(card).toHaveValue('4111 1111 1111 1122 223');
  });

  it('explains every missing field, focuses the first and sends nothing', async () => {
    const log = recordRequests(server);
    const { user } = await renderRoute(exampleLocation({ path: paths.bindCard }));
    await user.click(await screen.findByRole('button', { name: 'Vincular tarjeta' }));
    expect(screen.getByText('Escribe el nombre de tu banco.')).toBeInTheDocument();
    expect(screen.getByText('Escribe el nombre del titular.')).toBeInTheDocument();
    expect(screen.getByText('Escribe el número de tarjeta.')).toBeInTheDocument();
    expect(screen.getByLabelText('Banco')).toHaveFocus();
    expect(screen.getByLabelText('Banco')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Banco')).toHaveAccessibleDescription('Escribe el nombre de tu banco.');
    expect(log.to(calls.bindCard)).toHaveLength(0);
    log.stop();
  });

  it('refuses a short card number and a holder name with digits', async () => {
    const { user } = await renderRoute(exampleLocation({ path: paths.bindCard }));
    await user.type(await screen.findByLabelText('Banco'), 'BBVA');
    await user.type(screen.getByLabelText('Nombre del titular'), 'Ana 123');
    await user.type(screen.getByLabelText('Número de tarjeta'), '4111 1111');
    await user.click(screen.getByRole('button', { name: 'Vincular tarjeta' }));
    expect(
      screen.getByText('Escribe el nombre como aparece en la tarjeta, solo con letras.'),
    ).toBeInTheDocument();
    expect(screen.getByText('El número de tarjeta debe tener entre 12 y 19 dígitos.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre del titular')).toHaveFocus();
  });

  it('binds the card once (digits only), shows the result and tells the host the bank step ended', async () => {
    server.use(
      onCall(calls.bindCard, async () => {
        await delay(50);
        return HttpResponse.json({ success: true, data: null });
      }),
    );
    const log = recordRequests(server);
    const { user } = await renderRoute(exampleLocation({ path: paths.bindCard }));
    await fill(user);
    await user.dblClick(screen.getByRole('button', { name: 'Vincular tarjeta' }));
    expect(await screen.findByRole('heading', { name: 'Tarjeta vinculada' })).toBeInTheDocument();
    expect(
      screen.getByText('Tu tarjeta terminada en 1111 quedó vinculada correctamente.'),
    ).toBeInTheDocument();
    expect(jsonBodies(log.to(calls.bindCard))).toEqual([
      { productId: '7', bankName: 'BBVA México', cardNo: '4111111111111111', holderName: 'Ana López' },
    ]);
    expect(bridge.calls.map((call) => call.action)).toEqual(['startBank', 'endBank']);
    expect(screen.getByRole('link', { name: 'Continuar con mi préstamo' })).toHaveAttribute(
      'href',
      exampleLocation({ path: paths.confirmLoan }),
    );
    log.stop();
  });

  it('shows the server refusal and keeps what was typed', async () => {
    server.use(
      onCall(calls.bindCard, () => HttpResponse.json({ success: false, message: 'Tarjeta no admitida' }), {
        once: true,
      }),
    );
    const { user } = await renderRoute(exampleLocation({ path: paths.bindCard }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Vincular tarjeta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo vincular la tarjeta. Tarjeta no admitida',
    );
    expect(screen.getByLabelText('Banco')).toHaveValue('BBVA México');
    expect(screen.getByLabelText('Número de tarjeta')).toHaveValue('4111 1111 1111 1111');
    expect(bridge.calls.map((call) => call.action)).toEqual(['startBank']);
    // a second try works
    await user.click(screen.getByRole('button', { name: 'Vincular tarjeta' }));
    expect(await screen.findByRole('heading', { name: 'Tarjeta vinculada' })).toBeInTheDocument();
  });

  it('says the network is down and lets the borrower try again', async () => {
    server.use(onCall(calls.bindCard, () => HttpResponse.error()));
    const { user } = await renderRoute(exampleLocation({ path: paths.bindCard }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Vincular tarjeta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Vincular tarjeta' })).toBeEnabled());
  });

  it('is in English for type=1', async () => {
    const { user } = await renderRoute(exampleLocation({ path: paths.bindCard }), { pageQuery: '?type=1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Link a bank card' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Link card' }));
    expect(screen.getByText('Enter the card number.')).toBeInTheDocument();
  });
});
