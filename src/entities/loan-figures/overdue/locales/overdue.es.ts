/** An overdue loan's lead (entities/loan-figures/overdue), on loan details and the repay page. */
const overdue = {
  title_one: 'Pago vencido: {{count}} día de atraso',
  title_other: 'Pago vencido: {{count}} días de atraso',
  since: 'Venció el {{date}}',
  totalToday: 'Para ponerte al corriente hoy pagas',
  parts: 'Lo que incluye',
  overdueAmount: 'Pago vencido, sin cargos',
  perDay: 'Cada día más de atraso suma {{amount}} en cargos.',
  asOf: 'Cifras calculadas el {{date}}',
  noFigures:
    'Tu pago está vencido. El monto que ves puede no incluir los cargos por atraso: antes de pagar, pregunta a tu otorgante cuánto pagas hoy para ponerte al corriente.',
};

export default overdue;
