/** The official site's loan agreement (spec §2 "Loan", §9 contract text). Loaded only by /Loan. */
const officialLoan = {
  agreementTitle: 'Contrato de préstamo personal',
  intro: [
    'Este contrato de préstamo personal (el "Contrato") lo celebran, por una parte, {{lender.legalName}} (el "Acreditante"), y por la otra, la persona física cuyos datos constan en la solicitud aprobada en la aplicación (el "Acreditado"), de conformidad con las siguientes declaraciones y cláusulas.',
    'El Acreditado acepta este Contrato por medios electrónicos al marcar la casilla de aceptación y confirmar el préstamo en la aplicación. La aceptación electrónica produce los mismos efectos que la firma autógrafa.',
  ],
  sections: [
    {
      id: 'objeto',
      title: '1. Objeto',
      body: [
        'El Acreditante otorga al Acreditado un préstamo en moneda nacional por el monto, el plazo y las fechas de pago que se muestran en la pantalla de confirmación del préstamo, y el Acreditado se obliga a devolver ese monto junto con los intereses, comisiones e impuestos pactados.',
        'El monto efectivamente recibido por el Acreditado es el monto del préstamo menos la comisión por apertura y su impuesto, según se detalla antes de la confirmación.',
      ],
    },
    {
      id: 'disposicion',
      title: '2. Disposición de los recursos',
      body: [
        'El Acreditante depositará el monto a recibir en la cuenta bancaria registrada por el Acreditado, que debe estar a su nombre. El Acreditado es responsable de que los datos de la cuenta sean correctos.',
        'El préstamo se considera dispuesto en la fecha en que el Acreditante realiza el depósito.',
      ],
    },
    {
      id: 'intereses',
      title: '3. Intereses, comisiones e impuestos',
      body: [
        'El préstamo devenga una tasa de interés ordinaria de 0.0065% (cero punto cero cero sesenta y cinco por ciento) diaria sobre el saldo insoluto, sin que la tasa de interés anual exceda del 18% (dieciocho por ciento).',
        'Sobre los intereses y las comisiones se causa el impuesto al valor agregado (IVA) a la tasa de 16% (dieciséis por ciento), que el Acreditado paga junto con ellos.',
        'Antes de confirmar el préstamo, la aplicación muestra el monto del préstamo, la comisión, los intereses, el IVA, el monto a recibir y el total a pagar. Ningún otro cargo se cobra sin el consentimiento expreso del Acreditado.',
      ],
    },
    {
      id: 'pago',
      title: '4. Forma y lugar de pago',
      body: [
        'El Acreditado pagará en las fechas indicadas en su plan de pagos, mediante los canales que la aplicación muestra en la sección de pago: transferencia bancaria con la referencia asignada, pago en efectivo en establecimientos autorizados u otros medios que el Acreditante habilite.',
        'Un pago se tiene por realizado cuando el Acreditante recibe los fondos con la referencia correcta. El Acreditado debe conservar su comprobante.',
        'El Acreditado puede pagar anticipadamente, en todo o en parte, sin penalización; en ese caso solo paga los intereses generados hasta la fecha del pago.',
      ],
    },
    {
      id: 'prorroga',
      title: '5. Prórroga del pago',
      body: [
        'Antes de la fecha de pago, el Acreditado puede solicitar en la aplicación diferir el pago hasta por 7 (siete) días naturales. Para ello solo debe cubrir la comisión por servicio de prórroga que se le muestra antes de aceptarla; el saldo del préstamo se paga en la nueva fecha.',
      ],
    },
    {
      id: 'mora',
      title: '6. Incumplimiento e intereses moratorios',
      body: [
        'Si el Acreditado no paga en la fecha pactada, se generará una pena por atraso de 3% (tres por ciento) diario sobre el monto vencido y no pagado, por cada día de atraso y hasta el pago total, más el IVA correspondiente.',
        'El atraso puede reportarse a las sociedades de información crediticia conforme a la ley. El Acreditante podrá contactar al Acreditado por teléfono, mensaje o correo electrónico para recordarle su adeudo, siempre con respeto y en horarios permitidos, sin contactar a terceros ajenos al préstamo.',
      ],
    },
    {
      id: 'obligaciones',
      title: '7. Obligaciones del Acreditado',
      body: [
        'El Acreditado declara que la información que proporcionó es verdadera y que es mayor de edad y tiene capacidad para contratar. Se obliga a:',
        [
          'mantener actualizados su domicilio, teléfono y correo electrónico;',
          'usar el préstamo para fines lícitos;',
          'no ceder sus derechos u obligaciones derivados de este Contrato sin autorización del Acreditante.',
        ],
      ],
    },
    {
      id: 'terminacion',
      title: '8. Terminación y cancelación',
      body: [
        'El Acreditado puede cancelar el Contrato dentro de los 10 (diez) días hábiles siguientes a su aceptación sin responsabilidad, siempre que no haya dispuesto de los recursos o que los devuelva íntegros junto con los intereses generados.',
        'El Contrato termina cuando el Acreditado paga la totalidad del adeudo.',
      ],
    },
    {
      id: 'aclaraciones',
      title: '9. Aclaraciones, quejas y datos personales',
      body: [
        'Para aclaraciones o quejas, el Acreditado puede usar la sección de quejas de la aplicación, llamar a atención a clientes o escribir al correo electrónico que aparece al pie de este sitio. También puede acudir a la CONDUSEF.',
        'Los datos personales del Acreditado se tratan conforme a la Política de privacidad publicada en este sitio.',
      ],
    },
    {
      id: 'jurisdiccion',
      title: '10. Legislación y jurisdicción',
      body: [
        'Este Contrato se rige por las leyes federales de los Estados Unidos Mexicanos. Para su interpretación y cumplimiento, las partes se someten a los tribunales competentes del domicilio del Acreditado.',
      ],
    },
  ],
};

export default officialLoan;
