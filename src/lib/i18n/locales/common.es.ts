const common = {
  loading: 'Cargando…',
  retry: 'Reintentar',
  retrying: 'Reintentando…',
  close: 'Cerrar',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  ok: 'Aceptar',
  back: 'Volver',
  copy: 'Copiar',
  copied: 'Copiado',
  copyFailed: 'No se pudo copiar. Mantén pulsado el texto para copiarlo.',
  notifications: 'Notificaciones',
  /** India's language switch (only India's pages show it). */
  language: { label: 'Idioma', en: 'English', hi: 'हिन्दी' },
  errors: {
    title: 'No se pudo cargar',
    server: 'El servidor no pudo atender la solicitud. Inténtalo de nuevo.',
    network: 'Sin conexión. Revisa tu red e inténtalo de nuevo.',
    timeout: 'La respuesta tardó demasiado. Inténtalo de nuevo.',
    invalid: 'Recibimos una respuesta inesperada. Inténtalo de nuevo más tarde.',
    unknown: 'Algo salió mal. Inténtalo de nuevo.',
    session: 'Tu sesión terminó. Vuelve a iniciar sesión para continuar.',
    refused: 'El servidor no aceptó la solicitud.',
    detail: 'Mensaje del servidor:',
    help: '¿Necesitas ayuda? Servicio al cliente:',
    call: 'Llamar al {{phone}}',
    email: 'Escribir a {{email}}',
  },
  session: {
    title: 'Tu sesión terminó',
    body: 'Por tu seguridad, la sesión se cerró. Inicia sesión de nuevo para continuar.',
    logIn: 'Iniciar sesión',
    noHost: 'Vuelve a abrir la app para iniciar sesión.',
  },
  crash: {
    title: 'Algo salió mal',
    body: 'La página tuvo un problema. Tus datos están a salvo.',
    reload: 'Recargar la página',
    notLoadedTitle: 'No se pudo cargar la página',
    notLoadedBody: 'Revisa tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
  },
  notFound: {
    title: 'Página no encontrada',
    body: 'La página que buscas no existe o se movió.',
    home: 'Ir al inicio',
  },
  schedule: {
    title: 'Calendario de pagos',
    state: { paid: 'Pagado', overdue: 'Vencido', next: 'Próximo pago', upcoming: 'Pendiente' },
  },
  grievance: {
    label: 'Ayuda y quejas',
    contact: 'Servicio al cliente',
    complain: 'Presentar una queja',
    responseTime_one: 'Respondemos en un plazo de {{count}} hora.',
    responseTime_other: 'Respondemos en un plazo de {{count}} horas.',
    escalate: 'Si no resolvemos tu queja',
    une: 'Unidad Especializada de Atención a Usuarios (UNE)',
    condusef: 'CONDUSEF, la comisión que protege a los usuarios de servicios financieros',
    officer: 'Oficial de atención de quejas: {{name}}',
    rbi: 'Portal de quejas del Banco de la Reserva de la India (RBI)',
  },
  empty: 'No hay nada aquí todavía.',
  /** Who lends, by the name on its licence (entities/lender). */
  lender: { line: 'Otorga el préstamo: {{name}}' },
  /** What an advertised loan costs, from the lender's profile (entities/lender/advertised-cost.tsx). */
  advertising: {
    cat: '{{product}}: préstamos de hasta {{amount}}, de {{minTerm}} a {{maxTerm}} días. CAT promedio {{cat}} sin IVA. Para fines informativos y de comparación. Fecha de cálculo: {{date}}.',
    aprRange:
      '{{product}}: préstamos de hasta {{amount}}, de {{minTerm}} a {{maxTerm}} días. Tasa anual (APR) de {{min}} a {{max}}, calculada el {{date}}.',
    aprOne:
      '{{product}}: préstamos de hasta {{amount}}, de {{minTerm}} a {{maxTerm}} días. Tasa anual (APR) de {{apr}}, calculada el {{date}}.',
  },
  /** A late charge, worded the same on every page (entities/loan-figures/late-charge-words.ts). */
  // Each fee's one name, in every document and page that names it (docs/key-facts.md, "Fees by one name").
  fee: {
    processing: 'Comisión por apertura',
    extension: 'Comisión por extensión',
  },
  lateCharge: {
    annual: '{{rate}} anual',
    withBasis: '{{value}} {{basis}}',
    withDaily: '{{value}} ({{daily}} al día: la tasa anual entre 365)',
    named: '{{name}}: {{value}}',
    overduePayment: 'sobre el pago vencido',
  },
};

export default common;
