import { COOLING_OFF_EXIT } from '@/entities/loan-figures/cooling-off-exit';
const loanConfirm = {
  confirm: {
    contractLink: 'Ver el contrato de préstamo',
    termsLink: 'Ver los términos y condiciones del préstamo',
    title: 'Confirmar préstamo',
    term: 'Plazo',
    termDays_one: '{{count}} día',
    termDays_other: '{{count}} días',
    interestRate: 'Tasa de interés',
    interestRateValue: '{{annual}} anual ({{daily}} diario)',
    coupon: 'Cupón',
    product: 'Producto',
    plan: 'Plan de pagos',
    planItem: 'Pago {{n}}',
    payTime: 'Fecha de pago: {{date}}',
    agree: 'He leído y acepto el contrato de préstamo',
    agreeRequired: 'Marca la casilla del contrato para continuar.',
    acknowledgeKfs: 'He leído la hoja de datos clave (Key Facts Statement)',
    acknowledgeRequired: 'Marca también la casilla de la hoja de datos clave para continuar.',
    submit: 'Solicitar y recibir {{amount}}',
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
    summary: {
      received: 'Recibes en tu cuenta',
      deducted:
        'Es tu préstamo de {{sanctioned}} menos {{deducted}} de comisiones e IVA, que se descuentan al depositarlo.',
      totalRepay: 'Pagas en total',
      when: 'Cuándo',
      single: 'En un solo pago, el {{date}}',
      equal_one: '{{count}} pago de {{amount}}, el {{date}}',
      equal_other: '{{count}} pagos de {{amount}}, desde el {{date}}',
      uneven: '{{count}} pagos desde el {{date}}: {{amounts}}',
      group: '{{count}} de {{amount}}',
      firstPay: 'Primer pago el {{date}}',
    },
    cost: {
      title: 'Lo que cuesta',
      interest: 'Intereses',
      interestTaxIncluded: 'Intereses, con su IVA',
      withTax: '{{amount}} + IVA {{tax}}',
      recurring: '{{amount}} en cada pago',
      totalCost: 'Costo total',
      rate: 'CAT (Costo Anual Total)',
      rateNoteLender: 'Sin IVA, para fines informativos y de comparación. Fecha de cálculo: {{date}}.',
      rateNoteLenderNoDate: 'Sin IVA, para fines informativos y de comparación. Lo calculó la entidad.',
      rateNote:
        'Sin IVA, para fines informativos y de comparación. Fecha de cálculo: {{date}}. La entidad no lo envió, así que lo calculamos con tu plan de pagos.',
      rateIvaAssumed:
        'La entidad no dijo cuánto IVA lleva cada pago, así que tomamos como IVA el 16 % de lo que cuesta el préstamo.',
      rateNoServerDate:
        'No pudimos calcularlo: la entidad no lo envió y no recibimos la fecha de hoy para contar desde ella.',
      notItemised: 'La entidad no separó sus cargos uno por uno; su desglose está más abajo.',
      extension:
        'La comisión por extensión ({{fee}}) se cobra solo si pides una extensión: no está en este costo ni en el CAT.',
    },
    coolingOff: {
      title: 'Periodo de reflexión: puedes cambiar de opinión',
      period_one: 'Después de recibir el dinero, tienes {{count}} día para cancelar este préstamo.',
      period_other: 'Después de recibir el dinero, tienes {{count}} días para cancelar este préstamo.',
      // The contract's words (COOLING_OFF_EXIT), then its figures: the ordinary interest, not the CAT.
      costWithRate: `Para cancelarlo, pagas ${COOLING_OFF_EXIT.es}: el monto que recibiste ({{amount}}) más los intereses ordinarios de los días que tuviste el dinero. No hay penalización ni comisión por cancelar.`,
      cost: `Para cancelarlo, pagas ${COOLING_OFF_EXIT.es}: el monto que recibiste ({{amount}}) más los intereses ordinarios de los días que tuviste el dinero. No hay penalización ni comisión por cancelar.`,
      how: 'Para cancelarlo, habla con servicio al cliente, envía una queja o llámanos.',
      call: 'Llamar al {{phone}}',
    },
    incomplete: {
      applyNote: 'No puedes solicitarlo hasta que la entidad complete su carátula.',
      checkFailed:
        'No pudimos revisar la carátula del préstamo. Revisa tu conexión y vuelve a tocar el botón para solicitar.',
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
