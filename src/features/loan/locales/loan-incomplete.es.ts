/**
 * Why a loan cannot be signed (contract §10): the items its statement lacks, in the borrower's words, and whom
 * to ask. Loaded with the notice that shows them (confirmation, only where a statement is incomplete).
 */
const loanIncomplete = {
  incomplete: {
    title: 'Todavía no puedes solicitar este préstamo',
    intro: {
      kfs: 'Su Key Facts Statement no dice todo lo que la ley pide, así que no se puede firmar. Falta:',
      caratula: 'Su carátula no dice todo lo que la ley pide, así que no se puede firmar. Falta:',
    },
    reference: '{{what}} (solo hay una cifra de ejemplo, no la de este préstamo)',
    ask: 'Pídele a {{lender}} que lo complete:',
    askNoContact: 'Pídele a {{lender}} que lo complete.',
    call: 'Llamar al {{phone}}',
    email: 'Escribir a {{email}}',
    web: 'Visitar {{web}}',
    items: {
      proposalNo: 'el número de la solicitud',
      productName: 'el nombre del producto',
      creditType: 'el tipo de crédito',
      amount: 'el monto del crédito',
      term: 'el plazo',
      instalments: 'los pagos: cuántos y de cuánto',
      dueDates: 'las fechas de pago',
      interestRate: 'la tasa de interés anual',
      rateType: 'si la tasa es fija o variable',
      lateRate: 'la tasa de interés moratoria (si pagas tarde)',
      fees: 'las comisiones',
      otherCharges: 'otros cargos',
      apr: 'la APR (costo anual)',
      cat: 'el CAT (costo anual total)',
      penalCharges: 'los cargos por pagar tarde',
      foreclosure: 'las condiciones para pagar antes',
      recoveryAgents: 'quién hace la cobranza',
      grievanceOfficer: 'el responsable de atender quejas',
      nodalOfficer: 'el responsable nodal de quejas',
      transferable: 'si el préstamo se puede ceder a otra entidad',
      coolingOff: 'el periodo para cancelar sin costo',
      serviceProvider: 'el responsable de quejas del proveedor de servicios',
      totalInterest: 'el total de intereses',
      received: 'lo que recibes',
      totalToPay: 'el monto total a pagar',
      insurance: 'los seguros',
      accountStatement: 'cómo recibes tu estado de cuenta',
      une: 'los datos de su Unidad Especializada de Atención a Usuarios (UNE)',
      reca: 'el número de registro del contrato (RECA)',
      condusef: 'los datos de CONDUSEF',
      lenderName: 'el nombre de la entidad que presta',
      schedule: 'la tabla de pagos',
      other: 'otro dato que la ley pide',
    },
  },
};

export default loanIncomplete;
