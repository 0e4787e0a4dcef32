import { act, screen, within } from '@testing-library/react';
import { sessionStore } from '@/lib/session';
import { renderRoute } from '../../support/render-route';
import { paths } from '@/config/paths';

const SESSION_QUERY =
  '?deviceId=dev-1&deviceName=Pixel%207&sessionId=sess-9&appVersion=2.3.0&osVersion=14&advertisingId=ad-42';

const LINKS = [
  'Confirmar préstamo',
  'Detalle del préstamo',
  'Pagar',
  'Extensión',
  'Vincular cuenta bancaria',
  'Sobre nosotros',
  'Queja',
  'Servicio al cliente',
  'Política de privacidad',
  'Instrucciones de pago',
];

function pages() {
  return within(screen.getByRole('region', { name: 'Páginas' }));
}

function linkQuery(name: string): Record<string, string> {
  const href = pages().getByRole('link', { name }).getAttribute('href')!;
  return Object.fromEntries(new URLSearchParams(href.split('?')[1]));
}

function linkPath(name: string): string {
  return pages().getByRole('link', { name }).getAttribute('href')!.split('?')[0]!;
}

describe('test preview (/testPreview)', () => {
  it('prefills the fields from the session and shows every page link', async () => {
    await renderRoute(paths.testPreview, { pageQuery: SESSION_QUERY });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vista previa de pruebas' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('ID del dispositivo')).toHaveValue('dev-1');
    expect(screen.getByLabelText('Nombre del dispositivo')).toHaveValue('Pixel 7');
    expect(screen.getByLabelText('ID de sesión')).toHaveValue('sess-9');
    expect(screen.getByLabelText('Versión de la app')).toHaveValue('2.3.0');
    expect(screen.getByLabelText('Versión del sistema operativo')).toHaveValue('14');
    expect(screen.getByLabelText('ID de publicidad')).toHaveValue('ad-42');
    expect(screen.getByLabelText('ID de producto')).toHaveValue('');
    expect(screen.getByLabelText('ID de pedido')).toHaveValue('');
    expect(
      pages()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(LINKS);
    expect(LINKS.map(linkPath)).toEqual([
      paths.confirmLoan,
      paths.loanDetails,
      paths.repay,
      paths.repayDelay,
      paths.bindCard,
      paths.aboutUs,
      paths.complaint,
      paths.customerService,
      paths.privacyPolicy,
      paths.repayInstructions,
    ]);
  });

  it('passes every field to the links under the contract’s keys, order keys only where read', async () => {
    const { user } = await renderRoute(paths.testPreview, { pageQuery: SESSION_QUERY });
    await user.type(await screen.findByLabelText('ID de producto'), '7');
    await user.type(screen.getByLabelText('ID de pedido'), 'ord-55');
    await user.clear(screen.getByLabelText('ID de sesión'));
    await user.type(screen.getByLabelText('ID de sesión'), 'sess-10');
    const session = {
      deviceId: 'dev-1',
      deviceName: 'Pixel 7',
      sessionId: 'sess-10',
      appVersion: '2.3.0',
      osVersion: '14',
      advertisingId: 'ad-42',
      type: '2',
    };
    const order = { productId: '7', orderId: 'ord-55' };
    expect(linkQuery('Confirmar préstamo')).toEqual({ ...session, productId: '7' });
    for (const name of ['Detalle del préstamo', 'Pagar', 'Extensión', 'Instrucciones de pago'])
      expect(linkQuery(name)).toEqual({ ...session, ...order });
    expect(linkQuery('Vincular cuenta bancaria')).toEqual({ ...session, productId: '7' });
    expect(linkQuery('Queja')).toEqual({ ...session, orderId: 'ord-55' });
    for (const name of ['Sobre nosotros', 'Servicio al cliente', 'Política de privacidad'])
      expect(linkQuery(name)).toEqual(session);
  });

  it('leaves empty fields out of the links and makes the edited fields the session', async () => {
    const { user } = await renderRoute(paths.testPreview, { pageQuery: SESSION_QUERY });
    await user.clear(await screen.findByLabelText('ID de publicidad'));
    await user.clear(screen.getByLabelText('ID del dispositivo'));
    await user.type(screen.getByLabelText('ID del dispositivo'), 'dev-2');
    expect(linkQuery('Servicio al cliente')).not.toHaveProperty('advertisingId');
    expect(sessionStore.getState().values).toMatchObject({ deviceId: 'dev-2', sessionId: 'sess-9' });
    expect(sessionStore.getState().values).not.toHaveProperty('advertisingId');
  });

  it('switches the market: the session, the language and the links’ type follow', async () => {
    const { user } = await renderRoute(paths.testPreview);
    await user.click(await screen.findByRole('radio', { name: 'type=1 · English, ₹ (India)' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Test preview' })).toBeInTheDocument();
    expect(sessionStore.getState()).toMatchObject({ type: 1, locale: 'en', currency: '₹' });
    const href = within(screen.getByRole('region', { name: 'Pages' }))
      .getByRole('link', { name: 'Privacy policy' })
      .getAttribute('href');
    expect(href).toBe(`${paths.privacyPolicy}?type=1`);
    expect(screen.getByRole('radio', { name: 'type=1 · English, ₹ (India)' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'type=2 · Español, $ (México)' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vista previa de pruebas' }),
    ).toBeInTheDocument();
    expect(sessionStore.getState()).toMatchObject({ type: 2, locale: 'es', currency: '$' });
  });

  it('opens a page through its link with the values in the route query', async () => {
    const { user, router } = await renderRoute(paths.testPreview, { pageQuery: '?type=1' });
    await user.type(await screen.findByLabelText('Session ID'), 's-1');
    await user.click(
      within(screen.getByRole('region', { name: 'Pages' })).getByRole('link', { name: 'Privacy policy' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.privacyPolicy);
    expect(new URLSearchParams(router.state.location.search).get('sessionId')).toBe('s-1');
  });

  it('remembers the fields between visits', async () => {
    const first = await renderRoute(paths.testPreview);
    await first.user.type(await screen.findByLabelText('ID de producto'), '12');
    await first.user.type(screen.getByLabelText('ID de pedido'), '345');
    await first.user.type(screen.getByLabelText('ID del dispositivo'), 'dev-x');
    first.unmount();
    await renderRoute(paths.testPreview);
    expect(await screen.findByLabelText('ID de producto')).toHaveValue('12');
    expect(screen.getByLabelText('ID de pedido')).toHaveValue('345');
    expect(screen.getByLabelText('ID del dispositivo')).toHaveValue('dev-x');
    expect(linkQuery('Detalle del préstamo')).toMatchObject({
      productId: '12',
      orderId: '345',
      deviceId: 'dev-x',
    });
  });

  it('keeps the fields for this tab only (sessionStorage), never on the device', async () => {
    window.localStorage.setItem(
      'devTools.previewFields',
      JSON.stringify({ sessionId: 'left-by-old-version' }),
    );
    const { user } = await renderRoute(paths.testPreview);
    expect(await screen.findByLabelText('ID de sesión')).toHaveValue('');
    await user.type(screen.getByLabelText('ID de sesión'), 's-77');
    expect(JSON.parse(window.sessionStorage.getItem('devTools.previewFields')!)).toMatchObject({
      sessionId: 's-77',
    });
    expect(window.localStorage.getItem('devTools.previewFields')).toBeNull();
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('devTools'))).toEqual([]);
  });

  it('lets the current session win over what was remembered', async () => {
    window.sessionStorage.setItem(
      'devTools.previewFields',
      JSON.stringify({ deviceId: 'old', orderId: '9' }),
    );
    await renderRoute(paths.testPreview, { pageQuery: '?deviceId=new' });
    expect(await screen.findByLabelText('ID del dispositivo')).toHaveValue('new');
    expect(screen.getByLabelText('ID de pedido')).toHaveValue('9');
  });

  it('ignores tampered stored values and clears the fields on request', async () => {
    window.sessionStorage.setItem('devTools.previewFields', JSON.stringify({ deviceId: 42, orderId: '9' }));
    const { user } = await renderRoute(paths.testPreview, { pageQuery: '?sessionId=s-2' });
    expect(await screen.findByLabelText('ID del dispositivo')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Vaciar los campos' }));
    expect(screen.getByLabelText('ID de sesión')).toHaveValue('');
    expect(JSON.parse(window.sessionStorage.getItem('devTools.previewFields')!)).toMatchObject({
      sessionId: '',
    });
  });

  it('keeps working when storage is unavailable', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { user } = await renderRoute(paths.testPreview);
    await user.type(await screen.findByLabelText('ID de producto'), '3');
    expect(screen.getByLabelText('ID de producto')).toHaveValue('3');
    expect(linkQuery('Confirmar préstamo')).toMatchObject({ productId: '3' });
    expect(setItem).toHaveBeenCalled();
  });

  it('hides the demo scenario picker when the demo backend is off', async () => {
    await renderRoute(paths.testPreview);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Escenario de demostración' })).not.toBeInTheDocument();
  });

  it('formats the contact input as a phone number', async () => {
    const { user } = await renderRoute(paths.testPreview);
    const contact = await screen.findByLabelText('Teléfono de contacto');
    expect(contact).toHaveAttribute('type', 'tel');
    await user.type(contact, '55-1234-5678x9');
    expect(contact).toHaveValue('551 2345 6789');
  });
});

describe('test preview photo input', () => {
  const created: string[] = [];
  beforeEach(() => {
    let next = 0;
    created.length = 0;
    URL.createObjectURL = vi.fn(() => {
      const url = `blob:preview-${++next}`;
      created.push(url);
      return url;
    });
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
    delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
  });

  it('previews the picked image and revokes its URL on change and on leaving', async () => {
    const { user, unmount } = await renderRoute(paths.testPreview);
    const input = await screen.findByLabelText('Foto');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File(['a'], 'id-front.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Vista previa de la foto elegida' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(screen.getByText('id-front.png')).toBeInTheDocument();
    await user.upload(input, new File(['b'], 'selfie.jpg', { type: 'image/jpeg' }));
    expect(screen.getByRole('img', { name: 'Vista previa de la foto elegida' })).toHaveAttribute(
      'src',
      'blob:preview-2',
    );
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(URL.revokeObjectURL).not.toHaveBeenCalledWith('blob:preview-2');
    act(() => unmount());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });
});

describe('test preview geolocation', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
  function stubGeolocation(value: unknown) {
    Object.defineProperty(navigator, 'geolocation', { value, configurable: true });
  }
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'geolocation', original);
    else delete (navigator as { geolocation?: unknown }).geolocation;
  });

  it('shows the position to 5 decimals', async () => {
    stubGeolocation({
      getCurrentPosition: (success: PositionCallback) =>
        success({ coords: { latitude: 19.432608, longitude: -99.1332089 } } as GeolocationPosition),
    });
    const { user } = await renderRoute(paths.testPreview);
    await user.click(await screen.findByRole('button', { name: 'Obtener ubicación' }));
    expect(await screen.findByText('Latitud 19.43261, longitud -99.13321')).toBeInTheDocument();
  });

  it.each([
    [1, 'Permiso de ubicación denegado.'],
    [2, 'La ubicación no está disponible.'],
    [3, 'Se agotó el tiempo para obtener la ubicación.'],
  ])('explains error code %i', async (code, message) => {
    stubGeolocation({
      getCurrentPosition: (_success: PositionCallback, failure: PositionErrorCallback) =>
        failure({ code, message: 'x' } as GeolocationPositionError),
    });
    const { user } = await renderRoute(paths.testPreview);
    await user.click(await screen.findByRole('button', { name: 'Obtener ubicación' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says the location is unavailable when the device has no geolocation', async () => {
    stubGeolocation(undefined);
    const { user } = await renderRoute(paths.testPreview);
    await user.click(await screen.findByRole('button', { name: 'Obtener ubicación' }));
    expect(await screen.findByText('La ubicación no está disponible.')).toBeInTheDocument();
  });

  it('is busy while the device looks for the position, then shows it', async () => {
    let answer: PositionCallback | undefined;
    stubGeolocation({ getCurrentPosition: (success: PositionCallback) => (answer = success) });
    const { user } = await renderRoute(paths.testPreview);
    await user.click(await screen.findByRole('button', { name: 'Obtener ubicación' }));
    expect(screen.getByRole('button', { name: 'Obteniendo ubicación…' })).toBeDisabled();
    act(() => answer!({ coords: { latitude: 28.6139, longitude: 77.209 } } as GeolocationPosition));
    expect(await screen.findByText('Latitud 28.61390, longitud 77.20900')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Obtener ubicación' })).toBeEnabled();
  });
});

describe('field figures of this device', () => {
  afterEach(() => window.localStorage.removeItem('telemetry.device'));

  it('shows the latest vitals, the error count and the expected API failures kept on this device', async () => {
    window.localStorage.setItem(
      'telemetry.device',
      JSON.stringify({
        vitals: {
          LCP: { value: 2345, rating: 'needs-improvement', route: paths.confirmLoan, at: 1 },
          CLS: { value: 0.012, rating: 'good', route: paths.repay, at: 2 },
        },
        errors: 2,
        apiFailures: { timeout: 1, network: 3 },
      }),
    );
    const { user } = await renderRoute(paths.testPreview);
    const figures = within(
      await screen.findByRole('region', { name: 'Cifras de campo de este dispositivo' }),
    );
    expect(figures.getByText(/VITE_RUM_URL no está configurada/)).toBeInTheDocument();
    const table = figures.getByRole('table', { name: 'Últimas métricas web' });
    expect(within(table).getByRole('row', { name: /LCP/ })).toHaveTextContent(
      'LCP2,345 msneeds-improvement/confirmLoan',
    );
    expect(within(table).getByRole('row', { name: /CLS/ })).toHaveTextContent('CLS0.012good/repay');
    expect(figures.getByText('Errores capturados: 2')).toBeInTheDocument();
    expect(figures.getByText('Fallos esperados de la API: 4')).toBeInTheDocument();

    window.localStorage.setItem(
      'telemetry.device',
      JSON.stringify({ vitals: {}, errors: 3, apiFailures: {} }),
    );
    await user.click(figures.getByRole('button', { name: 'Actualizar cifras' }));
    expect(figures.getByText('Todavía no hay métricas en este dispositivo.')).toBeInTheDocument();
    expect(figures.getByText('Errores capturados: 3')).toBeInTheDocument();
  });
});
