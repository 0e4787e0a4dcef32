import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../support/render-route';
import { scenario } from '../loan/helpers';

afterEach(() => scenario(''));

describe('/testPreview: rows missing from the statement', () => {
  it('Mexico with one key fact removed from the demo: lists it with the fields that fill it', async () => {
    scenario('keyFacts=-interestRate');
    const { user } = await renderRoute('/testPreview');
    const section = await screen.findByRole('region', {
      name: 'Filas que faltan en la hoja de datos clave / carátula',
    });
    await user.click(within(section).getByRole('button', { name: 'Revisar la oferta del producto' }));
    const list = await within(section).findByRole('list', { name: 'Filas que faltan' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toContainEqual(
      expect.stringMatching(
        /^caratula · interestRate.*La llena: keyFacts\.interestRate, keyFacts\.interestType/,
      ),
    );
    // The lender profile's rows are listed with their profile fields.
    expect(items).toContainEqual(expect.stringMatching(/^claims · reca.*La llena: profile\.reca/));
    expect(items).toContainEqual(
      expect.stringMatching(/^claims · une.*profile\.uneAddress, profile\.unePhone, profile\.uneEmail/),
    );
  });

  it('India: the KFS rows, with the grievance officer from the profile', async () => {
    const { user } = await renderRoute('/testPreview', { pageQuery: '?type=1' });
    const section = await screen.findByRole('region', {
      name: 'Rows missing from the Key Facts Statement / carátula',
    });
    await user.click(within(section).getByRole('button', { name: 'Check the product’s offer' }));
    const list = await within(section).findByRole('list', { name: 'Missing rows' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toContainEqual(
      expect.stringMatching(
        /^part2 · grievanceOfficer.*profile\.groName, profile\.groPhone, profile\.groEmail/,
      ),
    );
    expect(items.some((item) => item?.startsWith('part1 · interestRate'))).toBe(false);
  });
});
