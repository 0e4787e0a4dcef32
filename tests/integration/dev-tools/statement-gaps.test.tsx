import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../support/render-route';
import { scenario } from '../loan/helpers';
import { paths } from '@/config/paths';

afterEach(() => scenario(''));

describe('/testPreview: rows missing from the statement', () => {
  it('Mexico with one key fact removed from the demo: lists it with the fields that fill it', async () => {
    scenario('keyFacts=-interestRate');
    const { user } = await renderRoute(paths.testPreview);
    const section = await screen.findByRole('region', {
      name: 'Filas que faltan en la hoja de datos clave / carátula',
    });
    await user.click(within(section).getByRole('button', { name: 'Revisar la oferta del producto' }));
    const list = await within(section).findByRole('list', { name: 'Filas que faltan' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // Only that row: the lender's profile fills the claims rows (UNE, RECA, CONDUSEF) and the lender's name.
    expect(items).toEqual([
      expect.stringMatching(
        /^caratula · interestRateLa llena: keyFacts\.interestRate, keyFacts\.interestType/,
      ),
    ]);
  });

  it('India: the full demo offer and the profile fill every KFS row; one key fact removed is listed', async () => {
    const { user } = await renderRoute(paths.testPreview, { pageQuery: '?type=1' });
    const section = await screen.findByRole('region', {
      name: 'Rows missing from the Key Facts Statement / carátula',
    });
    const check = within(section).getByRole('button', { name: 'Check the product’s offer' });
    await user.click(check);
    expect(await within(section).findByText('No row is missing.')).toBeInTheDocument();
    expect(within(section).queryByRole('list', { name: 'Missing rows' })).not.toBeInTheDocument();

    scenario('keyFacts=-transferable');
    await user.click(check);
    const list = await within(section).findByRole('list', { name: 'Missing rows' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^part2 · transferableFilled by: keyFacts\.transferable/)]);
  });
});
