const loanConfirm = {
  confirm: {
    contractLink: 'Ver el contrato de préstamo',
    termsLink: 'Ver los términos y condiciones del préstamo',
    title: 'Confirmar préstamo',
    amount: 'Monto a recibir',
    term: 'Plazo',
    termDays_one: '{{count}} día',
    termDays_other: '{{count}} días',
    dailyRate: 'Tasa diaria',
    firstPayTime: 'Primer pago',
    coupon: 'Cupón',
    product: 'Producto',
    plan: 'Plan de pagos',
    planItem: 'Pago {{n}}',
    payTime: 'Fecha de pago: {{date}}',
    agree: 'He leído y acepto el contrato de préstamo',
    agreeRequired: 'Marca la casilla del contrato para continuar.',
    submit: 'Solicitar préstamo',
    submitting: 'Enviando…',
    unsafeLink:
      'No pudimos abrir el siguiente paso: el enlace recibido no es seguro. Contacta a servicio al cliente.',
    cost: {
      title: 'Costo de tu préstamo',
      received: 'Monto que recibes',
      totalRepay: 'Monto total a pagar',
      totalCost: 'Costo total del préstamo',
      rate: 'CAT (Costo Anual Total)',
      percent: '{{rate}}\u00a0%',
      rateNote: 'sin IVA, para fines informativos y de comparación',
      calculatedOn: 'Fecha de cálculo',
    },
    refresh: {
      title: 'Actualizando tu oferta',
      countdown_one: 'Listo en {{count}} segundo',
      countdown_other: 'Listo en {{count}} segundos',
      updating: 'Actualizando…',
      body: 'Estamos revisando el monto y las condiciones más recientes para ti. No cierres esta página.',
    },
  },
};

export default loanConfirm;
