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
  // spec §2: the joint login failure page is in Spanish in every locale.
  jointLoginError: {
    title: 'Fracaso',
    notice: 'No pudimos iniciar tu sesión. Cierra esta página e inténtalo de nuevo más tarde.',
    close: 'Cerrar',
  },
};

export default loan;
