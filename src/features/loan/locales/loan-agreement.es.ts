/**
 * spec §2 Loan agreement: the promissory note. Constants from spec §9: annual interest 18%, interest rate
 * 0.0065%, tax (IVA) 16% on interest plus commission, overdue penalty 3% per day, deferral up to 7 days with
 * only the deferred service fee due. Server values arrive already formatted and render as text.
 */
const loanAgreement = {
  title: 'Contrato de préstamo',
  periodsTitle: 'Contrato de préstamo en parcialidades',
  heading: 'Pagaré',
  periodsHeading: 'Pagaré en parcialidades',
  goodFor: 'Bueno por {{amount}}',
  fields: {
    userName: 'Deudor',
    productName: 'Producto',
    amount: 'Monto del préstamo',
    bankNo: 'Cuenta bancaria',
    daiDate: 'Fecha de desembolso',
    planDate: 'Fecha de pago',
    contractAmount: 'Monto a pagar',
    commission: 'Comisión',
    interest: 'Intereses',
    iva: 'IVA',
    giveAmount: 'Monto recibido',
    userAddress: 'Domicilio del deudor',
    contractDate: 'Fecha del contrato',
    company: 'Acreedor',
  },
  promise:
    'Yo, {{userName}}, con domicilio en {{userAddress}}, debo y me obligo a pagar incondicionalmente por este pagaré, a la orden de {{company}}, la cantidad de {{contractAmount}}, a más tardar el {{planDate}}, por el préstamo de {{amount}} que recibí a través del producto {{productName}}.',
  promisePeriods:
    'Yo, {{userName}}, con domicilio en {{userAddress}}, debo y me obligo a pagar incondicionalmente por este pagaré, a la orden de {{company}}, la cantidad total de {{contractAmount}}, en las parcialidades y fechas del calendario de pagos siguiente, por el préstamo de {{amount}} que recibí a través del producto {{productName}}. La última parcialidad vence el {{planDate}}.',
  plan: {
    caption: 'Calendario de pagos',
    number: 'Pago',
    date: 'Fecha',
    amount: 'Monto',
  },
  disbursal:
    'El acreedor depositó el {{daiDate}} la cantidad de {{giveAmount}} en la cuenta bancaria {{bankNo}} a mi nombre, lo que reconozco como entrega del préstamo.',
  costs:
    'El préstamo causa intereses ordinarios a una tasa anual del {{annualRate}}, con una tasa de interés de {{interestRate}}. Los intereses suman {{interest}} y la comisión {{commission}}. El IVA, del {{taxRate}} sobre los intereses más la comisión, suma {{iva}}.',
  overdue:
    'Si no pago en la fecha de vencimiento, pagaré además una pena moratoria del {{penaltyRate}} diario sobre el saldo vencido, desde el día siguiente al vencimiento y hasta el pago total.',
  deferral:
    'Puedo solicitar el pago diferido y aplazar la fecha de pago hasta 7 días. En ese caso solo se debe la comisión por servicio de diferimiento.',
  closing:
    'Suscribo este pagaré el {{contractDate}}, en conformidad con sus términos, ante {{company}} como acreedor.',
  debtor: 'El deudor',
  creditor: 'El acreedor',
};

export default loanAgreement;
