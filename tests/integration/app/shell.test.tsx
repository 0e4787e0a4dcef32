import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { renderRoute } from '../../support/render-route';
import { bootstrap } from '@/app/bootstrap';
import { RouteError } from '@/app/route-error';
import { Modal, ToastHost, showToast } from '@/components/ui';

describe('app shell', () => {
  it('shows a not-found page that links home, with its own title', async () => {
    await renderRoute('/definitely-not-a-page');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Página no encontrada');
  });

  it('is in English with type=1 before the hash, and sets the document language', async () => {
    await renderRoute('/nope', { pageQuery: '?type=1' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('survives a hostile URL', async () => {
    const hostile = encodeURIComponent('<script>alert(1)</script>');
    await renderRoute(`/nope?type=${hostile}&sessionId=undefined`, {
      pageQuery: `?deviceId=${hostile}&type=null&type=1`,
    });
    // The hash query's type wins over the page's type=1, and an unknown type means the Spanish default.
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(document.querySelector('script')).toBeNull();
  });

  it('catches a page that crashes while rendering and offers a reload', async () => {
    const { i18nReady } = bootstrap('http://localhost/');
    await i18nReady;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('render bug');
    }
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    await act(async () => {
      render(<RouterProvider router={router} />);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo salió mal');
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeInTheDocument();
    // A way to get help that needs no page to load: the lender's customer service from its profile.
    expect(screen.getByRole('link', { name: /^Llamar al / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(screen.getByRole('link', { name: /^Escribir a / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });
});

describe('toasts over dialogs', () => {
  beforeEach(async () => {
    await bootstrap('http://localhost/').i18nReady;
  });

  it('shows a toast raised while a modal is open inside the dialog, and back on the page after it closes', async () => {
    const user = userEvent.setup();
    function Demo() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <ToastHost />
          <Modal open={open} title="Califica" onClose={() => setOpen(false)}>
            <button type="button" onClick={() => showToast('Seleccione una calificación')}>
              enviar
            </button>
          </Modal>
        </>
      );
    }
    render(<Demo />);
    await user.click(screen.getByRole('button', { name: 'enviar' }));
    const dialog = screen.getByRole('dialog', { name: 'Califica' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Seleccione una calificación');
    // The page's own region stays empty while the dialog is open, so nothing is announced twice.
    const regions = screen.getAllByRole('status', { hidden: true });
    expect(regions.filter((region) => region.textContent === 'Seleccione una calificación')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.getByRole('status')).toHaveTextContent('Seleccione una calificación');
  });
});

describe('shared UI', () => {
  beforeEach(async () => {
    await bootstrap('http://localhost/').i18nReady;
  });

  it('announces toasts in a polite live region', async () => {
    render(<ToastHost />);
    act(() => void showToast('Copiado'));
    expect(screen.getByRole('status')).toHaveTextContent('Copiado');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('opens a modal dialog named by its title, closes on Escape and the close button, and returns focus', async () => {
    const user = userEvent.setup();
    function Demo() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            open
          </button>
          <Modal open={open} title="Escanea para pagar" onClose={() => setOpen(false)}>
            <p>body</p>
          </Modal>
        </>
      );
    }
    render(<Demo />);
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Escanea para pagar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    await user.click(opener);
    screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
