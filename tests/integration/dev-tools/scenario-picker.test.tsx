import { screen, within } from '@testing-library/react';
import { DEMO_SCENARIO_COOKIE, parseDemoScenario } from '@/config/demo-scenario';
import { getCookie, setCookie } from '@/lib/cookie';
import { renderRoute } from '../../support/render-route';
import { setEnv } from '../../support/settings';
import { paths } from '@/config/paths';

beforeEach(() => setEnv({ demoApi: true }));

async function renderPicker(pageQuery = '') {
  const view = await renderRoute(paths.testPreview, { pageQuery });
  const region = await screen.findByRole('region', { name: 'Escenario de demostración' });
  return { ...view, picker: within(region) };
}

describe('test preview demo scenario picker (demo backend on)', () => {
  it('writes the chosen scenario to the demo cookie and shows it', async () => {
    const { user, picker } = await renderPicker();
    expect(picker.getByText('ninguno')).toBeInTheDocument();
    await user.selectOptions(picker.getByLabelText('Estado del pedido'), '174');
    await user.selectOptions(picker.getByLabelText('Falla'), 'network');
    await user.selectOptions(picker.getByLabelText('Llamada con falla'), 'loanDetails');
    await user.selectOptions(picker.getByLabelText('Llamada con código de negocio'), 'sendSms');
    await user.type(picker.getByLabelText('Código de negocio'), '101');
    await user.type(picker.getByLabelText('Red lenta: retraso (ms)'), '1,500');
    await user.click(picker.getByRole('button', { name: 'Aplicar escenario' }));
    const cookie = getCookie(DEMO_SCENARIO_COOKIE);
    expect(parseDemoScenario(cookie)).toEqual({
      status: '174',
      delayMs: 1500,
      faults: { loanDetails: 'network' },
      codes: { sendSms: '101' },
      flags: {},
    });
    expect(picker.getByText(cookie!)).toBeInTheDocument();
    expect(await screen.findByText('Escenario aplicado')).toBeInTheDocument();
  });

  it('injects a fault into every call with *', async () => {
    const { user, picker } = await renderPicker();
    await user.selectOptions(picker.getByLabelText('Falla'), 'timeout');
    await user.click(picker.getByRole('button', { name: 'Aplicar escenario' }));
    expect(parseDemoScenario(getCookie(DEMO_SCENARIO_COOKIE)).faults).toEqual({ '*': 'timeout' });
  });

  it('starts from the current cookie, keeps hand-set flags, and resets', async () => {
    setCookie(DEMO_SCENARIO_COOKIE, 'status=200&fault=rating:500&needValid=0');
    const { user, picker } = await renderPicker();
    expect(picker.getByText('status=200&fault=rating:500&needValid=0')).toBeInTheDocument();
    expect(picker.getByLabelText('Estado del pedido')).toHaveValue('200');
    expect(picker.getByLabelText('Falla')).toHaveValue('500');
    expect(picker.getByLabelText('Llamada con falla')).toHaveValue('rating');
    await user.selectOptions(picker.getByLabelText('Estado del pedido'), '180');
    await user.click(picker.getByRole('button', { name: 'Aplicar escenario' }));
    expect(parseDemoScenario(getCookie(DEMO_SCENARIO_COOKIE))).toMatchObject({
      status: '180',
      faults: { rating: '500' },
      flags: { needValid: '0' },
    });
    await user.click(picker.getByRole('button', { name: 'Restablecer' }));
    expect(getCookie(DEMO_SCENARIO_COOKIE)).toBeUndefined();
    expect(picker.getByText('ninguno')).toBeInTheDocument();
    expect(picker.getByLabelText('Estado del pedido')).toHaveValue('');
  });

  it('refuses a business code that is not a whole number', async () => {
    const { user, picker } = await renderPicker();
    await user.selectOptions(picker.getByLabelText('Llamada con código de negocio'), 'register');
    await user.type(picker.getByLabelText('Código de negocio'), '1a');
    await user.click(picker.getByRole('button', { name: 'Aplicar escenario' }));
    expect(picker.getByRole('alert')).toHaveTextContent('número entero');
    expect(getCookie(DEMO_SCENARIO_COOKIE)).toBeUndefined();
    await user.clear(picker.getByLabelText('Código de negocio'));
    await user.type(picker.getByLabelText('Código de negocio'), '-1');
    await user.click(picker.getByRole('button', { name: 'Aplicar escenario' }));
    expect(parseDemoScenario(getCookie(DEMO_SCENARIO_COOKIE)).codes).toEqual({ register: '-1' });
  });
});
