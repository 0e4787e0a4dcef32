const loanProducts = {
  orders: {
    title: 'Mis préstamos',
    empty: 'Aún no tienes préstamos.',
    browse: 'Ver productos',
    order: 'Préstamo {{id}}',
  },
  product: {
    title: 'Producto',
    amount: 'Monto',
    term: 'Plazo',
    termDays: '{{range}} días',
    rate: 'Tasa diaria',
    apply: 'Solicitar',
  },
  recommend: {
    title: 'Productos recomendados',
    empty: 'Por ahora no hay productos disponibles. Vuelve pronto.',
    rate: 'Tasa diaria {{rate}}',
    upTo: 'Hasta {{amount}}',
  },
};

export default loanProducts;
