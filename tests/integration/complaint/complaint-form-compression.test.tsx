import { screen, waitFor } from '@testing-library/react';
import { server } from '@/demo/node';
import { renderRoute } from '../../support/render-route';
import { recordRequests } from '../../support/record-requests';
import { resetComplaintStore } from '@/demo/fixtures/complaint-store';
import { FIRST_PAINT, FORM_PATH, pngFile, toastRegion } from './helpers';
import { calls } from '../../support/on-call';

/**
 * The compression library is fetched only when the user picks a photo: the mock's factory runs on the
 * module's first import, so `loaded` says whether anything has imported it yet.
 */
const compression = vi.hoisted(() => ({
  loaded: false,
  calls: [] as { name: string; options: Record<string, unknown> }[],
  fail: false,
}));

vi.mock('browser-image-compression', () => {
  compression.loaded = true;
  return {
    default: async (file: File, options: Record<string, unknown>) => {
      compression.calls.push({ name: file.name, options });
      if (compression.fail) throw new Error('canvas unavailable');
      return new File([new Uint8Array([137, 80, 78, 71, 99])], file.name, { type: file.type });
    },
  };
});

beforeEach(() => resetComplaintStore());

const uploadedBodies = (log: ReturnType<typeof recordRequests>) =>
  log.to(calls.complaintUploadImage).map((request) => request.body);

it('loads the compression library only when a photo is picked, and uploads the smaller file', async () => {
  const log = recordRequests(server);
  const { user } = await renderRoute(FORM_PATH);
  await screen.findByRole('heading', { level: 1 }, FIRST_PAINT);
  await user.type(screen.getByRole('textbox', { name: 'Descripción' }), 'Sin fotos todavía');
  expect(compression.loaded).toBe(false);

  await user.upload(screen.getByLabelText('Añadir imagen'), pngFile('big.png', 4000));
  await waitFor(() => expect(toastRegion()).toHaveTextContent('¡La carga se realizó correctamente!'));
  expect(compression.loaded).toBe(true);
  expect(compression.calls).toEqual([
    {
      name: 'big.png',
      options: expect.objectContaining({ maxSizeMB: 0.5, maxWidthOrHeight: 1600, useWebWorker: false }),
    },
  ]);
  // The compressed bytes (PNG + 'c') went up, not the 4 KB original.
  const [body] = uploadedBodies(log);
  expect(body).toContain('PNGc');
  expect(body!.length).toBeLessThan(1000);
  log.stop();
});

it('uploads the original when compression fails, and skips formats the canvas cannot re-encode', async () => {
  compression.fail = true;
  compression.calls.length = 0;
  const log = recordRequests(server);
  const { user } = await renderRoute(FORM_PATH);
  await screen.findByRole('heading', { level: 1 }, FIRST_PAINT);
  await user.upload(screen.getByLabelText('Añadir imagen'), pngFile('photo.png', 3000));
  await waitFor(() => expect(screen.getAllByRole('img', { name: /Imagen adjunta/ })).toHaveLength(1));
  expect(uploadedBodies(log)[0]!.length).toBeGreaterThan(3000);

  const gif = new File([new Uint8Array([71, 73, 70, 56])], 'anim.gif', { type: 'image/gif' });
  await user.upload(screen.getByLabelText('Añadir imagen'), gif);
  await waitFor(() => expect(screen.getAllByRole('img', { name: /Imagen adjunta/ })).toHaveLength(2));
  expect(compression.calls.map((call) => call.name)).toEqual(['photo.png']);
  log.stop();
});
