import { act, screen } from '@testing-library/react';
import { server } from '@/demo/node';
import { recordRequests } from '../../support/record-requests';
import { renderRoute } from '../../support/render-route';
import { setEnv } from '../../support/settings';

import { paths } from '@/config/paths';

/** spec §5's two quotes ("Please provide complete information!", "success!") in the page's language. */
const INCOMPLETE = 'Llena los cuatro campos.';

async function fill(user: Awaited<ReturnType<typeof renderRoute>>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label), value);
  }
}

describe('official feedback form (/Contact)', () => {
  it('refuses an empty form, names what is missing and focuses the first empty field', async () => {
    const { user } = await renderRoute(paths.officialContact);
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(INCOMPLETE)).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each(['Nombre', 'Teléfono', 'Correo electrónico', 'Mensaje'])(
    'refuses the form when %s is missing and keeps what was typed',
    async (missing) => {
      const { user } = await renderRoute(paths.officialContact);
      await screen.findByRole('button', { name: 'Enviar' });
      const values: Record<string, string> = {
        Nombre: 'Ana López',
        Teléfono: '5512345678',
        'Correo electrónico': 'ana@example.com',
        Mensaje: 'Quiero saber más',
      };
      delete values[missing];
      await fill(user, values);
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      expect(await screen.findByText(INCOMPLETE)).toBeInTheDocument();
      expect(screen.getByLabelText(missing)).toHaveFocus();
      for (const label of Object.keys(values)) expect(screen.getByLabelText(label)).not.toHaveValue('');
    },
  );

  it('treats blank spaces as missing', async () => {
    const { user } = await renderRoute(paths.officialContact);
    await screen.findByRole('button', { name: 'Enviar' });
    await fill(user, { Nombre: '   ', Teléfono: '5512345678', 'Correo electrónico': 'a@b.mx', Mensaje: 'x' });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(INCOMPLETE)).toBeInTheDocument();
  });

  it('says it is done, clears the form and sends nothing over the network', async () => {
    const log = recordRequests(server);
    const { user } = await renderRoute(paths.officialContact);
    await screen.findByRole('button', { name: 'Enviar' });
    await fill(user, {
      Nombre: 'Ana López',
      Teléfono: '55-1234-5678',
      'Correo electrónico': 'ana@example.com',
      Mensaje: 'Quiero saber más',
    });
    expect(screen.getByLabelText('Teléfono')).toHaveValue('551 2345 678');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('¡Listo!')).toBeInTheDocument();
    for (const label of ['Nombre', 'Teléfono', 'Correo electrónico', 'Mensaje'])
      expect(screen.getByLabelText(label)).toHaveValue('');
    expect(log.requests).toEqual([]);
    log.stop();
  });

  it("says both in English on India's English pages, and the toast goes after 3000 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await renderRoute(paths.officialContact, {
      pageQuery: '?type=1',
      userEventOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please fill in all four fields.')).toBeInTheDocument();
    await fill(user, { Name: 'Raj', Telephone: '9876543210', Email: 'raj@example.in', Message: 'Hello' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Done!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText('Done!')).not.toBeInTheDocument();
  });

  it("says both in Hindi on India's Hindi pages", async () => {
    const { user } = await renderRoute(paths.officialContact, { pageQuery: '?type=1&language=hi' });
    await user.click(await screen.findByRole('button', { name: 'भेजें' }));
    expect(await screen.findByText('कृपया सभी फ़ील्ड भरें।')).toBeInTheDocument();
    await fill(user, { नाम: 'राज', फ़ोन: '9876543210', 'ई-मेल': 'raj@example.in', संदेश: 'नमस्ते' });
    await user.click(screen.getByRole('button', { name: 'भेजें' }));
    expect(await screen.findByText('हो गया!')).toBeInTheDocument();
  });

  it.each([
    ['', 'Enviar', { Nombre: 'Ana', Teléfono: '5512345678', 'Correo electrónico': 'a@b.mx', Mensaje: 'x' }],
    ['?type=1&language=hi', 'भेजें', { नाम: 'राज', फ़ोन: '9876543210', 'ई-मेल': 'r@e.in', संदेश: 'x' }],
  ])(
    'VITE_WORDING=spec says the spec\'s English quotes word for word (page query "%s")',
    async (pageQuery, submit, values) => {
      setEnv({ wording: 'spec' });
      const { user } = await renderRoute(paths.officialContact, { pageQuery });
      await user.click(await screen.findByRole('button', { name: submit }));
      expect(await screen.findByText('Please provide complete information!')).toBeInTheDocument();
      await fill(user, values);
      await user.click(screen.getByRole('button', { name: submit }));
      expect(await screen.findByText('success!')).toBeInTheDocument();
    },
  );
});
