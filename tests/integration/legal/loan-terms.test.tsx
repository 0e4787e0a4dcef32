import { paths } from '@/config/paths';
import { exampleLocation } from '@/app/route-examples';
import { cleanup, screen, within } from '@testing-library/react';
import { profileFor, type IndiaProfile } from '@/config/market-profile';
import { renderRoute } from '../../support/render-route';

describe('loan terms and conditions (/loanTerms)', () => {
  it('is titled "Loan terms and conditions" and states the India terms', async () => {
    await renderRoute(paths.loanTerms, { pageQuery: '?type=1' });
    const title = await screen.findByRole('heading', { level: 1, name: 'Loan terms and conditions' });
    expect(title).toBeInTheDocument();
    expect(document.title).toBe('Loan terms and conditions');
    const text = screen.getByRole('main').textContent ?? '';
    for (const rule of [
      /not less than 91 \(ninety-one\) and not more than 365 \(three hundred and sixty-five\) calendar days/,
      /credited to your registered bank account within 1 \(one\) to 3 \(three\) days/,
      /decision on your application within 1 \(one\) day/,
      // Penal charges (RBI, 18 Aug 2023): the loan's own, from its KFS; never penal interest.
      /the Lender may levy the penal charges stated in your Key Facts Statement/,
      /penal charges are charges, not penal interest/,
      /within 3 \(three\) days of any change in your name, date of birth .* or residential address/,
      /within 10 \(ten\) days of its date/,
      /at least 7 \(seven\) Business Days’ written notice/,
      /An extension keeps the same period/,
      // The extension page's offer: up to 7 days (spec §6) for a fee that leaves the debt as it was.
      /move your open payment \(the full repayment, or the EMI due next\) to a new Due Date up to 7 \(seven\) days after its Due Date, by paying the extension fee and the GST on it/,
      /The extension fee does not reduce what you owe: on the new Due Date you pay the amount that was due on the original Due Date/,
      // One rule with the app, which offers an extension on a payment a few days late too (contract §11).
      /before the Due Date, or after it while the payment is fewer than 7 \(seven\) days late/,
      /the penal charges that accrued up to the day the Lender receives the extension fee are not waived/,
      // The transfer answer is the KFS's (Annex A Part 2 item 4).
      /Where your Key Facts Statement says that the Loan may be transferred, the Lender may sell, assign or transfer the Loan/,
      /be a citizen of India/,
      /be over 18 years of age/,
    ]) {
      expect(text).toMatch(rule);
    }
  });

  it('states the same extension in Hindi: up to 7 days, and the fee does not reduce the debt', async () => {
    await renderRoute(paths.loanTerms, { pageQuery: '?type=1&language=hi' });
    const heading = await screen.findByRole('heading', { level: 2, name: '8. एक्सटेंशन' });
    const clause = heading.closest('section')!.textContent ?? '';
    expect(clause).toMatch(/एक्सटेंशन शुल्क और उस पर जीएसटी चुकाकर अपना अगला भुगतान/);
    expect(clause).toMatch(/देय तारीख के ज़्यादा से ज़्यादा 7 \(सात\) दिन बाद हो/);
    expect(clause).toMatch(/जब तक भुगतान में 7 \(सात\) दिन से कम की देरी हुई हो/);
    expect(clause).toMatch(/एक्सटेंशन शुल्क से आपका बकाया कम नहीं होता/);
  });

  // A departure from spec §9's order (docs/departures.md): nothing the KFS does not state (no costs of
  // enforcement), and the overdue instalments before penal charges.
  it('applies payments to what the KFS states only, the overdue instalments first', async () => {
    await renderRoute(paths.loanTerms, { pageQuery: '?type=1' });
    const heading = await screen.findByRole('heading', { level: 2, name: '10. How payments are applied' });
    const section = heading.closest('section')!;
    const items = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      "first, to the instalments that are overdue, the oldest first: to each one's interest, then to its principal;",
      'second, to the other fees and charges stated in your Key Facts Statement that are due, with their GST;',
      'third, to penal charges;',
      'and any amount left, to your next instalment (section 7 covers repaying the whole Loan early).',
    ]);
    expect(section).toHaveTextContent('never to a charge that your Key Facts Statement does not state');
    expect(section).not.toHaveTextContent(/enforcement/);
  });

  it('is Mexico’s own contract of adhesion, in Spanish, in the default market', async () => {
    await renderRoute(paths.loanTerms);
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
      /pasar su pago pendiente .* hasta 7 \(siete\) días naturales después de su fecha de pago, pagando la comisión por extensión y su IVA/,
    );
    // One rule with the app, which offers an extension on a payment a few days late too (contract §11).
    expect(text).toMatch(/o después de ella mientras el pago tenga menos de 7 \(siete\) días de atraso/);
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

/** The terms of a market and language: the whole text, and one section's by its number. */
async function readTerms(pageQuery: string) {
  await renderRoute(paths.loanTerms, { pageQuery });
  await screen.findByRole('heading', { level: 1 });
  const main = screen.getByRole('main');
  const section = (number: number) => {
    const heading = within(main)
      .getAllByRole('heading', { level: 2 })
      .find((element) => element.textContent?.startsWith(`${number}. `));
    return heading?.closest('section')?.textContent ?? '';
  };
  return { all: main.textContent ?? '', section };
}

/** A confirmation's cooling-off notice, as the borrower reads it before signing. */
async function coolingOffNotice(pageQuery: string, name: string) {
  await renderRoute(exampleLocation({ path: paths.confirmLoan }), { pageQuery });
  return (await screen.findByRole('region', { name })).textContent ?? '';
}

const IN = profileFor('in') as IndiaProfile;

/**
 * General terms a regulator would sign: they cover every loan, so each loan's figures are its KFS's; the
 * spec's reference figures (5 %/4 %/2 % a day, Rs.1,000/800) are only behind VITE_LEGAL_DOCUMENTS=spec.
 */
describe.each([
  {
    language: 'English',
    pageQuery: '?type=1',
    perDay: /%\s*(?:\([^)]*\)\s*)?(?:a|per|each)\s+day/i,
    halfTerm: /half \(50%\)|half (?:of )?the term|7 \(seven\) days have passed/i,
    oneLoan: /this loan|reference value/i,
  },
  {
    language: 'Hindi',
    pageQuery: '?type=1&language=hi',
    perDay: /प्रति\s?दिन|प्रतिदिन/,
    halfTerm: /आधा \(50%\)|आधा हिस्सा/,
    oneLoan: /इस लोन|संदर्भ मान/,
  },
  {
    language: 'Spanish (Mexico)',
    pageQuery: '',
    perDay: /%\s*(?:\([^)]*\)\s*)?(?:diari[oa]|al día|por día)/i,
    halfTerm: /mitad del plazo/i,
    oneLoan: /este préstamo|valor de referencia/i,
  },
])('the loan terms in $language, read by a regulator', ({ pageQuery, perDay, halfTerm, oneLoan }) => {
  it('quote no rate a day, none of the spec’s reference penal figures, no prepayment after half the term, and nothing of one loan', async () => {
    const { all } = await readTerms(pageQuery);
    expect(all).not.toMatch(perDay);
    expect(all).not.toMatch(/1,825|1,460|730\s?%|(?:Rs\.|₹|\$)\s?(?:1,000|800)\b/);
    expect(all).not.toMatch(halfTerm);
    expect(all).not.toMatch(oneLoan);
  });
});

describe('India’s loan terms: penal charges, prepayment and grievances as the RBI words them', () => {
  it('penal charges are the KFS’s, on the overdue amount only, never interest, never compounded', async () => {
    const { section } = await readTerms('?type=1');
    const penal = section(9);
    expect(penal).toMatch(/the Lender may levy the penal charges stated in your Key Facts Statement/);
    expect(penal).toMatch(/a rate always as a percentage per annum/);
    expect(penal).toMatch(
      /The Lender levies no charge for a delay that your Key Facts Statement does not state/,
    );
    expect(penal).toMatch(/charged only on the Unpaid Amount, never on the whole Loan/);
    expect(penal).toMatch(/not capitalised and not compounded/);
    // The lender's standard penal charge, from its profile (24 % a year in the demo's), the KFS's prevailing.
    expect(penal).toContain(
      `The Lender’s standard penal charge is ${IN.penalCharge?.ratePerAnnum.toFixed(2)}% per annum, charged only on the overdue instalment`,
    );
  });

  it('says the same of penal charges in Hindi', async () => {
    const penal = (await readTerms('?type=1&language=hi')).section(9);
    expect(penal).toMatch(/ऋणदाता आपके मुख्य तथ्य विवरण में बताया गया देरी का शुल्क ले सकता है/);
    expect(penal).toMatch(/दर हमेशा सालाना प्रतिशत में/);
    expect(penal).toMatch(/देरी का शुल्क एक प्रभार है, ब्याज नहीं/);
    expect(penal).toMatch(/यह सिर्फ़ न चुकाई गई राशि पर लगता है/);
    expect(penal).toMatch(/यह मूलधन में नहीं जोड़ा जाता और इस पर कोई ब्याज नहीं लगता/);
    expect(penal).toContain(
      `ऋणदाता का सामान्य देरी का शुल्क ${IN.penalCharge?.ratePerAnnum.toFixed(2)}% सालाना है`,
    );
  });

  it('the cooling-off exit comes before any prepayment rule', async () => {
    const { section } = await readTerms('?type=1');
    const prepayment = section(7);
    expect(prepayment).toMatch(
      /During the cooling-off period \(section 3\), you may exit the Loan by paying the principal and the proportionate APR, without any penalty and without any other condition\. This exit comes first: no prepayment rule limits it\./,
    );
    expect(prepayment).toMatch(
      /After the cooling-off period, you may repay the whole Loan .* on the prepayment \(foreclosure\) terms stated in your Key Facts Statement/,
    );
  });

  it.each([
    {
      language: 'English',
      pageQuery: '?type=1',
      officer: `complain directly to the Lender’s Grievance Redressal Officer, ${IN.grievance.officer.name}`,
      noTier: 'You need not go to customer service before writing to the officer.',
      rbi: /not resolved within 30 \(thirty\) days of its receipt by the Lender or its lending service provider, or it is rejected in whole or in part, .* Ombudsman under the Reserve Bank – Integrated Ombudsman Scheme, through the Complaint Management System \(CMS\) portal at https:\/\/cms\.rbi\.org\.in\./,
    },
    {
      language: 'Hindi',
      pageQuery: '?type=1&language=hi',
      officer: `सीधे ऋणदाता के शिकायत निवारण अधिकारी, ${IN.grievance.officer.name}`,
      noTier: 'अधिकारी को लिखने से पहले ग्राहक सेवा के पास जाना ज़रूरी नहीं है।',
      rbi: /शिकायत मिलने के 30 \(तीस\) दिन के अंदर वह नहीं सुलझती, या वह पूरी या कुछ हद तक अस्वीकार कर दी जाती है, .* https:\/\/cms\.rbi\.org\.in पर शिकायत प्रबंधन प्रणाली \(Complaint Management System, CMS\) पोर्टल से भारतीय रिज़र्व बैंक के लोकपाल के पास/,
    },
  ])(
    'grievances ($language): the grievance officer first, customer care only a way in, then RBI’s CMS after 30 days',
    async ({ pageQuery, officer, noTier, rbi }) => {
      const { section } = await readTerms(pageQuery);
      const grievance = section(18);
      expect(grievance).toContain(officer);
      expect(grievance).toContain(noTier);
      expect(grievance).toMatch(rbi);
      // Customer care is named after the officer, as another way in, never as a step before.
      expect(grievance.indexOf(IN.grievance.officer.name)).toBeLessThan(grievance.indexOf(IN.support.phone));
      expect(grievance).not.toMatch(/escalate|ले जा सकते हैं/);
    },
  );
});

describe('the cooling-off exit: one definition on the confirmation and in the terms', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(2026, 4, 12, 10, 0, 0) });
  });

  it.each([
    {
      language: 'English',
      pageQuery: '?type=1',
      notice: 'Cooling-off period: you can change your mind',
      // The Reserve Bank's words (Digital Lending Directions), typed here so that a change on either side fails.
      definition: 'the principal and the proportionate APR',
      onConfirmation: /To exit, pay (.+?): the loan amount \(/,
      inTerms: [
        [3, /you may exit the Loan by paying (.+?), without any penalty\./],
        [7, /you may exit the Loan by paying (.+?), without any penalty and/],
      ],
    },
    {
      language: 'Hindi',
      pageQuery: '?type=1&language=hi',
      notice: 'कूलिंग-ऑफ अवधि: आप अपना फ़ैसला बदल सकते हैं',
      definition: 'मूलधन और पैसा रखने के दिनों की लागत (एपीआर के हिसाब से)',
      onConfirmation: /लोन लौटाने के लिए (.+?) चुकाएँ: लोन की राशि \(/,
      inTerms: [
        [3, /के दौरान आप (.+?) चुकाकर, बिना किसी जुर्माने के, लोन लौटा सकते हैं/],
        [7, /\(खंड 3\), आप (.+?) चुकाकर, बिना किसी जुर्माने और/],
      ],
    },
  ] as const)('$language', async ({ pageQuery, notice, definition, onConfirmation, inTerms }) => {
    const confirmation = await coolingOffNotice(pageQuery, notice);
    expect(onConfirmation.exec(confirmation)?.[1]).toBe(definition);
    cleanup();
    const { section } = await readTerms(pageQuery);
    for (const [number, words] of inTerms) expect(words.exec(section(number))?.[1]).toBe(definition);
  });
});
