import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../../support/render-route';
import { setEnv } from '../../support/settings';
import './helpers';
import { paths } from '@/config/paths';

describe('about us (/aboutUs)', () => {
  it('shows the welcome text in Spanish', async () => {
    await renderRoute(paths.aboutUs);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre nosotros' })).toBeInTheDocument();
    expect(screen.getByText('¡Bienvenido! Nos alegra que estés aquí.')).toBeInTheDocument();
    expect(document.title).toBe('Sobre nosotros');
  });

  it('shows the welcome text in English for type=1', async () => {
    await renderRoute(paths.aboutUs, { pageQuery: '?type=1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByText('Welcome! We are glad you are here.')).toBeInTheDocument();
  });
});

describe('joint login failure (/error)', () => {
  it.each([
    ['', 'No pudimos iniciar tu sesión', 'Cierra esta página e inténtalo de nuevo más tarde.', 'Cerrar'],
    ['?type=1', 'We could not sign you in', 'Close this page and try again later.', 'Close'],
    [
      '?type=1&language=hi',
      'हम आपको लॉग इन नहीं करा पाए',
      'यह पेज बंद करें और थोड़ी देर बाद फिर कोशिश करें।',
      'बंद करें',
    ],
  ])(
    'says the spec\'s "Fracaso" in the page\'s language (page query "%s")',
    async (pageQuery, title, notice, close) => {
      await renderRoute(paths.jointLoginError, { pageQuery });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(notice)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: close })).toBeInTheDocument();
      expect(screen.queryByText('Fracaso')).not.toBeInTheDocument();
    },
  );

  it.each(['', '?type=1&language=hi'])(
    'VITE_WORDING=spec shows the spec\'s Spanish page, "Fracaso", in every locale (page query "%s")',
    async (pageQuery) => {
      setEnv({ wording: 'spec' });
      await renderRoute(paths.jointLoginError, { pageQuery });
      expect(await screen.findByRole('heading', { level: 1, name: 'Fracaso' })).toBeInTheDocument();
      expect(
        screen.getByText('No pudimos iniciar tu sesión. Cierra esta página e inténtalo de nuevo más tarde.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    },
  );

  it('closes the webview through the host, and stays put meanwhile', async () => {
    const host = { closeWebView: vi.fn() };
    Object.assign(window, { AndroidBridge: host });
    try {
      const { user, router } = await renderRoute(paths.jointLoginError);
      await user.click(await screen.findByRole('button', { name: 'Cerrar' }));
      await waitFor(() => expect(host.closeWebView).toHaveBeenCalledTimes(1));
      expect(router.state.location.pathname).toBe(paths.jointLoginError);
    } finally {
      Reflect.deleteProperty(window, 'AndroidBridge');
    }
  });

  it('goes home in a plain browser (no host), not back to what sent it here', async () => {
    const back = vi.spyOn(window.history, 'back');
    const { user, router } = await renderRoute(paths.jointLoginError, { pageQuery: '?type=1' });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(back).not.toHaveBeenCalled();
  });
});
