const official = {
  site: {
    skipToContent: 'Saltar al contenido',
    navLabel: 'Secciones del sitio',
    menu: 'Menú',
    nav: {
      home: 'Inicio',
      about: 'Sobre nosotros',
      feedback: 'Comentarios',
      loanTerms: 'Términos y condiciones del préstamo',
      privacy: 'Política de privacidad',
    },
  },
  footer: {
    label: 'Información de la empresa',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    address: 'Dirección',
    registrations: 'Registros',
    rfc: 'RFC',
    condusef: 'Registro CONDUSEF (SIPRES)',
    reca: 'Registro de contratos de adhesión (RECA)',
    cin: 'Número de identificación corporativa (CIN)',
    rbiCor: 'Certificado de registro del RBI',
    hours: 'Horario de atención',
    copyright: 'Todos los derechos reservados. © {{year}} {{company}}',
  },
  grievance: {
    title: 'Quejas y derechos',
    une: 'Unidad Especializada de Atención a Usuarios (UNE)',
    condusef: 'CONDUSEF',
    buro: 'Buró de Entidades Financieras',
    reus: 'Registro Público de Usuarios (REUS), para no recibir publicidad',
    officer: 'Grievance Redressal Officer',
    nodalOfficer: 'Nodal officer de préstamos digitales',
    rbiPortal: 'Portal de quejas del RBI',
    sachet: 'Portal Sachet del RBI',
    website: 'Sitio web del otorgante',
    apps: 'Apps de préstamos digitales',
    app: '{{name}}, de {{operator}}',
    serviceProviders: 'Proveedores de servicios de préstamo',
    serviceProvider: '{{name}}: {{role}}',
    noServiceProviders: 'El otorgante no trabaja con proveedores de servicios de préstamo.',
    providerOfficer: 'Su oficial de atención de quejas:',
    recoveryAgents: 'Agentes de cobranza contratados',
    noRecoveryAgents: 'El otorgante no contrata agentes de cobranza.',
  },
  home: {
    title: 'Préstamos rápidos desde tu celular',
    lead: 'Solicita, recibe y paga tu préstamo desde la app, con reglas claras y sin sorpresas.',
    carousel: {
      label: 'Promociones',
      slide: '{{n}} de {{total}}',
      goTo: 'Mostrar promoción {{n}}',
      stop: 'Detener el desplazamiento automático',
      start: 'Iniciar el desplazamiento automático',
    },
    banners: {
      fast: {
        title: 'Solicítalo en minutos',
        text: 'Solicítalo desde tu celular, sin filas ni papeleo.',
      },
      clear: {
        title: 'Costos claros desde el inicio',
        text: 'Antes de aceptar ves el monto, el plazo y el total a pagar.',
      },
      secure: {
        title: 'Tus datos, protegidos',
        text: 'Ciframos tu información y nunca la vendemos.',
      },
    },
  },
  about: {
    title: 'Sobre nosotros',
    images: {
      mission:
        'Quiénes somos: una financiera digital que presta dinero a personas desde su celular, de forma rápida y responsable.',
      process:
        'Cómo funciona: descarga la app, completa tu solicitud, recibe la decisión y el dinero en tu cuenta bancaria.',
      support:
        'Te acompañamos: nuestro equipo de atención resuelve tus dudas por teléfono y correo electrónico.',
    },
  },
  user: {
    title: 'Usuario',
  },
  contact: {
    title: 'Comentarios',
    intro: 'Cuéntanos tu opinión o tu duda. Todos los campos son obligatorios.',
    name: 'Nombre',
    telephone: 'Teléfono',
    email: 'Correo electrónico',
    message: 'Mensaje',
    submit: 'Enviar',
    required: 'Obligatorio',
    // spec §5's quotes in the page's language; VITE_WORDING=spec shows the quotes (config/spec-texts.ts).
    incomplete: 'Llena los cuatro campos.',
    success: '¡Listo!',
  },
  policy: {
    title: 'Política de privacidad',
    frameTitle: 'Política de privacidad (página externa)',
    ownFrameTitle: 'Aviso de privacidad integral',
    openExternal: 'Abrir la política de privacidad en una pestaña nueva',
    unavailable: 'La política de privacidad no está disponible en este momento.',
  },
  loan: {
    title: 'Términos y condiciones del préstamo',
    imageAlt:
      'Una mano sostiene un celular con un préstamo aprobado, junto a un calendario de pagos y monedas.',
  },
};

export default official;
