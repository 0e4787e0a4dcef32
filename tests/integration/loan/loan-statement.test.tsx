import { paths } from '@/config/paths';
import { exampleLocation } from '@/app/route-examples';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { profileFor, type IndiaProfile } from '@/config/market-profile';
import { server } from '@/demo/node';
import { contractFixture } from '@/demo/fixtures/loan';
import { formatMoney } from '@/lib/format';
import { renderRoute } from '../../support/render-route';
import { scenario } from './helpers';
import { caratulaProblems, readCaratula } from '../../support/caratula-checklist';
import { calls, onCall } from '../../support/on-call';

const TODAY = new Date(2026, 10, 21, 9, 30);

function rowValue(region: HTMLElement, label: string): string | null {
  const term = within(region).queryAllByText(label, { selector: 'dt' })[0];
  return term ? (term.nextElementSibling?.textContent ?? '') : null;
}

beforeEach(() => {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
  scenario('');
});

describe('the signed loan statement (/loanStatement)', () => {
  it('Mexico: the carátula from the contract, open, with print and save', async () => {
    const contract = contractFixture('mx', 'MX24050007', 1);
    const { user } = await renderRoute(exampleLocation({ path: paths.loanStatement }));
    const caratula = await screen.findByRole('region', { name: 'Carátula del crédito' });
    expect(rowValue(caratula, 'Monto del crédito')).toBe(formatMoney(contract.amount, '$'));
    expect(rowValue(caratula, 'Monto que recibes')).toBe(formatMoney(contract.giveAmount, '$'));
    expect(rowValue(caratula, 'Monto total a pagar')).toBe(formatMoney(contract.contractAmount, '$'));
    expect(rowValue(caratula, 'Entidad financiera')).toBe(contract.company);
    expect(rowValue(caratula, 'Intereses')).toBe(formatMoney(contract.Interest, '$'));
    // The signed loan costs what confirmation said it would: the demo lender's own 1,126.1% CAT.
    expect(rowValue(caratula, 'CAT (Costo Anual Total)')).toMatch(/^1,126\.1%Sin IVA/);
    expect(within(caratula).getByText(/^Incumplir tus obligaciones/)).toBeVisible();
    // The same items as before signing, in CONDUSEF's order, with their words.
    expect(caratulaProblems(caratula)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeEnabled();

    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:statement';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Guardar como archivo' }));
    expect(click).toHaveBeenCalledTimes(1);
    const file = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(file).toMatch(/^<!doctype html><html lang="es">/);
    expect(file).toContain('Carátula del crédito');
    expect(file).toContain(
      'Contratar créditos que excedan tu capacidad de pago afecta tu historial crediticio.',
    );
    expect(file).not.toMatch(/<script/i);
    // The kept copy reads item by item as the page does.
    const kept = new DOMParser().parseFromString(file, 'text/html').body;
    expect(caratulaProblems(kept)).toEqual([]);
    expect(readCaratula(kept)).toEqual(readCaratula(caratula));
    expect(await screen.findByText('Archivo guardado: caratula-MX24050007.html')).toBeInTheDocument();
    click.mockRestore();
  });

  it('India: the Key Facts Statement from the contract, the lender named by it', async () => {
    const contract = contractFixture('in', 'IN24050007', 1);
    await renderRoute(exampleLocation({ path: paths.loanStatement }, 'in'), { pageQuery: '?type=1' });
    const kfs = await screen.findByRole('region', { name: 'Key Facts Statement' });
    expect(rowValue(kfs, 'Sanctioned loan amount')).toBe(formatMoney(contract.amount, '₹'));
    expect(rowValue(kfs, 'Net disbursed amount')).toBe(formatMoney(contract.giveAmount, '₹'));
    const { registration } = profileFor('in') as IndiaProfile;
    expect(rowValue(kfs, 'Lender')).toBe(
      `${contract.company}CIN: ${registration.cin}RBI certificate of registration: ${registration.rbiCor}`,
    );
    // The signed loan costs what confirmation said it would: the demo lender's own 16.85% APR (RBI's method).
    expect(rowValue(kfs, 'Annual Percentage Rate (APR)')).toBe('16.85%');
    expect(rowValue(kfs, 'Cooling-off / look-up period')).toMatch(/^\d+ days? from disbursal$/);
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save as a file' })).toBeEnabled();
  });

  it('India: after signing, the same loan number and transfer answer as before it', async () => {
    // The signed contract states the KFS's items as the offer stated them: the loan number loan details
    // show, and whether the loan may be transferred.
    await renderRoute(exampleLocation({ path: paths.loanStatement }, 'in'), { pageQuery: '?type=1' });
    const kfs = await screen.findByRole('region', { name: 'Key Facts Statement' });
    expect(rowValue(kfs, 'Loan proposal / account number')).toBe('IN24050007');
    expect(rowValue(kfs, 'Loan may be transferred to another lender or securitised')).toBe('Yes');
    expect(rowValue(kfs, 'Recovery agents engaged')).toBe('Recova Collections Pvt. Ltd.');
  });

  it('India: a contract with no key facts still has every required row, each saying the lender gave none', async () => {
    const { keyFacts: _none, ...bare } = contractFixture('in', 'IN24050007', 1);
    server.use(onCall(calls.contract, () => HttpResponse.json({ code: 0, data: bare })));
    await renderRoute(exampleLocation({ path: paths.loanStatement }, 'in'), { pageQuery: '?type=1' });
    const signed = await screen.findByRole('region', { name: 'Key Facts Statement' });
    for (const label of [
      'Loan proposal / account number',
      'Loan may be transferred to another lender or securitised',
      'Lending service provider (LSP)',
      'Fees payable to third parties through the lender (B)',
    ])
      expect(rowValue(signed, label), label).toBe('Not provided by the lender');
    // The lender names its recovery agents once, in its profile: a loan that lists none still names them.
    expect(rowValue(signed, 'Recovery agents engaged')).toBe('Recova Collections Pvt. Ltd.');
  });

  it('loan details links to it for a signed loan', async () => {
    await renderRoute(exampleLocation({ path: paths.loanDetails }));
    const link = await screen.findByRole('link', { name: 'Ver la carátula de tu crédito' });
    expect(link).toHaveAttribute('href', exampleLocation({ path: paths.loanStatement }));
  });

  it('says what failed when the contract does not load', async () => {
    server.use(
      onCall(calls.contract, () => HttpResponse.json({ code: 1, message: 'Contrato no encontrado' })),
    );
    await renderRoute(exampleLocation({ path: paths.loanStatement }));
    expect(await screen.findByText('Contrato no encontrado')).toBeInTheDocument();
  });

  it('treats a wrong-shaped contract as an invalid response', async () => {
    server.use(onCall(calls.contract, () => HttpResponse.json({ code: 0, data: { amount: { value: 1 } } })));
    await renderRoute(exampleLocation({ path: paths.loanStatement }));
    expect(await screen.findByRole('alert')).toHaveTextContent('respuesta inesperada');
  });
});
