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
    acknowledgeKfs: 'He leído la hoja de datos clave (Key Facts Statement)',
    acknowledgeRequired: 'Marca también la casilla de la hoja de datos clave para continuar.',
    submit: 'Solicitar {{amount}}',
    statementOpen: {
      kfs: 'Ver la hoja de datos clave (Key Facts Statement)',
      caratula: 'Ver la carátula del crédito',
    },
    statementSheet: {
      kfs: 'Hoja de datos clave (Key Facts Statement)',
      caratula: 'Carátula del crédito',
    },
    submitting: 'Enviando…',
    sent: 'Solicitud enviada',
    sentNote: 'Recibimos tu solicitud. No hace falta volver a enviarla.',
    retry: 'Reintentar la solicitud',
    retryNote: 'No supimos si tu solicitud llegó. Reintentar no crea una segunda solicitud.',
    unsafeLink:
      'No pudimos abrir el siguiente paso: el enlace recibido no es seguro. Contacta a servicio al cliente.',
    cost: {
      title: 'Costo de tu préstamo',
      received: 'Monto que recibes',
      totalRepay: 'Monto total a pagar',
      totalCost: 'Costo total del préstamo',
      rate: 'CAT (Costo Anual Total)',
      rateNote: 'sin IVA, para fines informativos y de comparación',
      rateNoteLender: 'sin IVA, para fines informativos y de comparación; calculado por la entidad',
      calculatedOn: 'Fecha de cálculo',
      rateIvaAssumed:
        'calculado por la app suponiendo que cada pago incluye IVA del 16 % sobre su costo (intereses y comisión), en proporción a su monto: la entidad no envió su tabla de amortización',
      rateNoServerDate:
        'sin calcular: la entidad no lo indicó y el servidor no envió la fecha de cálculo (la fecha del teléfono no sirve de base)',
    },
    coolingOff: {
      title: 'Periodo de reflexión: puedes cambiar de opinión',
      period_one: 'Después de recibir el dinero, tienes {{count}} día para cancelar este préstamo.',
      period_other: 'Después de recibir el dinero, tienes {{count}} días para cancelar este préstamo.',
      costWithRate:
        'Para cancelarlo, devuelves el monto que recibiste ({{amount}}) más los intereses de los días que tuviste el dinero, a la tasa anual de {{rate}}. No hay penalización ni comisión por cancelar.',
      cost: 'Para cancelarlo, devuelves el monto que recibiste ({{amount}}) más los intereses de los días que tuviste el dinero, a la tasa anual. No hay penalización ni comisión por cancelar.',
      how: 'Para cancelarlo, habla con servicio al cliente, envía una queja o llámanos.',
      call: 'Llamar al {{phone}}',
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
