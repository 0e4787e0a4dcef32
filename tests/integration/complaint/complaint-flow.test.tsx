import { act, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../support/render-route';
import { resetComplaintStore } from '@/demo/fixtures/complaint-store';
import { FIRST_PAINT, pngFile } from './helpers';
import { paths } from '@/config/paths';

vi.mock('browser-image-compression', () => ({ default: async (file: File) => file }));

beforeEach(() => {
  resetComplaintStore();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

it('files a collection complaint with a photo and finds it in the list and its details', async () => {
  const { user, router } = await renderRoute(`${paths.complaint}?orderId=20241`, {
    userEventOptions: { advanceTimers: vi.advanceTimersByTime },
  });
  await user.click(await screen.findByRole('button', { name: 'Cobranza' }, FIRST_PAINT));
  await user.click(screen.getByRole('button', { name: 'Contacto a mis referencias' }));
  await user.type(
    await screen.findByRole('textbox', { name: 'Descripción' }, FIRST_PAINT),
    'Llamaron a mi hermana.',
  );
  await user.upload(screen.getByLabelText('Añadir imagen'), pngFile());
  await waitFor(() => expect(screen.getAllByRole('img', { name: /Imagen adjunta/ })).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await screen.findByRole('dialog', { name: 'Queja enviada' }, FIRST_PAINT);
  await act(() => vi.advanceTimersByTimeAsync(1500));
  await waitFor(() => expect(router.state.location.pathname).toBe(paths.complaint));

  await user.click(await screen.findByRole('link', { name: 'Mis quejas' }, FIRST_PAINT));
  const panel = await screen.findByRole('tabpanel', { name: 'Pendientes' }, FIRST_PAINT);
  const item = within(panel).getAllByRole('link')[0]!;
  expect(item).toHaveTextContent('Cobranza · Contacto a mis referencias');
  expect(item).toHaveTextContent('Llamaron a mi hermana.');
  await user.click(item);
  await screen.findByRole('heading', { level: 1, name: 'Detalle de la queja' }, FIRST_PAINT);
  expect(await screen.findByText('Llamaron a mi hermana.', {}, FIRST_PAINT)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ampliar la imagen adjunta 1' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Resultado de la gestión' })).not.toBeInTheDocument();
});
