/**
 * spec §2 Loan agreement: the promissory note. Its rates and charges are the loan's own
 * (src/entities/loan-figures/loan-terms.ts); spec §9's constants only where the loan states none, labelled so.
 * Server values arrive already formatted and render as text.
 */
const loanAgreement = {
  title: 'Contrato de préstamo',
  periodsTitle: 'Contrato de préstamo en parcialidades',
  // The contract's three parts, one name each, in the page's order: the clauses of the contrato de adhesión
  // (/loanTerms), the pagaré and the carátula (the statement's own view).
  intro:
    'Este contrato de préstamo tiene tres partes: las cláusulas del contrato de adhesión, el pagaré que firmaste y, como anexo, la carátula.',
  introDraft:
    'Este contrato de préstamo tiene tres partes: las cláusulas del contrato de adhesión, el pagaré y, como anexo, la carátula. Aún no lo firmas: lo firmas al solicitar el préstamo, y nada de lo que dice ha ocurrido antes.',
  terms: {
    title: 'Cláusulas del contrato de adhesión',
    text: 'Las cláusulas 1 a 20 forman parte de este contrato y valen para todo préstamo: entre ellas los intereses (5 y 6), las comisiones (7), la aplicación de los pagos (8), la extensión (10), la cancelación (11), la cobranza (13) y la UNE (16).',
    link: 'Leer el contrato de adhesión',
  },
  heading: 'Pagaré',
  periodsHeading: 'Pagaré en parcialidades',
  // A Mexican pagaré heads its sum "Bueno por": the words the note form prints.
  goodFor: 'Bueno por {{amount}}',
  fields: {
    orderNo: 'Número de préstamo',
    userName: 'Deudor',
    productName: 'Producto',
    amount: 'Monto del préstamo',
    bankNo: 'Cuenta bancaria',
    daiDate: 'Fecha de desembolso',
    planDate: 'Fecha de pago',
    contractAmount: 'Monto a pagar',
    interest: 'Intereses',
    iva: 'IVA',
    giveAmount: 'Monto recibido',
    giveAmountDraft: 'Monto a recibir',
    userAddress: 'Domicilio del deudor',
    contractDate: 'Fecha del contrato',
    company: 'Acreedor',
  },
  promise:
    'Yo, {{userName}}, con domicilio en {{userAddress}}, debo y me obligo a pagar incondicionalmente por este pagaré, a la orden de {{company}}, la cantidad de {{contractAmountInWords}}, a más tardar el {{planDate}}, por el préstamo de {{amount}} que recibí a través del producto {{productName}}.',
  promisePeriods:
    'Yo, {{userName}}, con domicilio en {{userAddress}}, debo y me obligo a pagar incondicionalmente por este pagaré, a la orden de {{company}}, la cantidad total de {{contractAmountInWords}}, en las parcialidades y fechas del calendario de pagos siguiente, por el préstamo de {{amount}} que recibí a través del producto {{productName}}. La última parcialidad vence el {{planDate}}.',
  plan: {
    caption: 'Calendario de pagos',
    number: 'Pago',
    date: 'Fecha',
    amount: 'Monto',
  },
  // Before Apply: what will happen, never what has not happened yet.
  draft: {
    promise:
      'Al solicitar el préstamo, yo, {{userName}}, con domicilio en {{userAddress}}, me obligo a pagar incondicionalmente por este pagaré, a la orden de {{company}}, la cantidad de {{contractAmountInWords}}, a más tardar el {{planDate}}, por el préstamo de {{amount}} que recibiré a través del producto {{productName}}.',
    promisePeriods:
      'Al solicitar el préstamo, yo, {{userName}}, con domicilio en {{userAddress}}, me obligo a pagar incondicionalmente por este pagaré, a la orden de {{company}}, la cantidad total de {{contractAmountInWords}}, en las parcialidades y fechas del calendario de pagos siguiente, por el préstamo de {{amount}} que recibiré a través del producto {{productName}}. La última parcialidad vence el {{planDate}}.',
    disbursal:
      'Cuando solicite el préstamo y se apruebe, el acreedor depositará {{giveAmount}} en la cuenta bancaria {{bankNo}} a mi nombre. Aún no se ha depositado nada.',
    closing:
      'Suscribo este pagaré, en conformidad con sus términos, ante {{company}} como acreedor, al solicitar el préstamo. Aún no está firmado.',
    daiDate: 'Al depositarse, después de tu solicitud',
    contractDate: 'Al solicitar el préstamo',
  },
  disbursal:
    'El acreedor depositó el {{daiDate}} la cantidad de {{giveAmount}} en la cuenta bancaria {{bankNo}} a mi nombre, lo que reconozco como entrega del préstamo.',
  costs:
    'El préstamo causa intereses ordinarios a una tasa anual del {{annualRate}}, es decir, {{dailyRate}} diario{{rateNote}}. Los intereses suman {{interest}} y la {{commissionName}} {{commission}}. El IVA, del {{taxRate}}{{taxNote}} sobre los intereses más la comisión, suma {{iva}}.',
  rateGiven: {
    annual: ' (tasa diaria: la anual entre 365)',
    daily: ' (tasa anual: la diaria por 365)',
  },
  overdue:
    'Si no pago en la fecha de vencimiento, pagaré además intereses moratorios del {{rate}}{{note}}, desde el día siguiente al vencimiento y hasta el pago total.',
  penal:
    'Si no pago en la fecha de vencimiento, pagaré los cargos penales siguientes{{note}}: {{charges}}. No se cobran intereses penales y los cargos penales no se capitalizan.',
  penalReference: {
    oneTime: {
      name: 'Cargo penal único por incumplimiento',
      basis: 'clientes nuevos; {{repeat}} para clientes recurrentes; se cobra una sola vez por préstamo',
    },
    daily: {
      name: 'Cargo penal por cada día de atraso',
      basis:
        '{{firstYear}} anual ({{first}} al día) sobre el monto no pagado solo los días 1 a 30, {{secondYear}} anual ({{second}} al día) los días 31 a 90, {{thirdYear}} anual ({{third}} al día) desde el día 91; no se capitaliza',
    },
  },
  prepayment: {
    free: 'Puedo pagar anticipadamente el total del préstamo sin comisión{{note}}.',
    charge: 'Puedo pagar anticipadamente el total del préstamo con una comisión del {{charge}}{{note}}.',
    from: 'Puedo pagar anticipadamente el total del préstamo a partir de {{from}}{{note}}.',
    halfTerm:
      'Puedo pagar anticipadamente el total del préstamo una vez transcurrida la mitad del plazo y no antes de 7 días desde el desembolso{{note}}.',
    no: 'El préstamo no admite pago anticipado{{note}}.',
  },
  reference: ' (valor de referencia: el préstamo no lo indica)',
  // The extension's fee by its one name and amount, as the carátula states it.
  deferral:
    'Puedo pasar un pago a una nueva fecha de hasta 7 días después de su vencimiento; entonces solo se cobra esta comisión: {{fee}} (cláusula 10 del contrato de adhesión).',
  deferralFee: '{{name}}: {{amount}}',
  deferralFeeTax: '{{name}}: {{amount}}, más IVA de {{tax}}',
  deferralFeeUnknown: '{{name}}, por el monto que la aplicación muestra antes de pagarla',
  closing:
    'Suscribo este pagaré el {{contractDate}}, en conformidad con sus términos, ante {{company}} como acreedor.',
  debtor: 'El deudor',
  creditor: 'El acreedor',
};

export default loanAgreement;
