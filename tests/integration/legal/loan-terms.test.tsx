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
      // Penal charges (RBI, 18 Aug 2023), never penal interest; the spec's figures only as reference values.
      /you will pay the penal charges stated in your Key Fact Statement and loan agreement/,
      /these are penal charges, not penal interest/,
      /the reference penal charges are \(reference value: not stated for this loan\)/,
      // Every rate with its annual figure and unit.
      /5% \(five per cent\) per day, that is 1,825% per annum, from the 1st to the 30th day of delay; 4% \(four per cent\) per day, that is 1,460% per annum, from the 31st to the 90th day of delay; and 2% \(two per cent\) per day, that is 730% per annum, from the 91st day/,
      /half \(50%\) of the Term has passed and at least 7 \(seven\) days have passed since the Disbursal Date \(reference value: not stated for this loan\)/,
      /within 3 \(three\) days of any change in your name, date of birth .* or residential address/,
      /within 10 \(ten\) days of its date/,
      /at least 7 \(seven\) Business Days’ written notice/,
      /An extension keeps the same period/,
      // The extension page's offer: up to 7 days (spec §6) for a fee that leaves the debt as it was.
      /postpone your open payment \(the full repayment, or the EMI due next\) by up to 7 \(seven\) days by paying the extension fee and the GST on it/,
      /The extension fee does not reduce what you owe: on the new Due Date you pay the same amount that was due on the original Due Date/,
      /be a citizen of India/,
      /be over 18 years of age/,
    ]) {
      expect(text).toMatch(rule);
    }
  });

  it('states the same extension in Hindi: up to 7 days, and the fee does not reduce the debt', async () => {
    await renderRoute('/loanTerms', { pageQuery: '?type=1&language=hi' });
    const heading = await screen.findByRole('heading', { level: 2, name: '8. एक्सटेंशन' });
    const clause = heading.closest('section')!.textContent ?? '';
    expect(clause).toMatch(/7 \(सात\) दिन तक आगे बढ़ा सकते हैं; इसके लिए एक्सटेंशन शुल्क और उस पर जीएसटी चुकाना होता है/);
    expect(clause).toMatch(/एक्सटेंशन शुल्क से आपका बकाया कम नहीं होता/);
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
      'third, to penal charges;',
      'fourth, to fees;',
      'fifth, to interest;',
      'and finally, to the principal.',
    ]);
  });

  it('is Mexico’s own contract of adhesion, in Spanish, in the default market', async () => {
    await renderRoute('/loanTerms');
    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'Términos y condiciones del préstamo',
    });
    expect(title).not.toHaveAttribute('lang');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('lang', 'es');
    expect(document.title).toBe('Términos y condiciones del préstamo');
    // The demo's draft says what it is.
    expect(screen.getByText(/^BORRADOR FICTICIO DE DEMOSTRACIÓN/)).toBeInTheDocument();
    for (const heading of [
      '4. Costo anual total (CAT)',
      '5. Tasa de interés ordinaria',
      '6. Tasa de interés moratoria',
      '7. Comisiones',
      '10. Extensión de la fecha de pago',
      '11. Periodo de cancelación',
      '16. Unidad Especializada de Atención a Usuarios (UNE)',
      '17. CONDUSEF',
      '19. Registro del contrato',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    const text = main.textContent ?? '';
    // Ley para la Transparencia y Ordenamiento de los Servicios Financieros, art. 11 Bis.
    expect(text).toMatch(/dentro de los 10 \(diez\) días hábiles siguientes a su firma sin responsabilidad/);
    // The extension page's offer: up to 7 days (spec §6) for a fee that leaves the debt as it was.
    expect(text).toMatch(
      /posponer su pago pendiente .* hasta 7 \(siete\) días naturales pagando la comisión por extensión y su IVA/,
    );
    expect(text).toMatch(/La comisión por extensión no reduce el saldo adeudado/);
    // The lender's details are the profile's.
    expect(text).toContain('Préstamo Digital, S.A.P.I. de C.V., SOFOM, E.N.R.');
    expect(text).toContain('RFC PDI200115AB3');
    expect(text).toContain('con el número 15374-439-035982/01-01234-0324');
    const une = within(screen.getByRole('heading', { level: 2, name: /UNE/ }).closest('section')!);
    expect(une.getByText('Teléfono: 55 4162 8800')).toBeInTheDocument();
    expect(une.getByText('Correo electrónico: une@prestamodigital.example')).toBeInTheDocument();
    expect(text).toContain('teléfono 55 5340 0999, sitio https://www.condusef.gob.mx');
    expect(text).not.toMatch(/\b(India|Rs\.|PAN|Aadhaar|RBI)\b/);
  });
});
