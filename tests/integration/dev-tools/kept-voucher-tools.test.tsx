import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_SCENARIO_COOKIE, parseDemoScenario } from '@/config/demo-scenario';
import { getCookie, setCookie } from '@/lib/cookie';
import { readKeptVoucher, writeKeptVoucher } from '@/entities/payment/kept-voucher/voucher';
import { renderRoute } from '../../support/render-route';
import { setEnv } from '../../support/settings';
import { paths } from '@/config/paths';

beforeEach(() => setEnv({ demoApi: true }));

const NOW = new Date(2026, 7, 10, 9, 30, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

/** /testPreview reaches the "paid, not showing yet" and cooling-off states. */
describe('/testPreview: the voucher kept on this phone', () => {
  it('asks for an order, links to generate its voucher, says it was paid long ago, and forgets it', async () => {
    const { user } = await renderRoute(paths.testPreview);
    const tools = within(await screen.findByRole('region', { name: 'Referencia guardada en este teléfono' }));
    expect(tools.getByText('Escribe un id de orden arriba.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('ID de pedido'), 'MX77');
    expect(tools.getByText('No hay referencia guardada para la orden MX77.')).toBeInTheDocument();
    expect(
      tools.getByRole('button', { name: 'Decir que se pagó hace más del tiempo habitual' }),
    ).toBeDisabled();
    expect(
      tools.getByRole('link', { name: 'Generar una referencia (OXXO) para esta orden' }),
    ).toHaveAttribute(
      'href',
      `${paths.repayInstructions}?type=2&productId=7&orderId=MX77&amount=335117&payCode=OXXO&requestType=1`,
    );

    writeKeptVoucher({
      orderId: 'MX77',
      payCode: 'OXXO',
      requestType: 1,
      amount: 335117,
      requestedAmount: 335117,
      reference: '9300',
      companyName: '',
      channelTitle: '',
      savedAt: NOW.valueOf(),
    });
    await user.clear(screen.getByLabelText('ID de pedido'));
    await user.type(screen.getByLabelText('ID de pedido'), 'MX77');
    expect(tools.getByText('Hay una referencia guardada para la orden MX77.')).toBeInTheDocument();

    await user.click(tools.getByRole('button', { name: 'Decir que se pagó hace más del tiempo habitual' }));
    // OXXO usually shows within 24 hours: 25 hours ago is past it.
    expect(await screen.findByText('Marcado como pagado hace 25 horas.')).toBeInTheDocument();
    expect(readKeptVoucher('MX77')?.paidAt).toBe(NOW.valueOf() - 25 * 3600 * 1000);

    await user.click(tools.getByRole('button', { name: 'Olvidar la referencia guardada' }));
    await waitFor(() => expect(readKeptVoucher('MX77')).toBeUndefined());
    expect(tools.getByText('No hay referencia guardada para la orden MX77.')).toBeInTheDocument();
  });
});

describe('/testPreview: scenario switches for the voucher and cooling-off states', () => {
  it('turns on a loan within its cooling-off period and a barcode from another origin, keeping other flags', async () => {
    setCookie(DEMO_SCENARIO_COOKIE, 'needValid=0');
    const { user } = await renderRoute(paths.testPreview);
    const picker = within(await screen.findByRole('region', { name: 'Escenario de demostración' }));
    await user.click(picker.getByLabelText('Préstamo dentro de su periodo de reflexión (depositado ayer)'));
    await user.click(picker.getByLabelText('Código de barras servido desde otro origen (CORS)'));
    await user.click(picker.getByRole('button', { name: 'Aplicar escenario' }));
    expect(parseDemoScenario(getCookie(DEMO_SCENARIO_COOKIE)).flags).toEqual({
      needValid: '0',
      coolingOff: '1',
      barcode: 'remote',
    });

    await user.click(picker.getByLabelText('Préstamo dentro de su periodo de reflexión (depositado ayer)'));
    await user.click(picker.getByRole('button', { name: 'Aplicar escenario' }));
    expect(parseDemoScenario(getCookie(DEMO_SCENARIO_COOKIE)).flags).toEqual({
      needValid: '0',
      barcode: 'remote',
    });
  });
});
