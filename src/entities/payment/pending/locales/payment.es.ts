/** The "paid, not showing yet" panel (loan details and repayment), loaded only when it shows. */
const payment = {
  title: '¿Ya pagaste?',
  intro: 'Si ya pagaste con esta referencia, el pago puede tardar un poco en aparecer aquí.',
  channel: 'Método de pago',
  reference: 'Referencia',
  usual: 'Los pagos por este método suelen reflejarse aquí en {{duration}}.',
  duration: {
    minutes_one: '{{count}} minuto',
    minutes_other: '{{count}} minutos',
    hours_one: '{{count}} hora',
    hours_other: '{{count}} horas',
    days_one: '{{count}} día',
    days_other: '{{count}} días',
  },
  whenLabel: '¿Cuándo pagaste?',
  whenHint: 'Solo si ya pagaste. Con esa hora te decimos cuándo esperar tu pago.',
  whenInvalid: 'Escribe la fecha y la hora en que pagaste.',
  whenFuture: 'Esa hora todavía no llega. Escribe cuándo pagaste.',
  save: 'Guardar',
  cancel: 'Cancelar',
  change: 'Cambiar la hora',
  told: 'Nos dijiste que pagaste el {{time}}.',
  expected: 'Debería reflejarse a más tardar el {{time}}.',
  late: 'Está tardando más de lo normal. Avísanos y lo buscamos.',
  report: 'Avisar que mi pago no aparece',
  reportHint: 'Llenamos la descripción con los datos de tu pago; tú eliges el tipo de queja y la envías.',
  complaintText:
    'Mi pago no aparece. Préstamo: {{order}}. Método: {{channel}}. Referencia: {{reference}}. Pagué el {{time}}.',
};

export default payment;
