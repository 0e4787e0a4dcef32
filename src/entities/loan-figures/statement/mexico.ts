import { PROFILE_PATH } from '../statement-lender';
import { finite } from './schedule';
import { money, type Builder, type StatementFacts } from './builder';
import type { RowValue } from './types';

/**
 * CONDUSEF, "Disposiciones de carácter general en materia de transparencia aplicables a las instituciones de
 * crédito y sociedades financieras de objeto múltiple, entidades reguladas" (DOF 30 October 2014), and the
 * same provisions for SOFOM E.N.R. (transparencia y sanas prácticas): the carátula a contrato de adhesión
 * of credit opens with, in the format's order:
 *
 *   Nombre comercial del producto; Tipo de crédito;
 *   CAT (Costo Anual Total) "Sin IVA. Para fines informativos y de comparación" (with its calculation date);
 *   Tasa de interés anual ordinaria y moratoria (fija o variable); Monto del crédito; Monto total a pagar;
 *   Plazo del crédito; Fecha límite de pago;
 *   Comisiones relevantes (apertura, prepago, pago tardío, … each with its IVA);
 *   Advertencias ("Incumplir tus obligaciones te puede generar comisiones e intereses moratorios",
 *   "Contratar créditos que excedan tu capacidad de pago afecta tu historial crediticio");
 *   Seguros (seguro, aseguradora, cláusula; "No aplica" when the credit carries none);
 *   Estado de cuenta (enviar a domicilio / consulta vía internet / envío por correo electrónico);
 *   Aclaraciones y reclamaciones: Unidad Especializada de Atención a Usuarios (domicilio, teléfono, correo
 *   electrónico, página de internet); Registro de Contratos de Adhesión Núm.; CONDUSEF (teléfono, página de
 *   internet).
 *
 * Banco de México, Circular 21/2009 (reglas del CAT): the CAT is the annual IRR of the credit's flows, shown
 * "sin IVA" and "para fines informativos y de comparación", with its calculation date.
 *
 * Every item of the format is a row, in its place: an item the loan has none of says so ("Ninguna",
 * "No aplica"), and one neither the loan nor the lender's profile states says "no proporcionado por la
 * entidad" and is listed as missing with the field that fills it. Never left out.
 */
const CONDUSEF = 'CONDUSEF transparencia y sanas prácticas, carátula';
const BANXICO = 'Banxico Circular 21/2009 (CAT)';

/** Mexico's carátula, in CONDUSEF's order (each row's `item` is the format's own heading). */
export function mexicoRows(b: Builder, facts: StatementFacts): void {
  const { input, sanctioned, received, totalToPay, apr, penal, schedule } = facts;
  const { lender } = input;
  // A contract that states its fees as zero has none; without a statement of fees at all, none were given.
  const fees = facts.fees ?? (finite(input.feeTotal) ? [] : undefined);
  const text = (value: string | undefined): RowValue | undefined =>
    value ? { kind: 'text', text: value } : undefined;
  b.in('caratula');
  b.item(
    'productName',
    'Nombre comercial del producto',
    `${CONDUSEF}: nombre comercial del producto`,
    text(input.productName),
    ['response.comProductName'],
  );
  b.item(
    'creditType',
    'Tipo de crédito',
    `${CONDUSEF}: tipo de crédito`,
    lender.creditType ? { kind: 'creditType', type: lender.creditType } : text(lender.productType),
    [`profile.${PROFILE_PATH.creditType}`],
  );
  b.item('cat', 'CAT', `${BANXICO}; ${CONDUSEF}: CAT sin IVA, fecha de cálculo`, apr, [
    'keyFacts.apr',
    'response.amount',
    'response.repay_plans',
  ]);
  b.item(
    'interestRate',
    'Tasa de interés anual ordinaria',
    `${CONDUSEF}: tasa de interés anual ordinaria`,
    facts.rate,
    ['keyFacts.interestRate', 'keyFacts.interestType'],
  );
  b.item(
    'lateRate',
    'Tasa de interés anual moratoria',
    `${CONDUSEF}: tasa de interés anual moratoria`,
    facts.late,
    ['keyFacts.lateRate'],
  );
  b.item('creditAmount', 'Monto del crédito', `${CONDUSEF}: monto del crédito`, money(sanctioned), [
    'keyFacts.sanctionedAmount',
  ]);
  // Not an item of the format: what reaches the borrower, beside the amount lent.
  b.add('received', `${CONDUSEF}: monto del crédito (lo que recibes)`, money(received), ['response.amount']);
  b.item('totalToPay', 'Monto total a pagar', `${CONDUSEF}: monto total a pagar`, money(totalToPay), [
    'response.repay_plans[].amount',
  ]);
  b.item('term', 'Plazo del crédito', `${CONDUSEF}: plazo del crédito`, facts.term, [
    'response.periods',
    'response.repay_plans[].pay_time',
  ]);
  b.item(
    'deadline',
    'Fecha límite de pago',
    `${CONDUSEF}: fecha límite de pago`,
    facts.firstDate ? { kind: 'date', date: facts.firstDate } : undefined,
    ['response.repay_plans[].pay_time'],
  );
  b.item(
    'fees',
    'Comisiones relevantes',
    `${CONDUSEF}: comisiones relevantes (monto, IVA y periodicidad)`,
    fees ? { kind: 'fees', fees } : undefined,
    ['keyFacts.fees'],
  );
  // The carátula's late-payment term is the moratorio rate above; a late-payment fee shows when given.
  if (penal) b.add('penalCharges', `${CONDUSEF}: comisiones relevantes (pago tardío)`, penal, []);
  b.item('foreclosure', 'Comisiones relevantes: prepago', `${CONDUSEF}: pago anticipado`, facts.foreclosure, [
    'keyFacts.foreclosure',
  ]);
  b.in('warnings');
  b.add('warnings', `${CONDUSEF}: advertencias`, { kind: 'warning' }, []);
  b.in('caratula');
  b.item(
    'insurance',
    'Seguros',
    `${CONDUSEF}: seguros (seguro, aseguradora, cláusula)`,
    lender.insurance ? { kind: 'insurance', policies: lender.insurance } : undefined,
    [`profile.${PROFILE_PATH.insurance}`],
  );
  b.item(
    'accountStatement',
    'Estado de cuenta',
    `${CONDUSEF}: estado de cuenta (medio y periodicidad)`,
    lender.accountStatement ? { kind: 'accountStatement', statement: lender.accountStatement } : undefined,
    [`profile.${PROFILE_PATH.accountStatement}`],
  );
  b.in('claims');
  b.contact(
    'une',
    `${CONDUSEF}: aclaraciones y reclamaciones (UNE)`,
    [
      ['address', 'uneAddress', lender.uneAddress],
      ['phone', 'unePhone', lender.unePhone],
      ['email', 'uneEmail', lender.uneEmail],
      ['web', 'uneWeb', lender.uneWeb],
    ],
    'Unidad Especializada de Atención a Usuarios',
  );
  b.item(
    'reca',
    'Registro de Contratos de Adhesión',
    `${CONDUSEF}: Registro de Contratos de Adhesión`,
    text(lender.reca),
    [`profile.${PROFILE_PATH.reca}`],
  );
  b.contact(
    'condusef',
    `${CONDUSEF}: datos de CONDUSEF`,
    [
      ['phone', 'condusefPhone', lender.condusefPhone],
      ['web', 'condusefWeb', lender.condusefWeb],
    ],
    'CONDUSEF',
  );
  b.contact(
    'lenderIdentity',
    `${CONDUSEF}: denominación de la entidad`,
    [['name', 'legalName', lender.legalName]],
    'Entidad financiera',
  );
  b.in('schedule');
  b.schedule(`${CONDUSEF}: tabla de amortización`, schedule);
}
