import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../support/render-route';

describe('loan terms and conditions (/loanTerms)', () => {
  it('is titled "Loan terms and conditions" and states the India terms', async () => {
    await renderRoute('/loanTerms', { pageQuery: '?type=1' });
    const title = await screen.findByRole('heading', { level: 1, name: 'Loan terms and conditions' });
    expect(title).toBeInTheDocument();
    expect(document.title).toBe('Loan terms and conditions');
    const text = screen.getByRole('main').textContent ?? '';
    for (const rule of [
      /not less than 91 \(ninety-one\) and not more than 365 \(three hundred and sixty-five\) calendar days/,
      /credited to your registered bank account within 1 \(one\) to 3 \(three\) days/,
      /decision on your application within 1 \(one\) day/,
      /Rs\.1,000 \(one thousand rupees\) for new clients, or Rs\.800 \(eight hundred rupees\) for repeat clients\. This penalty is charged once/,
      /5% \(five per cent\) per day from the 1st to the 30th day of delay; 4% \(four per cent\) per day from the 31st to the 90th day of delay; and 2% \(two per cent\) per day from the 91st day/,
      /half \(50%\) of the Term has passed and that at least 7 \(seven\) days have passed since the Disbursal Date/,
      /within 3 \(three\) days of any change in your name, date of birth .* or residential address/,
      /within 10 \(ten\) days of its date/,
      /at least 7 \(seven\) Business Days’ written notice/,
      /An extension keeps the same period/,
      /be a citizen of India/,
      /be over 18 years of age/,
    ]) {
      expect(text).toMatch(rule);
    }
  });

  it('applies payments in the order of spec §9', async () => {
    await renderRoute('/loanTerms', { pageQuery: '?type=1' });
    const heading = await screen.findByRole('heading', { level: 2, name: '10. How payments are applied' });
    const items = within(heading.closest('section')!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'first, to any charges permitted under the Loan Documents;',
      'second, to the costs of enforcement and collection, where these are lawfully recoverable;',
      'third, to the default penalty and late interest;',
      'fourth, to fees;',
      'fifth, to interest;',
      'and finally, to the principal.',
    ]);
  });

  it('is a Spanish translation under the same title in the default language', async () => {
    await renderRoute('/loanTerms');
    const title = await screen.findByRole('heading', { level: 1, name: 'Loan terms and conditions' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'es');
    expect(
      screen.getByText('Términos y condiciones del préstamo (traducción al español)'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: '9. Atraso y cargos por incumplimiento' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Rs\.1,000 \(mil rupias\) para clientes nuevos/)).toBeInTheDocument();
  });
});
