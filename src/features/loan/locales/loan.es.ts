const loan = {
  customerService: {
    title: 'Servicio al cliente',
    intro: 'Estamos para ayudarte. Llámanos o escríbenos.',
    telephone: 'Teléfono',
    email: 'Correo electrónico',
  },
};

export default loan;
