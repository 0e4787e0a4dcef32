const common = {
  appName: 'Préstamo',
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
  errors: {
    title: 'No se pudo cargar',
    server: 'El servidor no pudo atender la solicitud. Inténtalo de nuevo.',
    network: 'Sin conexión. Revisa tu red e inténtalo de nuevo.',
    timeout: 'La respuesta tardó demasiado. Inténtalo de nuevo.',
    invalid: 'Recibimos una respuesta inesperada. Inténtalo de nuevo más tarde.',
    unknown: 'Algo salió mal. Inténtalo de nuevo.',
  },
  crash: {
    title: 'Algo salió mal',
    body: 'La página tuvo un problema. Tus datos están a salvo.',
    reload: 'Recargar la página',
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
  },
  empty: 'No hay nada aquí todavía.',
};

export default common;
