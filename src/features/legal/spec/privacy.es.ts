import type { LegalText } from '../types';

/**
 * spec §2 "Privacy", §9 (ARCO time limits, face data deleted within 30 days): the spec's one notice for both
 * markets, served only with VITE_LEGAL_DOCUMENTS=spec (a recorded departure: docs/departures.md); otherwise each market
 * has its own, beside the lender's profile (profiles/<market>.privacy.md; Mexico's is this text).
 */
const privacy = {
  title: 'Aviso de privacidad integral',
  titleLang: 'es',
  updated: 'Última actualización: 1 de marzo de 2025',
  tocTitle: 'Contenido',
  backToContents: 'Volver al contenido',
  intro: [
    '{{lender.legalName}} ("{{lender.brandName}}", "nosotros" o "el Responsable") pone a su disposición este aviso de privacidad integral en cumplimiento de la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (la "Ley"), su Reglamento y los Lineamientos del Aviso de Privacidad.',
    'Este aviso explica qué datos personales recabamos cuando usted usa nuestra aplicación móvil, nuestro sitio web y nuestros canales de atención (en conjunto, los "Servicios"); para qué los usamos; con quién los compartimos; cuánto tiempo los conservamos, y cómo puede usted ejercer sus derechos sobre ellos. Le pedimos leerlo completo antes de solicitar un préstamo. Si tiene dudas, puede escribirnos a {{lender.supportEmail}}.',
    'Al crear una cuenta, marcar la casilla de aceptación o continuar usando los Servicios después de haber tenido a su disposición este aviso, usted reconoce haberlo leído y, cuando la Ley lo exige, otorga su consentimiento para el tratamiento de sus datos en los términos aquí descritos. Para los datos personales sensibles y los datos financieros o patrimoniales le pediremos un consentimiento expreso por separado.',
  ],
  sections: [
    {
      id: 'responsable',
      title: '1. Identidad y domicilio del Responsable',
      body: [
        'El responsable del tratamiento de sus datos personales es {{lender.legalName}}, con domicilio en {{lender.address}}.',
        'Hemos designado a un Departamento de Datos Personales, encargado de atender sus solicitudes y de promover la protección de los datos personales dentro de la organización. Puede contactarlo en el correo electrónico {{lender.supportEmail}} o en el domicilio indicado, de lunes a viernes de 9:00 a 18:00 horas, excepto días festivos.',
      ],
    },
    {
      id: 'datos',
      title: '2. Datos personales que tratamos',
      body: [
        'Para prestar los Servicios tratamos las siguientes categorías de datos personales, que obtenemos directamente de usted, de manera automática a través de su dispositivo cuando usted lo autoriza, o de fuentes de acceso público y de terceros autorizados, como las sociedades de información crediticia:',
        [
          'Datos de identificación: nombre completo, fecha y lugar de nacimiento, sexo, nacionalidad, Clave Única de Registro de Población (CURP), Registro Federal de Contribuyentes (RFC), imagen de su identificación oficial y firma electrónica.',
          'Datos de contacto: número de teléfono celular, correo electrónico y domicilio.',
          'Datos laborales y socioeconómicos: ocupación, nombre del empleador, antigüedad, ingresos mensuales aproximados, nivel de estudios y estado civil.',
          'Datos financieros y patrimoniales: número de cuenta bancaria o CLABE interbancaria para el depósito del préstamo, historial de pagos con nosotros, información de su historial crediticio obtenida de sociedades de información crediticia con su autorización, y referencias de pago.',
          'Datos biométricos: plantillas y fotografías de su rostro obtenidas durante la verificación de identidad (ver la sección 3).',
          'Datos de ubicación: la ubicación aproximada o precisa de su dispositivo en el momento de la solicitud, cuando usted otorga el permiso correspondiente (ver la sección 4).',
          'Datos del dispositivo y de uso: identificador del dispositivo, modelo, fabricante, sistema operativo y su versión, versión de la aplicación, identificador de publicidad, dirección IP, idioma, zona horaria, tipo de red, registros técnicos de errores y la forma en que usted navega dentro de la aplicación.',
          'Comunicaciones: el contenido de las quejas, comentarios y mensajes que nos envía, las grabaciones de llamadas con nuestro centro de atención, de las que se le avisará al inicio de cada llamada, y las imágenes que adjunte a una queja.',
        ],
        'No solicitamos ni accedemos a su lista de contactos, a sus mensajes de texto, a su registro de llamadas ni a sus fotografías o archivos personales, salvo las imágenes que usted decide tomar o adjuntar expresamente. No usamos sus datos para contactar a sus familiares, amigos o compañeros de trabajo.',
        'Si usted nos proporciona datos de terceros, por ejemplo de una referencia personal, declara que cuenta con su consentimiento para hacerlo y que les ha informado del contenido de este aviso.',
      ],
    },
    {
      id: 'reconocimiento-facial',
      title: '3. Reconocimiento facial y datos biométricos',
      body: [
        'Para prevenir el robo de identidad y el fraude, durante la solicitud le pediremos tomar una fotografía de su rostro (prueba de vida) y compararla con la fotografía de su identificación oficial. Con este fin generamos una plantilla biométrica, es decir, una representación numérica de los rasgos de su rostro. Los datos biométricos son datos personales sensibles, por lo que solo los tratamos con su consentimiento expreso y por escrito, que usted otorga por medios electrónicos antes de iniciar la verificación.',
        'Usamos sus datos biométricos exclusivamente para:',
        [
          'confirmar que la persona que solicita el préstamo es la titular de la identificación presentada;',
          'verificar que la fotografía fue tomada a una persona presente y no a una imagen, video o máscara;',
          'detectar solicitudes duplicadas o fraudulentas con la misma identidad.',
        ],
        'No usamos sus datos biométricos para fines publicitarios, no los vendemos y no los compartimos con terceros, salvo con el proveedor tecnológico que realiza la comparación por cuenta nuestra, que actúa como encargado, está obligado por contrato a tratarlos solo conforme a nuestras instrucciones y no puede conservarlos para sí.',
        'Las fotografías de su rostro y las plantillas biométricas se eliminan de manera segura dentro de los 30 (treinta) días naturales siguientes a la conclusión del proceso de verificación, sea cual sea su resultado. Conservamos únicamente el registro del resultado de la verificación (aprobada o no aprobada), la fecha y el identificador de la operación, como evidencia para cumplir con nuestras obligaciones de identificación de clientes.',
        'Si usted no desea que tratemos sus datos biométricos, puede negarse a otorgar el consentimiento; en ese caso podremos ofrecerle un método alternativo de verificación cuando esté disponible, o bien no podremos procesar su solicitud de préstamo en línea.',
      ],
    },
    {
      id: 'ubicacion',
      title: '4. Datos de ubicación',
      body: [
        'Nuestros préstamos se otorgan únicamente a personas que residen en México. Por esta razón, al momento de solicitar un préstamo le pediremos permiso para conocer la ubicación de su dispositivo. Usamos esta información para:',
        [
          'verificar que la solicitud se realiza desde territorio mexicano, ya que no otorgamos préstamos a personas fuera de México;',
          'prevenir el fraude, por ejemplo detectando solicitudes realizadas desde ubicaciones incompatibles con el domicilio declarado o varias solicitudes desde un mismo lugar en poco tiempo;',
          'cumplir con las obligaciones de prevención de operaciones con recursos de procedencia ilícita.',
        ],
        'Obtenemos la ubicación únicamente en los momentos de la solicitud y de la disposición del préstamo, mientras la aplicación está abierta. No rastreamos su ubicación de manera continua ni en segundo plano, y no la usamos para localizarle con fines de cobranza.',
        'Puede negar o retirar el permiso de ubicación en cualquier momento desde la configuración de su dispositivo. Si lo hace, es posible que no podamos confirmar que se encuentra en México y, en consecuencia, que no podamos atender una nueva solicitud de préstamo.',
      ],
    },
    {
      id: 'camara',
      title: '5. Acceso a la cámara',
      body: [
        'La aplicación solicita acceso a la cámara de su dispositivo solamente para que usted pueda fotografiar su identificación oficial, tomar la fotografía de su rostro para la verificación de identidad y, si lo desea, adjuntar imágenes a una queja o a un comprobante de pago.',
        'La cámara se activa únicamente cuando usted inicia una de estas acciones y la pantalla le muestra la vista previa. No tomamos fotografías ni grabamos video sin que usted lo sepa, y no accedemos a la galería de su dispositivo salvo para la imagen que usted elija expresamente.',
        'Puede retirar el permiso de cámara desde la configuración de su dispositivo. Sin él, no podrá completar la verificación de identidad en la aplicación.',
      ],
    },
    {
      id: 'finalidades',
      title: '6. Finalidades del tratamiento',
      body: [
        'Tratamos sus datos personales para las siguientes finalidades primarias, que son necesarias para la relación jurídica que tenemos con usted:',
        [
          'verificar su identidad, su edad y su residencia en México;',
          'evaluar su solicitud de préstamo y su capacidad de pago, incluida la consulta de su historial en sociedades de información crediticia con su autorización;',
          'celebrar, documentar y administrar el contrato de préstamo, depositar los recursos en su cuenta y recibir sus pagos;',
          'enviarle avisos sobre su préstamo, como la confirmación del depósito, recordatorios de la fecha de pago y el estado de su cuenta;',
          'realizar gestiones de cobranza de manera respetuosa, conforme a las disposiciones aplicables en materia de despachos de cobranza;',
          'atender sus solicitudes, quejas y aclaraciones, y dar seguimiento a la calidad de nuestro servicio;',
          'prevenir, detectar e investigar fraudes, robo de identidad y operaciones ilícitas;',
          'cumplir con las obligaciones legales y regulatorias que nos son aplicables y atender los requerimientos de autoridades competentes;',
          'mantener la seguridad de la aplicación y de nuestros sistemas.',
        ],
        'Además, y siempre que usted no se oponga, trataremos sus datos para las siguientes finalidades secundarias, que no son necesarias para la relación jurídica pero nos permiten brindarle una mejor atención:',
        [
          'enviarle información sobre nuevos productos, promociones y ofertas de préstamo;',
          'realizar encuestas de satisfacción y estudios de mercado;',
          'elaborar estadísticas y análisis para mejorar nuestros productos, de preferencia con datos disociados.',
        ],
        'Si no desea que sus datos se traten para las finalidades secundarias, puede indicarlo desde el momento en que se le presente este aviso, marcando la casilla correspondiente en la aplicación, o en cualquier momento posterior escribiendo a {{lender.supportEmail}} con el asunto "Finalidades secundarias". La negativa no será motivo para negarle los Servicios.',
      ],
    },
    {
      id: 'transferencias',
      title: '7. Transferencias y remisiones de datos',
      body: [
        'Para cumplir las finalidades descritas podemos compartir sus datos personales con los siguientes terceros, dentro o fuera de México:',
        [
          'Sociedades de información crediticia, para consultar y reportar su historial crediticio, con su autorización expresa y conforme a la Ley para Regular las Sociedades de Información Crediticia.',
          'Autoridades financieras, fiscales, judiciales y administrativas competentes, cuando así lo exija la ley o lo ordene una autoridad.',
          'Instituciones bancarias y de pago, para depositar el préstamo y procesar sus pagos.',
          'Empresas controladoras, subsidiarias o afiliadas bajo el control común de {{lender.brandName}} que operan con las mismas políticas de protección de datos, para fines de control interno, prevención de fraude y administración de riesgos.',
          'En su caso, un cesionario o adquirente de la cartera de créditos, en los términos del contrato de préstamo.',
        ],
        'Las transferencias anteriores no requieren su consentimiento conforme al artículo 37 de la Ley, por ser necesarias para el cumplimiento de la relación jurídica, por disposición legal o por tratarse de empresas del mismo grupo. Cualquier otra transferencia que sí lo requiera se realizará solo con su consentimiento previo.',
        'También comunicamos datos a proveedores que nos prestan servicios, como alojamiento en la nube, verificación de identidad, envío de mensajes y correos, atención telefónica y despachos de cobranza. Estas comunicaciones son remisiones a encargados: los proveedores tratan los datos solo por cuenta nuestra, conforme a nuestras instrucciones, y están obligados por contrato a mantener su confidencialidad y seguridad.',
        'No vendemos ni alquilamos sus datos personales a terceros.',
      ],
    },
    {
      id: 'arco',
      title: '8. Derechos ARCO: acceso, rectificación, cancelación y oposición',
      body: [
        'Usted tiene derecho a conocer qué datos personales tenemos de usted, para qué los utilizamos y las condiciones del uso que les damos (Acceso); a solicitar la corrección de su información si está desactualizada, es inexacta o incompleta (Rectificación); a pedir que la eliminemos de nuestros registros o bases de datos cuando considere que no está siendo utilizada conforme a los principios, deberes y obligaciones previstos en la ley (Cancelación), y a oponerse al uso de sus datos para fines específicos (Oposición). Estos derechos se conocen como derechos ARCO.',
        'Para ejercer cualquiera de los derechos ARCO debe enviar una solicitud al correo electrónico {{lender.supportEmail}} o entregarla en nuestro domicilio. La solicitud debe contener:',
        [
          'su nombre completo y un correo electrónico o domicilio para comunicarle la respuesta;',
          'copia de su identificación oficial vigente o, en su caso, los documentos que acrediten la identidad y la representación legal de su representante;',
          'la descripción clara y precisa de los datos personales respecto de los que busca ejercer alguno de los derechos ARCO;',
          'cualquier otro elemento o documento que facilite la localización de sus datos, como el número de teléfono registrado en la aplicación;',
          'en el caso de solicitudes de rectificación, las modificaciones a realizar y la documentación que sustente su petición.',
        ],
        'Los plazos para atender su solicitud son los siguientes:',
        [
          'Si la información que nos proporciona es insuficiente o errónea para atender la solicitud, o no se acompañan los documentos necesarios, dentro de los 5 (cinco) días hábiles siguientes a la recepción de la solicitud le requeriremos, por una sola vez, que aporte los elementos o documentos necesarios.',
          'Usted contará con 10 (diez) días hábiles, contados a partir del día siguiente en que reciba el requerimiento, para atenderlo. Si no lo atiende en ese plazo, la solicitud se tendrá por no presentada.',
          'Le comunicaremos la determinación adoptada en un plazo máximo de 20 (veinte) días contados desde la fecha en que recibimos su solicitud completa.',
          'Si la solicitud resulta procedente, la haremos efectiva dentro de los 15 (quince) días hábiles siguientes a la fecha en que le comuniquemos la respuesta.',
        ],
        'Los plazos de 20 días y de 15 días hábiles podrán ampliarse una sola vez por un periodo igual, siempre que así lo justifiquen las circunstancias del caso y se lo notifiquemos dentro del plazo original.',
        'La entrega de los datos personales será gratuita; usted solo deberá cubrir, en su caso, los gastos justificados de envío o el costo de reproducción en copias u otros formatos. Si usted vuelve a presentar la misma solicitud en un periodo menor a doce meses, los costos no serán mayores a tres veces la Unidad de Medida y Actualización vigente, salvo que existan modificaciones sustanciales a este aviso que motiven nuevas consultas.',
        'Tome en cuenta que la cancelación de ciertos datos puede no ser procedente mientras exista un préstamo vigente o un saldo pendiente, o cuando debamos conservarlos por disposición legal. En ese caso le informaremos el motivo y el plazo durante el cual los datos quedarán bloqueados antes de su supresión.',
        'Si considera que su derecho a la protección de datos personales ha sido vulnerado, puede acudir ante la autoridad garante en materia de protección de datos personales.',
      ],
    },
    {
      id: 'revocacion',
      title: '9. Revocación del consentimiento y limitación del uso o divulgación',
      body: [
        'Usted puede revocar en cualquier momento el consentimiento que nos haya otorgado para el tratamiento de sus datos personales, siguiendo el mismo procedimiento descrito para los derechos ARCO. Sin embargo, es importante que tenga en cuenta que no en todos los casos podremos atender su solicitud o concluir el uso de forma inmediata, ya que es posible que por alguna obligación legal o contractual requiramos seguir tratando sus datos, por ejemplo mientras exista un saldo pendiente de pago.',
        'Además del procedimiento anterior, usted puede limitar el uso de sus datos para fines publicitarios:',
        [
          'desactivando las notificaciones promocionales en la configuración de la aplicación;',
          'usando la opción "darse de baja" incluida en cada correo promocional;',
          'inscribiéndose en el Registro Público para Evitar Publicidad (REPEP) de la Procuraduría Federal del Consumidor, o en el Registro Público de Usuarios (REUS) de la CONDUSEF.',
        ],
      ],
    },
    {
      id: 'conservacion',
      title: '10. Conservación y seguridad de los datos',
      body: [
        'Conservamos sus datos personales solo durante el tiempo necesario para cumplir las finalidades que justificaron su tratamiento y las obligaciones legales que nos son aplicables. En general, los datos relacionados con un préstamo se conservan durante la vigencia del contrato y, una vez concluido, durante los plazos de conservación que exigen las disposiciones fiscales, mercantiles y de prevención de operaciones con recursos de procedencia ilícita, que pueden ser de hasta diez años. Concluidos esos plazos, los datos se bloquean y después se suprimen de forma segura.',
        'Las fotografías del rostro y las plantillas biométricas se eliminan dentro de los 30 (treinta) días naturales siguientes a la conclusión del proceso de verificación de identidad, como se explica en la sección 3. Si su solicitud de préstamo no es aprobada y usted no tiene otra relación con nosotros, eliminaremos o disociaremos los demás datos de la solicitud una vez transcurridos los plazos legales aplicables.',
        'Hemos adoptado medidas de seguridad administrativas, técnicas y físicas para proteger sus datos contra daño, pérdida, alteración, destrucción o uso, acceso o tratamiento no autorizado, entre ellas: cifrado de la información en tránsito y en reposo, control de accesos con base en el principio de mínimo privilegio, registro de accesos, copias de respaldo, capacitación del personal y acuerdos de confidencialidad con empleados y proveedores.',
        'Si ocurre una vulneración de seguridad que afecte de forma significativa sus derechos patrimoniales o morales, se lo informaremos de inmediato por correo electrónico o mediante la aplicación, para que pueda tomar las medidas correspondientes para proteger sus derechos.',
      ],
    },
    {
      id: 'cookies',
      title: '11. Cookies y tecnologías similares',
      body: [
        'Nuestro sitio web y las páginas web que se muestran dentro de la aplicación usan cookies, almacenamiento local del navegador y tecnologías similares. Las cookies son pequeños archivos de texto que un sitio guarda en su navegador para recordar información entre visitas.',
        'Usamos las siguientes categorías:',
        [
          'Estrictamente necesarias: permiten mantener su sesión, recordar el idioma elegido y proteger los formularios contra usos abusivos. Sin ellas los Servicios no funcionan correctamente, por lo que no pueden desactivarse desde nuestras páginas.',
          'De preferencias: recuerdan opciones que usted eligió, como los datos que dejó a medio llenar en un formulario de queja, para que no tenga que capturarlos de nuevo.',
          'De análisis: nos ayudan a saber cuántas personas visitan cada página, cuánto tarda en cargar y qué errores ocurren, para mejorar los Servicios. Usamos esta información de forma agregada.',
          'De publicidad: miden la efectividad de nuestras campañas, por ejemplo si una visita a una página promocional terminó en un registro. Solo se activan cuando usted lo permite.',
        ],
        'Los datos que se obtienen mediante estas tecnologías incluyen el identificador de la cookie, la dirección IP, el tipo de navegador y de dispositivo, las páginas visitadas, la fecha y hora de la visita y la página desde la que llegó.',
        'Puede deshabilitar o eliminar las cookies desde la configuración de su navegador; consulte la sección de ayuda de su navegador para conocer cómo hacerlo. Tenga en cuenta que si deshabilita las cookies estrictamente necesarias, algunas funciones de los Servicios podrían dejar de estar disponibles.',
      ],
    },
    {
      id: 'menores',
      title: '12. Menores de edad',
      body: [
        'Nuestros Servicios están dirigidos exclusivamente a personas mayores de 18 años con capacidad legal para contratar. No recabamos intencionalmente datos de menores de edad. Si detectamos que una solicitud fue hecha por un menor, la rechazaremos y eliminaremos sus datos, salvo los que debamos conservar por disposición legal.',
      ],
    },
    {
      id: 'cambios',
      title: '13. Cambios a este aviso de privacidad',
      body: [
        'Este aviso puede ser modificado o actualizado por cambios legales, por nuestras propias necesidades derivadas de los productos que ofrecemos, por nuestras prácticas de privacidad o por cambios en nuestro modelo de negocio.',
        'Le informaremos de cualquier cambio publicando la versión actualizada en la aplicación y en nuestro sitio web, con la fecha de la última actualización al inicio del documento. Cuando el cambio implique nuevas finalidades que requieran su consentimiento, o nuevas transferencias que lo requieran, se lo solicitaremos antes de aplicar el cambio.',
      ],
    },
    {
      id: 'contacto',
      title: '14. Contacto',
      body: [
        'Para cualquier pregunta, comentario o queja sobre este aviso o sobre el tratamiento de sus datos personales, puede comunicarse con nuestro Departamento de Datos Personales:',
        [
          'Correo electrónico: {{lender.supportEmail}}',
          'Domicilio: {{lender.address}}',
          'Horario de atención: de lunes a viernes de 9:00 a 18:00 horas, excepto días festivos.',
        ],
        'Al usar los Servicios usted reconoce que ha leído y entendido este aviso de privacidad.',
      ],
    },
  ],
} satisfies LegalText;

export default privacy;
