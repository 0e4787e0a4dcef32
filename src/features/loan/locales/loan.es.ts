const loan = {
  customerService: {
    title: 'Servicio al cliente',
    intro: 'Estamos para ayudarte. Llámanos o escríbenos.',
    telephone: 'Teléfono',
    email: 'Correo electrónico',
    hours: 'Horario',
  },
  about: {
    title: 'Sobre nosotros',
    welcome: '¡Bienvenido! Nos alegra que estés aquí.',
    mission:
      'Creamos este servicio para que consigas un préstamo pequeño de forma rápida y sencilla, desde tu teléfono y sin papeleo.',
    promise:
      'Antes de aceptar verás siempre el monto, el plazo y el costo total de tu préstamo. Sin letras pequeñas y sin cargos ocultos. Cuidamos tus datos y solo los usamos para atender tu solicitud.',
    thanks:
      'Gracias por tu confianza. Si tienes dudas, nuestro equipo de servicio al cliente está para ayudarte.',
  },
  jointLoginError: {
    // spec §2's Spanish page ('Fracaso') in the page's language; VITE_WORDING=spec shows it (config/spec-texts.ts).
    title: 'No pudimos iniciar tu sesión',
    notice: 'Cierra esta página e inténtalo de nuevo más tarde.',
    close: 'Cerrar',
  },
};

export default loan;
