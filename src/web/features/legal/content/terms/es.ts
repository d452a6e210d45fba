import type { LegalDocument } from '../types';

export const es: LegalDocument = {
  title: 'Condiciones de uso',
  updated: (date) => `Última actualización: ${date}`,
  intro:
    'Estas condiciones son el acuerdo entre tú y Kredi cuando usas nuestra aplicación. Hemos intentado redactarlas con claridad. Léelas antes de crear una cuenta: al usar Kredi, aceptas estas condiciones y nuestra Política de privacidad.',
  sections: [
    {
      id: 'service',
      heading: 'El servicio',
      paragraphs: [
        'Kredi te permite enviar saldo de móvil al extranjero, empezando por Haití. Pagas con tu billetera Kredi prepago en dólares estadounidenses o con PayPal.',
        'No somos un operador de telefonía. Enviamos tu recarga a un agregador (Reloadly), que la entrega al operador del destinatario, como Digicel o Natcom.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Quién puede usar Kredi',
      paragraphs: [
        'Debes tener al menos 18 años y capacidad legal para celebrar un contrato. Debes dar información verdadera y mantenerla actualizada.',
        'Una sola cuenta por persona. Solo puedes usar Kredi para ti, no en nombre de otra persona, y solo donde la ley lo permita.',
      ],
    },
    {
      id: 'account',
      heading: 'Tu cuenta y su seguridad',
      paragraphs: [
        'Inicias sesión con tu correo electrónico y tu contraseña, o con una cuenta de otro proveedor. Verificamos tu correo y tu número de teléfono con códigos que te enviamos por correo y por SMS.',
        'Mantén tu contraseña en secreto y no compartas tu cuenta. Te recomendamos encarecidamente activar la verificación en dos pasos. Eres responsable de lo que ocurra en tu cuenta: si crees que otra persona la ha usado, avísanos enseguida en support@kredi.app.',
        'Para protegerte, podemos pedirte que confirmes tu identidad o retener una operación que parezca inusual.',
      ],
    },
    {
      id: 'wallet',
      heading: 'Tu billetera',
      paragraphs: [
        'Tu billetera Kredi guarda un saldo prepago en dólares estadounidenses que puedes gastar en recargas. Le agregas dinero con PayPal.',
        'La billetera no es una cuenta bancaria ni de ahorro: no genera intereses y no está cubierta por ningún fondo de garantía de depósitos. El saldo no se puede transferir a otro usuario de Kredi.',
        'Los reembolsos de recargas fallidas, el bono de bienvenida y las recompensas por invitar a amigos se abonan en tu billetera. El saldo de bonos solo sirve para recargas y no se puede canjear por dinero.',
      ],
    },
    {
      id: 'top-ups',
      heading: 'Recargas',
      paragraphs: [
        'Antes de confirmar, te mostramos lo que recibirá el destinatario, el precio y cualquier comisión. La mayoría de las recargas llegan al instante; en raras ocasiones pueden tardar hasta 15 minutos.',
        'Si una recarga falla, te devolvemos automáticamente el monto completo a tu billetera Kredi en un plazo de 24 horas. Nunca pagas dos veces la misma recarga.',
        'Los números que introduces son responsabilidad tuya. Revísalos bien: el saldo enviado a un número equivocado que resulte válido normalmente no se puede recuperar.',
        'Una vez entregado, el saldo se rige por las normas del operador, como los plazos de validez, los límites del plan y los impuestos locales. No podemos cambiar esas normas.',
      ],
    },
    {
      id: 'fees',
      heading: 'Precios y comisiones',
      paragraphs: [
        'Las comisiones y el tipo de cambio, si los hay, se muestran antes de pagar, y el total que confirmas es lo que pagas. La lista completa de nuestras comisiones está en la página de comisiones del servicio (/service-fees).',
        'PayPal o tu banco pueden cobrar sus propias comisiones, por ejemplo por el cambio de divisa. No dependen de nosotros.',
      ],
    },
    {
      id: 'promotions',
      heading: 'Promociones e invitaciones',
      paragraphs: [
        'Cada usuario nuevo recibe un bono de bienvenida de $2.00 en su billetera. Cuando un amigo al que invitaste se registra y hace su primera recarga, recibes $2.00.',
        'Los bonos son para personas reales y un uso real. Las cuentas falsas, invitarte a ti mismo, usar varias cuentas o cualquier otro abuso pueden llevarnos a anular los bonos y suspender las cuentas implicadas.',
        'Podemos cambiar o terminar una promoción en el futuro, pero respetaremos los bonos que ya hayas conseguido de forma legítima.',
      ],
    },
    {
      id: 'prohibited-use',
      heading: 'Usos prohibidos',
      paragraphs: [
        'No puedes usar Kredi para cometer fraude, con un medio de pago que no estés autorizado a usar, para blanquear dinero o financiar actividades ilegales, ni incumpliendo sanciones.',
        'No puedes intentar entrar sin permiso en nuestros sistemas ni alterar su funcionamiento, usar bots o scripts para acceder al servicio, revender recargas con fines comerciales sin nuestro acuerdo por escrito, ni acosar a nuestro equipo ni a nadie más.',
        'Si tenemos motivos fundados para creer que incumples estas normas, podemos bloquear operaciones, suspender tu cuenta y, cuando la ley lo exija, informar a las autoridades.',
      ],
    },
    {
      id: 'liability',
      heading: 'Nuestra responsabilidad',
      paragraphs: [
        'Gestionamos Kredi con cuidado y hacemos todo lo posible para que esté disponible, pero no podemos prometer que nunca se interrumpa.',
        'No somos responsables de los problemas causados por las redes de los operadores, por un número equivocado que hayas introducido o por hechos que escapen a nuestro control razonable. Cuando una recarga falla, nuestro compromiso es devolverte el monto a la billetera.',
        'En la medida en que la ley lo permita, nuestra responsabilidad por una operación se limita al monto que pagaste por ella. Nada de estas condiciones te quita los derechos que te reconoce la normativa de consumo.',
      ],
    },
    {
      id: 'termination',
      heading: 'Cierre de la cuenta',
      paragraphs: [
        'Puedes eliminar tu cuenta en cualquier momento desde Configuración. Si aún tienes dinero en tu billetera, comunícate con soporte antes de eliminarla para que podamos ayudarte.',
        'Al eliminar tu cuenta se borran tus datos personales. Conservamos durante 7 años, de forma anonimizada, los registros financieros que exige la ley.',
        'Podemos suspender o cerrar tu cuenta si incumples estas condiciones, si la ley lo exige o para evitar un fraude. Salvo que la ley o la seguridad lo impidan, te explicaremos el motivo y te ayudaremos con el saldo que quede en tu billetera.',
      ],
    },
    {
      id: 'law-and-changes',
      heading: 'Ley aplicable y cambios',
      paragraphs: [
        'Estas condiciones se rigen por la ley del lugar donde Kredi está establecida. Esto no te quita la protección que te da la normativa de consumo de tu país de residencia. Si tienes una queja, contacta primero con nosotros: la mayoría de los problemas se resuelven rápido así.',
        'Podemos actualizar estas condiciones. La fecha de arriba indica la versión más reciente. Te avisaremos de los cambios importantes por correo o en la aplicación antes de que entren en vigor. Si no estás de acuerdo, puedes eliminar tu cuenta; si sigues usando Kredi, se aplicarán las nuevas condiciones.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contacto',
      paragraphs: [
        '¿Tienes preguntas sobre estas condiciones o sobre una recarga? Escribe a support@kredi.app o usa el chat de la aplicación. Atendemos 24/7 y respondemos en unas 24 horas.',
      ],
    },
  ],
};
