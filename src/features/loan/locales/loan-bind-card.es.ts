const loanBindCard = {
  bindCard: {
    title: 'Vincular tarjeta bancaria',
    intro: 'Recibirás tu préstamo en esta cuenta. Usa una tarjeta a tu nombre.',
    bankName: 'Banco',
    holderName: 'Nombre del titular',
    cardNo: 'Número de tarjeta',
    submit: 'Vincular tarjeta',
    submitting: 'Vinculando…',
    successTitle: 'Tarjeta vinculada',
    successBody: 'Tu tarjeta terminada en {{last4}} quedó vinculada correctamente.',
    continue: 'Continuar con mi préstamo',
    failed: 'No se pudo vincular la tarjeta. {{reason}}',
    errors: {
      bankName: {
        required: 'Escribe el nombre de tu banco.',
        invalid: 'El nombre del banco es demasiado corto.',
      },
      holderName: {
        required: 'Escribe el nombre del titular.',
        invalid: 'Escribe el nombre como aparece en la tarjeta, solo con letras.',
      },
      cardNo: {
        required: 'Escribe el número de tarjeta.',
        invalid: 'El número de tarjeta debe tener entre 12 y 19 dígitos.',
      },
    },
  },
};

export default loanBindCard;
