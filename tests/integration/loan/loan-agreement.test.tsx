import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { renderRoute } from '../../support/render-route';
import { recordRequests } from '../../support/record-requests';
import { contractFixture } from '@/demo/fixtures/loan';
import { scenario } from './helpers';

const CONTRACT = '*/wealth/contract/detail';

const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

// The demo dates the contract from its today: the loan of status 174 was paid out 9 days ago (2025-06-18).
beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2025, 5, 27, 12, 0, 0), toFake: ['Date'] });
});

describe('loan agreement (/loanAgreement)', () => {
  it('loads the contract by orderNo and shows every field', async () => {
    const log = recordRequests(server);
    await renderRoute('/loanAgreement?orderNo=MX1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Pagaré' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Contrato de préstamo' })).toBeInTheDocument();
    const request = log.to('/contract/detail')[0]!;
    expect(request.method).toBe('GET');
    expect(request.url.searchParams.get('orderNo')).toBe('MX1');

    expect(field('Deudor')).toHaveTextContent('María Fernanda López Ruiz');
    expect(field('Producto')).toHaveTextContent('Dinero Ya');
    expect(field('Monto del préstamo')).toHaveTextContent('$3.000,00');
    expect(field('Cuenta bancaria')).toHaveTextContent('**** **** **** 4821');
    expect(field('Fecha de desembolso')).toHaveTextContent('2025-06-18');
    expect(field('Fecha de pago')).toHaveTextContent('2025-07-02');
    expect(field('Monto a pagar')).toHaveTextContent('$3.450,00');
    expect(field('Comisión')).toHaveTextContent('$300,00');
    expect(field('Intereses')).toHaveTextContent('$102,00');
    expect(field('IVA')).toHaveTextContent('$48,00');
    expect(field('Monto recibido')).toHaveTextContent('$2.700,00');
    expect(field('Domicilio del deudor')).toHaveTextContent('Av. Insurgentes Sur 1234');
    expect(field('Fecha del contrato')).toHaveTextContent('2025-06-18');
    expect(field('Acreedor')).toHaveTextContent('Préstamos Confiables S.A. de C.V., SOFOM, E.N.R.');
    log.stop();
  });

  it('writes the note with the values and the contract terms of spec §9', async () => {
    await renderRoute('/loanAgreement?orderNo=MX1');
    const note = await screen.findByRole('article');
    expect(note).toHaveTextContent('Bueno por $3.450,00');
    expect(note).toHaveTextContent(
      'Yo, María Fernanda López Ruiz, con domicilio en Av. Insurgentes Sur 1234, Col. Del Valle, Benito Juárez, 03100 Ciudad de México, debo y me obligo a pagar incondicionalmente',
    );
    expect(note).toHaveTextContent('la cantidad de $3.450,00, a más tardar el 2025-07-02');
    expect(note).toHaveTextContent('tasa anual del 18 %');
    expect(note).toHaveTextContent('tasa de interés de 0,0065 %');
    expect(note).toHaveTextContent('El IVA, del 16 % sobre los intereses más la comisión, suma $48,00');
    expect(note).toHaveTextContent('pena moratoria del 3 % diario');
    expect(note).toHaveTextContent('aplazar la fecha de pago hasta 7 días');
    expect(note).toHaveTextContent('solo se debe la comisión por servicio de diferimiento');
    expect(within(note).getByText('El deudor')).toBeInTheDocument();
    expect(within(note).getByText('El acreedor')).toBeInTheDocument();
  });

  it('renders markup in server strings as inert text', async () => {
    server.use(
      http.get(CONTRACT, () =>
        HttpResponse.json({
          code: 0,
          data: {
            ...contractFixture('mx', 'MX1', 1),
            userName: '<img src=x onerror=alert(1)>Ana',
            userAddress: '<script>alert(1)</script>Calle 5',
          },
        }),
      ),
    );
    const { container } = await renderRoute('/loanAgreement?orderNo=MX1');
    expect(
      await screen.findByText('<img src=x onerror=alert(1)>Ana', { selector: 'dd' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent(
      'con domicilio en <script>alert(1)</script>Calle 5',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows a dash for missing fields instead of failing', async () => {
    server.use(
      http.get(CONTRACT, () => HttpResponse.json({ code: '0', data: { userName: 'Ana', amount: '100000' } })),
    );
    await renderRoute('/loanAgreement?orderNo=MX1');
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(field('Monto del préstamo')).toHaveTextContent('$1.000,00');
    expect(field('Comisión')).toHaveTextContent('—');
    expect(field('Fecha de pago')).toHaveTextContent('—');
  });

  it('is in English with rupees for type=1', async () => {
    await renderRoute('/loanAgreement?orderNo=IN1', { pageQuery: '?type=1' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Promissory note' })).toBeInTheDocument();
    expect(field('Borrower')).toHaveTextContent('Priya Sharma');
    expect(field('Loan amount')).toHaveTextContent('₹5.000,00');
    expect(screen.getByRole('article')).toHaveTextContent('annual rate of 18%');
  });

  it('shows the server message, then recovers on retry (a server failure, HTTP 503)', async () => {
    server.use(
      http.get(
        CONTRACT,
        () => HttpResponse.json({ code: 40, message: 'Contrato no encontrado' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    const { user } = await renderRoute('/loanAgreement?orderNo=MX1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Contrato no encontrado');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it('says the network is down and offers a retry', async () => {
    server.use(http.get(CONTRACT, () => HttpResponse.error()));
    await renderRoute('/loanAgreement?orderNo=MX1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  });

  it('treats a wrong-shaped contract as an invalid response', async () => {
    server.use(http.get(CONTRACT, () => HttpResponse.json({ code: 0, data: { amount: { value: 1 } } })));
    await renderRoute('/loanAgreement?orderNo=MX1');
    expect(await screen.findByRole('alert')).toHaveTextContent('respuesta inesperada');
  });
});

describe('loan agreement in periods (/agony)', () => {
  it('frames the same note in periods and lists each instalment', async () => {
    scenario('periods=3');
    await renderRoute('/agony?orderNo=MX1');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Pagaré en parcialidades' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Contrato de préstamo en parcialidades' }),
    ).toBeInTheDocument();
    const plan = screen.getByRole('table', { name: 'Calendario de pagos' });
    const rows = within(plan).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '12025-06-02$1.150,00',
      '22025-07-02$1.150,00',
      '32025-08-01$1.150,00',
    ]);
    expect(field('Fecha de pago')).toHaveTextContent('2025-06-02, 2025-07-02, 2025-08-01');
    expect(screen.getByRole('article')).toHaveTextContent('La última parcialidad vence el 2025-08-01');
    expect(screen.getByRole('article')).toHaveTextContent('pena moratoria del 3 % diario');
  });

  it('shows a one-payment contract as a single instalment', async () => {
    await renderRoute('/agony?orderNo=MX1');
    const plan = await screen.findByRole('table', { name: 'Calendario de pagos' });
    expect(
      within(plan)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['12025-07-02$3.450,00']);
  });

  it('keeps the periods heading when the contract has no plan dates', async () => {
    server.use(
      http.get(CONTRACT, () =>
        HttpResponse.json({ code: 0, data: { ...contractFixture('mx', 'MX1', 1), planDate: null } }),
      ),
    );
    await renderRoute('/agony?orderNo=MX1');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Pagaré en parcialidades' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
