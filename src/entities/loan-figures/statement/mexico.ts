import { PROFILE_PATH } from '../statement-lender';
import { money, type Builder, type StatementFacts } from './builder';

/**
 * CONDUSEF, Disposiciones de carácter general en materia de transparencia y sanas prácticas aplicables a
 * las SOFOM E.N.R. (and the same for instituciones de crédito): the carátula of a consumer credit contract
 * (CAT, tasa anual ordinaria y moratoria, monto del crédito, monto total a pagar, plazo, fecha límite de
 * pago, comisiones relevantes, advertencias, UNE, RECA, CONDUSEF).
 * Banco de México, Circular 21/2009 (reglas del CAT): the CAT is the annual IRR of the credit's flows,
 * shown "sin IVA" and "para fines informativos y de comparación", with its calculation date.
 */
const CONDUSEF = 'CONDUSEF transparencia y sanas prácticas, carátula';
const BANXICO = 'Banxico Circular 21/2009 (CAT)';

/** Mexico's carátula, in CONDUSEF's order. */
export function mexicoRows(b: Builder, facts: StatementFacts): void {
  const { input, sanctioned, received, totalToPay, apr, fees, penal, schedule } = facts;
  const { lender } = input;
  b.in('caratula');
  b.add(
    'productName',
    `${CONDUSEF}: nombre comercial del producto`,
    input.productName ? { kind: 'text', text: input.productName } : undefined,
    ['response.comProductName'],
  );
  b.add('cat', `${BANXICO}; ${CONDUSEF}: CAT sin IVA, fecha de cálculo`, apr, [
    'keyFacts.apr',
    'response.amount',
    'response.repay_plans',
  ]);
  b.referenced('interestRate', `${CONDUSEF}: tasa de interés anual ordinaria`, facts.rate, [
    'keyFacts.interestRate',
    'keyFacts.interestType',
  ]);
  b.referenced('lateRate', `${CONDUSEF}: tasa de interés anual moratoria`, facts.late, ['keyFacts.lateRate']);
  b.add('creditAmount', `${CONDUSEF}: monto del crédito`, money(sanctioned), ['keyFacts.sanctionedAmount']);
  b.add('received', `${CONDUSEF}: monto del crédito (lo que recibes)`, money(received), ['response.amount']);
  b.add('totalToPay', `${CONDUSEF}: monto total a pagar`, money(totalToPay), [
    'response.repay_plans[].amount',
  ]);
  b.add('term', `${CONDUSEF}: plazo del crédito`, facts.term, [
    'response.periods',
    'response.repay_plans[].pay_time',
  ]);
  b.add(
    'deadline',
    `${CONDUSEF}: fecha límite de pago`,
    facts.firstDate ? { kind: 'date', date: facts.firstDate } : undefined,
    ['response.repay_plans[].pay_time'],
  );
  b.add(
    'fees',
    `${CONDUSEF}: comisiones relevantes (monto y periodicidad)`,
    fees ? { kind: 'fees', fees } : undefined,
    ['keyFacts.fees'],
  );
  // The carátula's late-payment term is the moratorio rate above; a late-payment fee shows when given.
  if (penal) b.add('penalCharges', `${CONDUSEF}: comisiones relevantes (pago tardío)`, penal, []);
  b.referenced('foreclosure', `${CONDUSEF}: pago anticipado`, facts.foreclosure, ['keyFacts.foreclosure']);
  b.in('warnings');
  b.add('warnings', `${CONDUSEF}: advertencias`, { kind: 'warning' }, []);
  b.in('claims');
  b.contact('une', `${CONDUSEF}: aclaraciones y reclamaciones (UNE)`, [
    ['address', 'uneAddress', lender.uneAddress],
    ['phone', 'unePhone', lender.unePhone],
    ['email', 'uneEmail', lender.uneEmail],
  ]);
  b.add(
    'reca',
    `${CONDUSEF}: Registro de Contratos de Adhesión`,
    lender.reca ? { kind: 'text', text: lender.reca } : undefined,
    [`profile.${PROFILE_PATH.reca}`],
  );
  b.contact('condusef', `${CONDUSEF}: datos de CONDUSEF`, [
    ['phone', 'condusefPhone', lender.condusefPhone],
    ['web', 'condusefWeb', lender.condusefWeb],
  ]);
  b.contact('lenderIdentity', `${CONDUSEF}: denominación de la entidad`, [
    ['name', 'legalName', lender.legalName],
  ]);
  b.in('schedule');
  b.schedule(`${CONDUSEF}: tabla de amortización`, schedule);
}
