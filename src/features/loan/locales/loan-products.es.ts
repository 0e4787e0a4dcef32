const loanProducts = {
  orders: {
    title: 'Mis préstamos',
    empty: 'Aún no tienes préstamos.',
    browse: 'Ver productos',
    order: 'Préstamo {{id}}',
    amount: {
      owed: 'Por pagar: {{amount}}',
      borrowed: 'Prestado: {{amount}}',
      requested: 'Solicitado: {{amount}}',
      amount: 'Monto: {{amount}}',
    },
  },
  product: {
    title: 'Producto',
    apply: 'Solicitar',
  },
  recommend: {
    title: 'Productos recomendados',
    empty: 'Por ahora no hay productos disponibles. Vuelve pronto.',
  },
  offer: {
    costMexico: {
      label: 'Costo anual total',
      value: 'CAT {{rate}} sin IVA',
      note: 'Para fines informativos y de comparación. Calculado el {{date}}.',
      noteUndated: 'Para fines informativos y de comparación.',
    },
    costIndia: {
      label: 'APR (tasa anual)',
      value: '{{rate}} al año',
      date: 'Calculada el {{date}}, para el préstamo de ejemplo',
    },
    amount: 'Monto',
    term: 'Plazo',
    termUnit: { day: '{{range}} días', week: '{{range}} semanas', month: '{{range}} meses' },
    instalment: 'Pago de ejemplo',
    every: {
      week: '{{amount}} por semana',
      fortnight: '{{amount}} por quincena',
      month: '{{amount}} al mes',
      once: '{{amount}} en un solo pago',
      unknown: '{{amount}}',
    },
    penalCharges: 'Cargos por atraso',
    dailyRate: 'Tasa diaria',
    keyFactsMexico: 'Carátula del crédito de {{name}}',
    keyFactsIndia: 'Key Facts Statement (KFS) de {{name}}',
  },
};

export default loanProducts;
