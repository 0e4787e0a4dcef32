import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { renderRoute } from '../../support/render-route';
import { setEnv } from '../../support/settings';
import { formBody, recordRequests } from '../../support/record-requests';
import { resetComplaintStore } from '@/demo/fixtures/complaint-store';
import { DRAFT_KEY, FIRST_PAINT, FORM_PATH, locationQuery, pngFile, toastRegion } from './helpers';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

// jsdom has no canvas: the compression library is replaced by one that hands the file back.
vi.mock('browser-image-compression', () => ({ default: async (file: File) => file }));

const EMPTY_REFUSED = 'Escribe tus comentarios y sugerencias.';

// spec §5's "uploading..." in the page's language; its Spanish "¡La carga se realizó correctamente!" stays in Mexico.
const UPLOADING = 'Subiendo la imagen…';

const UPLOADED = '¡La carga se realizó correctamente!';

beforeEach(() => resetComplaintStore());

async function openForm(path = FORM_PATH, pageQuery = '') {
  const view = await renderRoute(path, {
    pageQuery,
    userEventOptions: { advanceTimers: vi.advanceTimersByTime },
  });
  await screen.findByRole('heading', { level: 1 }, FIRST_PAINT);
  return view;
}

const textbox = () => screen.getByRole('textbox', { name: /Descripción|Description/ });
const addImage = () => screen.getByLabelText(/^(Añadir imagen|Add image)$/);
const attached = () => screen.queryAllByRole('img', { name: /^(Imagen adjunta|Attached image) \d$/ });

function uploadFailsOnce(response: () => Response | Promise<Response>) {
  server.use(onCall(calls.complaintUploadImage, response, { once: true }));
}

/** The next upload succeeds only once the test calls the function returned. */
function holdUpload(): () => void {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  uploadFailsOnce(async () => {
    await gate;
    return HttpResponse.json({ code: 0, message: '', data: { url: 'https://cdn.example.com/a.png' } });
  });
  return release;
}

describe('complaint form (/complainPageNext)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  it('shows the type and sub-type tags and a 0/200 counter', async () => {
    await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Describe tu problema' })).toBeInTheDocument();
    const tags = screen.getAllByRole('listitem').filter((item) => item.className.includes('tag'));
    expect(tags.map((tag) => tag.textContent)).toEqual([
      'Tipo Cobranza',
      'Motivo Lenguaje ofensivo o amenazas',
    ]);
    expect(screen.getByText('0/200')).toBeInTheDocument();
    expect(textbox()).toHaveAccessibleDescription('0/200');
  });

  it('tolerates missing titles (no tags) and refuses a link without order or type', async () => {
    await openForm(`${paths.complaintForm}?problemType=2&orderNo=NO20241`);
    expect(screen.queryByText('Tipo', { exact: false })).not.toBeInTheDocument();
    expect(textbox()).toBeInTheDocument();
    const again = await renderRoute(`${paths.complaintForm}?problemType=2&orderId=20241`);
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Volver a empezar' })).toHaveAttribute(
      'href',
      `${paths.complaint}?orderId=20241`,
    );
    again.unmount();
  });

  it('caps typed text at 200 characters and counts it', async () => {
    const { user } = await openForm();
    await user.click(textbox());
    await user.paste('a'.repeat(198));
    expect(screen.getByText('198/200')).toBeInTheDocument();
    await user.type(textbox(), 'bcdef');
    expect(textbox()).toHaveValue(`${'a'.repeat(198)}bc`);
    expect(screen.getByText('200/200')).toBeInTheDocument();
  });

  it('caps pasted text at 200 characters, keeping what was there', async () => {
    const { user } = await openForm();
    await user.type(textbox(), 'Hola ');
    await user.paste('x'.repeat(300));
    expect(textbox()).toHaveValue(`Hola ${'x'.repeat(195)}`);
    expect(screen.getByText('200/200')).toBeInTheDocument();
    // At the cap, further paste is ignored.
    await user.paste('zzz');
    expect(textbox()).toHaveValue(`Hola ${'x'.repeat(195)}`);
  });

  it('counts an emoji as one character', async () => {
    const { user } = await openForm();
    await user.click(textbox());
    await user.paste('😀'.repeat(201));
    expect(textbox()).toHaveValue('😀'.repeat(200));
    expect(screen.getByText('200/200')).toBeInTheDocument();
  });

  it('refuses an empty or blank description with the exact toast and sends nothing', async () => {
    const log = recordRequests(server);
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(toastRegion()).toHaveTextContent(EMPTY_REFUSED);
    await user.type(textbox(), '   ');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(toastRegion()).toHaveTextContent(EMPTY_REFUSED);
    expect(log.to(calls.complaintSave)).toHaveLength(0);
    log.stop();
  });

  it('toasts that the picture is uploading and then that it is uploaded, for each upload', async () => {
    const release = holdUpload();
    const { user } = await openForm();
    await user.upload(addImage(), pngFile());
    expect(toastRegion()).toHaveTextContent(UPLOADING);
    expect(screen.getByText('Subiendo imagen…')).toBeInTheDocument();
    // A slow upload keeps its toast past the default 3 s.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(toastRegion()).toHaveTextContent(UPLOADING);
    release();
    await waitFor(() => expect(toastRegion()).toHaveTextContent(UPLOADED));
    expect(screen.getByRole('img', { name: 'Imagen adjunta 1' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/a.png',
    );
    expect(screen.queryByText('Subiendo imagen…')).not.toBeInTheDocument();
  });

  it('attaches at most 9 images, ignores more and hides the add control at 9', async () => {
    const log = recordRequests(server);
    const { user } = await openForm();
    await user.upload(
      addImage(),
      Array.from({ length: 11 }, (_, index) => pngFile(`p${index}.png`)),
    );
    await waitFor(() => expect(attached()).toHaveLength(9), { timeout: 5000 });
    expect(log.to(calls.complaintUploadImage)).toHaveLength(9);
    expect(screen.queryByLabelText('Añadir imagen')).not.toBeInTheDocument();
    expect(screen.getByText('9/9')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar la imagen 4' }));
    expect(attached()).toHaveLength(8);
    expect(addImage()).toBeInTheDocument();
    log.stop();
  });

  it('counts uploads in flight towards the 9', async () => {
    const { user } = await openForm();
    await user.upload(
      addImage(),
      Array.from({ length: 8 }, (_, index) => pngFile(`p${index}.png`)),
    );
    // While those 8 upload, only one more slot is left.
    await user.upload(addImage(), [pngFile('late1.png'), pngFile('late2.png')]);
    await waitFor(() => expect(attached()).toHaveLength(9), { timeout: 5000 });
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(attached()).toHaveLength(9);
  });

  it('keeps the other images when an upload fails, and shows the server message', async () => {
    const { user } = await openForm();
    await user.upload(addImage(), pngFile('first.png'));
    await waitFor(() => expect(attached()).toHaveLength(1));
    uploadFailsOnce(() => HttpResponse.json({ code: 3, message: 'Imagen rechazada por el servidor' }));
    await user.upload(addImage(), pngFile('second.png'));
    await waitFor(() => expect(toastRegion()).toHaveTextContent('Imagen rechazada por el servidor'));
    expect(attached()).toHaveLength(1);
    uploadFailsOnce(() => HttpResponse.error());
    await user.upload(addImage(), pngFile('third.png'));
    await waitFor(() => expect(toastRegion()).toHaveTextContent('Sin conexión'));
    uploadFailsOnce(() => HttpResponse.json({ code: 0, data: { url: '' } }));
    await user.upload(addImage(), pngFile('fourth.png'));
    await waitFor(() => expect(toastRegion()).toHaveTextContent('respuesta inesperada'));
    expect(attached()).toHaveLength(1);
    // And it works again afterwards.
    await user.upload(addImage(), pngFile('fifth.png'));
    await waitFor(() => expect(attached()).toHaveLength(2));
  });

  it('sends the complaint with the urls joined by commas, shows success and returns after 1.5 s', async () => {
    const log = recordRequests(server);
    const { user, router } = await openForm();
    await user.type(textbox(), 'Me llaman de noche.');
    await user.upload(addImage(), [pngFile('a.png'), pngFile('b.png')]);
    await waitFor(() => expect(attached()).toHaveLength(2));
    const urls = attached().map((image) => image.getAttribute('src'));
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Queja enviada' }, FIRST_PAINT);
    expect(within(dialog).getByText(/Revisaremos tu caso/)).toBeInTheDocument();
    expect(formBody(log.to(calls.complaintSave)[0]!.body)).toEqual({
      problemType: '1',
      problemSonType: '102',
      problemDetail: 'Me llaman de noche.',
      problemImage: urls.join(','),
      orderNo: 'NO20241',
    });
    expect(urls.join(',').split(',')).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(router.state.location.pathname).toBe(paths.complaintForm);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.complaint));
    expect(locationQuery(router)).toEqual({ orderId: '20241' });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quejas y sugerencias' }, FIRST_PAINT),
    ).toBeInTheDocument();
    log.stop();
  });

  it('sends an empty problemSonType and no images for a type without sub-types', async () => {
    const log = recordRequests(server);
    const { user } = await openForm(`${paths.complaintForm}?problemType=4&orderNo=NO20241&orderId=20241`);
    await user.type(textbox(), 'Una sugerencia');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByRole('dialog', { name: 'Queja enviada' }, FIRST_PAINT);
    expect(formBody(log.to(calls.complaintSave)[0]!.body)).toEqual({
      problemType: '4',
      problemSonType: '',
      problemDetail: 'Una sugerencia',
      problemImage: '',
      orderNo: 'NO20241',
    });
    log.stop();
  });

  it('sends once on a double tap, with the button disabled while sending', async () => {
    const log = recordRequests(server);
    server.use(
      onCall(calls.complaintSave, async () => {
        await delay(500);
        return HttpResponse.json({ code: 0, message: 'ok', data: null });
      }),
    );
    const { user } = await openForm();
    await user.type(textbox(), 'Texto');
    const send = screen.getByRole('button', { name: 'Enviar' });
    await user.dblClick(send);
    expect(screen.getByRole('button', { name: 'Enviando…' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(600));
    await screen.findByRole('dialog', { name: 'Queja enviada' }, FIRST_PAINT);
    expect(log.to(calls.complaintSave)).toHaveLength(1);
    log.stop();
  });

  it('asks to wait while an image is still uploading', async () => {
    const log = recordRequests(server);
    uploadFailsOnce(async () => {
      await delay(2000);
      return HttpResponse.json({ code: 0, data: { url: 'https://cdn.example.com/slow.png' } });
    });
    const { user } = await openForm();
    await user.type(textbox(), 'Texto');
    await user.upload(addImage(), pngFile());
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(toastRegion()).toHaveTextContent('Espera a que terminen de subirse las imágenes.');
    expect(log.to(calls.complaintSave)).toHaveLength(0);
    log.stop();
  });

  it('keeps everything typed and uploaded when the send fails (server, then network)', async () => {
    const { user, router } = await openForm();
    await user.type(textbox(), 'No me dejan pagar');
    await user.upload(addImage(), pngFile());
    await waitFor(() => expect(attached()).toHaveLength(1));
    server.use(
      onCall(calls.complaintSave, () => HttpResponse.json({ code: 8, message: 'Servicio saturado' }), {
        once: true,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(toastRegion()).toHaveTextContent('Servicio saturado'));
    expect(textbox()).toHaveValue('No me dejan pagar');
    expect(attached()).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toMatchObject({ text: 'No me dejan pagar' });
    server.use(onCall(calls.complaintSave, () => HttpResponse.error(), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(toastRegion()).toHaveTextContent('Sin conexión'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.complaintForm);
    // The retry goes through.
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('dialog', { name: 'Queja enviada' }, FIRST_PAINT)).toBeInTheDocument();
  });

  it('says the reply was unexpected when the send answer is malformed, keeping the text', async () => {
    server.use(
      onCall(
        calls.complaintSave,
        () => new HttpResponse('{"code":0,"data":', { headers: { 'Content-Type': 'application/json' } }),
        { once: true },
      ),
    );
    const { user } = await openForm();
    await user.type(textbox(), 'Texto a conservar');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(toastRegion()).toHaveTextContent('respuesta inesperada'));
    expect(textbox()).toHaveValue('Texto a conservar');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  it('restores the draft (text and uploaded images) after a reload, per order and type', async () => {
    const first = await openForm();
    await first.user.type(textbox(), 'Borrador guardado');
    await first.user.upload(addImage(), pngFile());
    await waitFor(() => expect(attached()).toHaveLength(1));
    const url = attached()[0]!.getAttribute('src');
    first.unmount();

    const second = await openForm();
    expect(textbox()).toHaveValue('Borrador guardado');
    expect(attached().map((image) => image.getAttribute('src'))).toEqual([url]);
    expect(screen.getByText('17/200')).toBeInTheDocument();
    second.unmount();

    // Another type of the same order starts empty.
    await openForm(`${paths.complaintForm}?problemType=2&orderNo=NO20241&orderId=20241`);
    expect(textbox()).toHaveValue('');
    expect(attached()).toHaveLength(0);
  });

  it('ignores a tampered draft', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ text: 5, images: 'x' }));
    await openForm();
    expect(textbox()).toHaveValue('');
  });

  it('still works end to end when localStorage throws', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const { user, router } = await openForm();
    await user.type(textbox(), 'Sin almacenamiento');
    await user.upload(addImage(), pngFile());
    await waitFor(() => expect(attached()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('dialog', { name: 'Queja enviada' }, FIRST_PAINT)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.complaint));
  });

  it('is in English with type=1, the upload messages too', async () => {
    const { user } = await openForm(
      `${paths.complaintForm}?problemType=2&orderNo=NO30241&orderId=30241&typeTitle=Payments%20and%20refunds`,
      '?type=1',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Describe your problem' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(toastRegion()).toHaveTextContent('Please write your comments and suggestions.');
    await user.upload(addImage(), pngFile());
    await waitFor(() => expect(toastRegion()).toHaveTextContent('Picture uploaded.'));
    expect(toastRegion()).not.toHaveTextContent(UPLOADED);
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await user.type(textbox(), 'Refund please');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Complaint sent' }, FIRST_PAINT)).toBeInTheDocument();
  });

  it('says the upload in Hindi on a Hindi page', async () => {
    const { user } = await openForm(FORM_PATH, '?type=1&language=hi');
    await user.upload(screen.getByLabelText('फ़ोटो जोड़ें'), pngFile());
    await waitFor(() => expect(toastRegion()).toHaveTextContent('फ़ोटो अपलोड हो गई।'));
    expect(toastRegion()).not.toHaveTextContent(UPLOADED);
  });

  it.each([
    ['', 'Añadir imagen'],
    ['?type=1&language=hi', 'फ़ोटो जोड़ें'],
  ])(
    'VITE_WORDING=spec toasts the spec\'s quotes word for word (page query "%s")',
    async (pageQuery, add) => {
      setEnv({ wording: 'spec' });
      const release = holdUpload();
      const { user } = await openForm(FORM_PATH, pageQuery);
      await user.upload(screen.getByLabelText(add), pngFile());
      expect(toastRegion()).toHaveTextContent('uploading...');
      release();
      await waitFor(() => expect(toastRegion()).toHaveTextContent('¡La carga se realizó correctamente!'));
    },
  );
});
