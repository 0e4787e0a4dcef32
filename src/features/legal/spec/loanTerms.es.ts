import type { LegalText } from '../types';

/**
 * spec §2 "Loan terms and conditions", §9 "Loan terms (India)". The document is titled
 * 'Loan terms and conditions' (spec wording, kept in English); the Spanish text is a translation.
 * The spec's one document for both markets, served only with VITE_LEGAL_DOCUMENTS=spec (a recorded departure:
 * docs/departures.md); otherwise each market has its own, beside the lender's profile (profiles/<market>.terms.md).
 */
const loanTerms = {
  title: 'Loan terms and conditions',
  titleLang: 'en',
  subtitle: 'Términos y condiciones del préstamo (traducción al español)',
  updated: 'Última actualización: 1 de marzo de 2025',
  tocTitle: 'Contenido',
  backToContents: 'Volver al contenido',
  intro: [
    'Estos términos y condiciones del préstamo (los "Términos") rigen todo préstamo personal que usted, el prestatario, obtenga a través de la aplicación móvil {{lender.brandName}} (la "Aplicación"). El préstamo lo otorga la sociedad financiera no bancaria (NBFC) registrada ante el Banco de la Reserva de la India que se identifica en su Hoja de Datos Clave y en su carta de aprobación (el "Prestamista"). {{lender.brandName}} actúa como proveedor de servicios de crédito del Prestamista y opera la Aplicación por cuenta de este.',
    'Lea estos Términos con atención. Al pulsar "Aceptar" y confirmar un préstamo en la Aplicación, usted acepta quedar obligado por estos Términos, por la Hoja de Datos Clave y por la carta de aprobación emitida para ese préstamo (en conjunto, los "Documentos del Préstamo"). Si existe alguna contradicción entre estos Términos y la Hoja de Datos Clave, prevalece la Hoja de Datos Clave.',
    'Esta es una traducción al español ofrecida para su comodidad. En caso de diferencia entre esta traducción y la versión en inglés, prevalece la versión en inglés.',
  ],
  sections: [
    {
      id: 'definiciones',
      title: '1. Definiciones',
      body: [
        'En estos Términos, salvo que el contexto exija otra cosa:',
        [
          '"Préstamo" significa el monto aprobado por el Prestamista al prestatario conforme a los Documentos del Préstamo.',
          '"Fecha de Desembolso" significa la fecha en que el monto del Préstamo se abona en la cuenta bancaria del prestatario.',
          '"Fecha de Vencimiento" significa la fecha, o cada una de las fechas, en que vence un pago, según el calendario de pagos.',
          '"Plazo" significa el periodo que va de la Fecha de Desembolso a la última Fecha de Vencimiento.',
          '"Monto Impago" significa cualquier cuota u otro monto vencido que no se haya pagado íntegramente en su Fecha de Vencimiento.',
          '"Día Hábil" significa un día, que no sea sábado, domingo ni día festivo, en que los bancos abren al público en la India.',
          '"Hoja de Datos Clave" significa el documento con las condiciones esenciales del Préstamo, incluidos la tasa de porcentaje anual, todas las comisiones y cargos y el calendario de pagos, que se entrega al prestatario antes de aceptar el Préstamo.',
          '"Cliente nuevo" significa el prestatario que toma un Préstamo del Prestamista por primera vez, y "cliente recurrente" el prestatario que ya tomó y pagó íntegramente al menos un Préstamo anterior del Prestamista.',
        ],
      ],
    },
    {
      id: 'requisitos',
      title: '2. Requisitos',
      body: [
        'Para solicitar un Préstamo, usted debe:',
        [
          'ser ciudadano de la India y residir en la India;',
          'ser mayor de 18 años y tener capacidad legal para contratar conforme a la Ley de Contratos de la India de 1872;',
          'contar con una tarjeta PAN y un número Aadhaar vigentes, y con una cuenta de ahorro a su nombre en un banco de la India;',
          'tener una fuente regular de ingresos, y',
          'no estar en insolvencia ni sujeto a un procedimiento de insolvencia.',
        ],
        'El Prestamista puede pedir documentos adicionales para verificar su identidad y domicilio conforme a las directrices de Conozca a su Cliente del Banco de la Reserva de la India. Cumplir los requisitos no le da derecho por sí solo a un Préstamo.',
      ],
    },
    {
      id: 'solicitud',
      title: '3. Solicitud, decisión y desembolso',
      body: [
        'Usted solicita un Préstamo en la Aplicación llenando el formulario de solicitud y otorgando los consentimientos que la Aplicación le pide. El Prestamista evalúa cada solicitud con la información que usted proporciona, la información de las sociedades de información crediticia y su propia política de crédito.',
        'El Prestamista tomará una decisión sobre su solicitud dentro de 1 (un) día a partir de que reciba la solicitud completa, y le comunicará la decisión en la Aplicación y por SMS o correo electrónico. El Prestamista puede aprobar un monto menor al solicitado o rechazar la solicitud a su entera discreción; si la rechaza, se lo informará.',
        'Una vez que usted acepta un Préstamo aprobado, los fondos aprobados se abonan en su cuenta bancaria registrada dentro de 1 (uno) a 3 (tres) días. El Préstamo se deposita directamente en su cuenta bancaria y nunca a través de la cuenta de un tercero. El Plazo y los intereses corren desde la Fecha de Desembolso.',
        'Antes de aceptar el Préstamo, la Aplicación le muestra la Hoja de Datos Clave. Usted puede salir del Préstamo durante el periodo de reflexión indicado en la Hoja de Datos Clave, devolviendo el capital y la parte proporcional de la tasa de porcentaje anual, sin penalización alguna.',
      ],
    },
    {
      id: 'plazo',
      title: '4. Plazo del préstamo',
      body: [
        'Cada Préstamo tiene un Plazo de no menos de 91 (noventa y un) ni más de 365 (trescientos sesenta y cinco) días naturales. El Plazo de su Préstamo, el número de cuotas y cada Fecha de Vencimiento constan en la Hoja de Datos Clave y en el calendario de pagos que muestra la Aplicación.',
      ],
    },
    {
      id: 'cargos',
      title: '5. Intereses, comisiones y cargos',
      body: [
        'El Préstamo devenga intereses a la tasa indicada en la Hoja de Datos Clave, calculados sobre el capital pendiente por el número real de días transcurridos. La Hoja de Datos Clave también muestra la comisión de tramitación, cualquier otra comisión y el impuesto sobre bienes y servicios aplicable, así como la tasa de porcentaje anual, que los incluye a todos.',
        'No se le cobrará en ningún momento del Plazo del Préstamo ninguna comisión, cargo o interés que no figure en la Hoja de Datos Clave sin su consentimiento explícito.',
      ],
    },
    {
      id: 'pago',
      title: '6. Pago',
      body: [
        'Usted debe pagar cada cuota íntegramente en su Fecha de Vencimiento o antes, con los medios de pago que ofrece la Aplicación, como UPI, banca en línea, tarjeta de débito o un mandato electrónico que usted autorice. Un pago se considera hecho cuando el Prestamista recibe los fondos, no cuando usted los envía.',
        'Si una Fecha de Vencimiento cae en un día que no es Día Hábil, puede pagar el siguiente Día Hábil sin cargo por atraso.',
        'Conserve el comprobante de pago. La Aplicación muestra su historial de pagos y usted puede pedir un estado de cuenta en cualquier momento sin costo.',
      ],
    },
    {
      id: 'pago-anticipado',
      title: '7. Pago anticipado',
      body: [
        'Usted puede pagar la totalidad del Préstamo antes de la última Fecha de Vencimiento, siempre que haya transcurrido la mitad (50%) del Plazo y que hayan pasado al menos 7 (siete) días desde la Fecha de Desembolso. No se admite el pago anticipado antes de que se cumplan ambas condiciones.',
        'Cuando paga por anticipado, usted paga el capital pendiente, los intereses devengados hasta la fecha del pago anticipado y cualquier Monto Impago con sus cargos. No se cobran intereses por la parte restante del Plazo.',
      ],
    },
    {
      id: 'prorroga',
      title: '8. Prórroga',
      body: [
        'Cuando la Aplicación ofrezca una prórroga y usted cumpla los requisitos, puede pedir prorrogar el pago de su Préstamo antes de su Fecha de Vencimiento, pagando la comisión de prórroga que la Aplicación le muestra antes de confirmarla. La prórroga conserva el mismo periodo: la nueva Fecha de Vencimiento se fija sumando a la Fecha de Vencimiento vigente un periodo igual al del Préstamo original.',
        'El Prestamista puede negar una prórroga, por ejemplo si hay un monto anterior impago. La prórroga no modifica ninguna otra condición del Préstamo, y el Prestamista confirmará la nueva Fecha de Vencimiento en la Aplicación.',
      ],
    },
    {
      id: 'mora',
      title: '9. Atraso y cargos por incumplimiento',
      body: [
        'Si algún monto no se paga íntegramente en su Fecha de Vencimiento, usted incurre en incumplimiento y se aplican los siguientes cargos, además de los intereses del Préstamo:',
        [
          'Una penalización única por incumplimiento de Rs.1,000 (mil rupias) para clientes nuevos, o de Rs.800 (ochocientas rupias) para clientes recurrentes. Esta penalización se cobra una sola vez por Préstamo y no se vuelve a cobrar por días adicionales de atraso.',
          'Intereses moratorios por cada día de atraso, calculados solo sobre el Monto Impago, de 5% (cinco por ciento) diario del día 1 al día 30 de atraso; de 4% (cuatro por ciento) diario del día 31 al día 90 de atraso, y de 2% (dos por ciento) diario a partir del día 91 de atraso y hasta que el Monto Impago se pague por completo.',
        ],
        'Los intereses moratorios no se cobran sobre el capital que aún no ha vencido, y el Prestamista no capitaliza los intereses moratorios impagos. Los cargos anteriores constan en la Hoja de Datos Clave y son estimaciones razonables de la pérdida y los costos que el atraso causa al Prestamista.',
        'El Prestamista le avisará de cualquier incumplimiento por SMS, correo electrónico o en la Aplicación antes de reportarlo a las sociedades de información crediticia. El atraso puede reportarse a dichas sociedades y afectar su calificación crediticia.',
      ],
    },
    {
      id: 'aplicacion-pagos',
      title: '10. Orden de aplicación de los pagos',
      body: [
        'Cada pago que usted realiza se aplica a los montos adeudados en el siguiente orden:',
        [
          'primero, a los cargos permitidos por los Documentos del Préstamo;',
          'segundo, a los gastos de ejecución y cobranza, cuando legalmente puedan recuperarse;',
          'tercero, a la penalización por incumplimiento y a los intereses moratorios;',
          'cuarto, a las comisiones;',
          'quinto, a los intereses;',
          'y por último, al capital.',
        ],
      ],
    },
    {
      id: 'declaraciones',
      title: '11. Declaraciones y obligaciones del prestatario',
      body: [
        'Usted confirma que toda la información y los documentos que entregó son verdaderos, completos y propios, y que usará el Préstamo solo para fines personales lícitos y no para actividades especulativas o ilegales.',
        'Usted debe notificar al Prestamista, en la Aplicación o por correo electrónico, dentro de los 3 (tres) días siguientes a cualquier cambio de su nombre, de su fecha de nacimiento (por ejemplo, tras una corrección de sus registros) o de su domicilio, y entregar los documentos que lo acrediten si se le piden.',
        'Usted no debe realizar ningún acto que impida al Prestamista cobrar un pago que usted autorizó, como cancelar un mandato electrónico sin pagar antes el monto que cubre.',
      ],
    },
    {
      id: 'incumplimiento',
      title: '12. Causas de incumplimiento y recursos',
      body: [
        'Cada uno de los siguientes hechos es una causa de incumplimiento:',
        [
          'no pagar cualquier monto en su Fecha de Vencimiento;',
          'que cualquier información o documento que usted entregó resulte falso o engañoso en un aspecto importante;',
          'que usted caiga en insolvencia o se inicie un procedimiento de insolvencia en su contra;',
          'incumplir cualquier otra obligación de los Documentos del Préstamo sin subsanarla dentro de los 15 (quince) días siguientes al aviso.',
        ],
        'Ante una causa de incumplimiento, el Prestamista puede, previo aviso, declarar vencido y exigible de inmediato todo el saldo pendiente, reportar el incumplimiento a las sociedades de información crediticia y emprender acciones legales de recuperación.',
        'Si un juzgado o tribunal dicta una sentencia o laudo en su contra por montos adeudados conforme al Préstamo, usted debe pagar el monto de esa sentencia o laudo dentro de los 10 (diez) días siguientes a su fecha, salvo que el juzgado ordene otra cosa.',
      ],
    },
    {
      id: 'cobranza',
      title: '13. Prácticas justas de cobranza',
      body: [
        'El Prestamista y sus agentes de cobranza siguen el Código de Prácticas Justas del Banco de la Reserva de la India. Los agentes de cobranza se identificarán, llevarán la autorización del Prestamista y solo le contactarán entre las 8:00 y las 19:00 horas, salvo que usted haya pedido otra cosa.',
        'Nadie que actúe por cuenta del Prestamista usará amenazas, lenguaje ofensivo ni acoso, contactará a sus familiares, amigos o compañeros de trabajo por su Préstamo, ni accederá a los contactos o fotografías guardados en su teléfono. Los nombres de los agentes de cobranza contratados por el Prestamista se muestran en la Aplicación. Si tiene alguna queja sobre la cobranza, use el procedimiento de quejas de la sección 18.',
      ],
    },
    {
      id: 'cesion',
      title: '14. Cesión',
      body: [
        'Usted no puede ceder ni transmitir sus derechos u obligaciones derivados de los Documentos del Préstamo.',
        'El Prestamista puede vender, ceder o transmitir el Préstamo, total o parcialmente, a otra entidad regulada. El Prestamista le dará aviso por escrito con al menos 7 (siete) Días Hábiles de anticipación a que la cesión surta efecto, indicando el nombre del cesionario y cómo realizar los pagos a partir de entonces. La cesión no modificará sus derechos ni las condiciones de su Préstamo, y se reconocerán los pagos hechos al Prestamista antes de que usted reciba el aviso.',
      ],
    },
    {
      id: 'informacion-crediticia',
      title: '15. Información crediticia y datos',
      body: [
        'Usted autoriza al Prestamista a obtener su información crediticia de las sociedades de información crediticia registradas ante el Banco de la Reserva de la India, y a compartir con ellas información sobre su Préstamo y su comportamiento de pago, conforme a la ley.',
        'Sus datos personales se recaban y usan como se describe en la Política de privacidad disponible en la Aplicación y en el sitio web. La Aplicación recaba solo los datos necesarios para el Préstamo, con su consentimiento explícito, y usted puede retirar el consentimiento respecto de cualquier dato que no sea necesario para un Préstamo ya contratado.',
      ],
    },
    {
      id: 'comunicaciones',
      title: '16. Comunicaciones y consentimiento electrónico',
      body: [
        'Usted acepta recibir los Documentos del Préstamo, avisos y estados de cuenta por medios electrónicos, en la Aplicación, por SMS o por correo electrónico a los datos de contacto que registró. Los avisos enviados a esos datos se consideran recibidos al enviarse.',
        'Su aceptación de estos Términos por medios electrónicos, incluida una contraseña de un solo uso, es una firma válida y tiene el mismo efecto que un documento firmado en papel conforme a la Ley de Tecnologías de la Información de la India de 2000.',
      ],
    },
    {
      id: 'modificaciones',
      title: '17. Modificaciones a estos Términos',
      body: [
        'El Prestamista puede modificar estos Términos para Préstamos futuros. Cualquier cambio en las condiciones de un Préstamo ya desembolsado, incluidos sus intereses o cargos, solo se hará con su consentimiento y con al menos 30 (treinta) días de aviso, y nunca con efecto retroactivo.',
      ],
    },
    {
      id: 'quejas',
      title: '18. Atención de quejas',
      body: [
        'Si tiene una queja, comuníquese con atención a clientes desde la sección de quejas de la Aplicación, llamando al {{lender.supportPhone}} o escribiendo a {{lender.supportEmail}}. Acusaremos recibo de su queja sin demora y procuraremos resolverla dentro de 30 (treinta) días.',
        'Si la queja no se resuelve a su satisfacción dentro de 30 (treinta) días, puede escalarla al Oficial de Atención de Quejas del Prestamista, cuyo nombre y datos de contacto se muestran en la Aplicación y en la Hoja de Datos Clave, y después al Esquema Integrado de Defensoría del Banco de la Reserva de la India en https://cms.rbi.org.in.',
      ],
    },
    {
      id: 'ley',
      title: '19. Ley aplicable y jurisdicción',
      body: [
        'Estos Términos y los Documentos del Préstamo se rigen por las leyes de la India. Sin perjuicio de cualquier cláusula arbitral de la carta de aprobación, los tribunales del lugar donde usted reside serán competentes para cualquier controversia derivada de ellos.',
      ],
    },
    {
      id: 'generales',
      title: '20. Disposiciones generales',
      body: [
        'Si alguna disposición de estos Términos se declara inválida, las demás siguen plenamente vigentes. La demora o la omisión del Prestamista en ejercer un derecho no implica renuncia a él. Estos Términos, junto con la Hoja de Datos Clave y la carta de aprobación, constituyen el acuerdo completo entre usted y el Prestamista sobre el Préstamo.',
      ],
    },
  ],
} satisfies LegalText;

export default loanTerms;
