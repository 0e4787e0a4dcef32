const loanDetails = {
  details: {
    statementLink: 'Ver la carátula de tu crédito',
    contractLink: 'Ver el contrato de préstamo',
    title: 'Detalles del préstamo',
    order: 'Tu préstamo',
    moreInfo: 'Más información',
    repay: 'Pagar',
    extend: 'Extensión',
    borrowAgain: 'Pedir otro préstamo',
    statusImage: {
      '21': 'Reloj de arena: solicitud en revisión',
      '110': 'Documento con una cruz: solicitud no aprobada',
      '151': 'Moneda en camino: depósito en proceso',
      '170': 'Triángulo de aviso: el préstamo requiere atención',
      '174': 'Calendario: pago pendiente',
      '180': 'Reloj despertador: pago vencido',
      '200': 'Marca de verificación: préstamo liquidado',
    },
    extension: {
      title: '¿Necesitas más tiempo?',
      body: 'Con la extensión aplazas tu fecha de pago hasta 7 días y solo pagas la comisión por extensión. También puedes pagar el total ahora.',
      go: 'Ir a la extensión',
      skip: 'Omitir e ir a pagar',
    },
  },
  coolingOff: {
    title: 'Periodo de reflexión: todavía puedes cancelar este préstamo',
    daysLeft_one: 'Te queda {{count}} día: hasta el final del {{date}}.',
    daysLeft_other: 'Te quedan {{count}} días: hasta el final del {{date}}.',
    endsToday: 'El periodo termina hoy ({{date}}).',
    cost: 'Para cancelarlo, devuelves el monto que recibiste más los intereses de los días que tuviste el dinero, a la tasa anual. No hay penalización ni comisión por cancelar.',
    how: 'Para cancelarlo, habla con servicio al cliente, envía una queja o llámanos.',
    call: 'Llamar al {{phone}}',
  },
  rating: {
    title: '¿Cómo fue tu experiencia?',
    legend: 'Califica nuestro servicio de 1 a 5 estrellas',
    star_one: '{{count}} estrella',
    star_other: '{{count}} estrellas',
    submit: 'Enviar calificación',
    sending: 'Enviando…',
    required: 'Seleccione una calificación',
    thanksTitle: '¡Gracias por tu opinión!',
    thanksBody: 'Tus comentarios nos ayudan a mejorar. Seguiremos trabajando para darte un mejor servicio.',
  },
};

export default loanDetails;
