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
    title: 'Ofertas disponibles',
    empty: 'Por ahora no hay productos disponibles. Vuelve pronto.',
  },
  offer: {
    costMexico: {
      label: 'Costo anual total',
      value: 'CAT {{rate}} sin IVA',
      note: 'Para fines informativos y de comparación. Calculado el {{date}}.',
      noteUndated: 'Para fines informativos y de comparación.',
      missing: 'La entidad no lo indicó para esta oferta. Antes de solicitar, verás el CAT con tus pagos.',
    },
    costIndia: {
      label: 'APR (tasa anual)',
      value: '{{rate}} al año',
      date: 'Calculada el {{date}}, para el préstamo de ejemplo',
      dateNoExample: 'Calculada el {{date}}',
      missing: 'La entidad no la indicó para esta oferta. Antes de solicitar, verás la APR con tus pagos.',
    },
    example: {
      label: 'Ejemplo',
      received: { label: 'Llega a tu cuenta', value: '{{amount}} de los {{lent}} del ejemplo' },
      value: 'Para {{amount}} a {{term}}: {{payments}}',
      noPayments: 'Para {{amount}} a {{term}}',
      term: {
        day_one: '{{count}} día',
        day_other: '{{count}} días',
        week_one: '{{count}} semana',
        week_other: '{{count}} semanas',
        month_one: '{{count}} mes',
        month_other: '{{count}} meses',
      },
      payments: {
        once: '1 pago de {{amount}}',
        week_one: '{{count}} pago semanal de {{amount}}',
        week_other: '{{count}} pagos semanales de {{amount}}',
        fortnight_one: '{{count}} pago quincenal de {{amount}}',
        fortnight_other: '{{count}} pagos quincenales de {{amount}}',
        month_one: '{{count}} pago mensual de {{amount}}',
        month_other: '{{count}} pagos mensuales de {{amount}}',
      },
    },
    amount: 'Monto',
    term: 'Plazo',
    termUnit: { day: '{{range}} días', week: '{{range}} semanas', month: '{{range}} meses' },
    every: {
      week: '{{amount}} por semana',
      fortnight: '{{amount}} por quincena',
      month: '{{amount}} al mes',
      once: '{{amount}} en un solo pago',
      unknown: '{{amount}}',
    },
    penalCharges: 'Cargos por atraso',
    interest: {
      label: 'Tasa de interés',
      value: '{{annual}} anual ({{daily}} diario)',
    },
    keyFactsMexico: 'Carátula del crédito de {{name}}',
    keyFactsIndia: 'Key Facts Statement (KFS) de {{name}}',
  },
};

export default loanProducts;
