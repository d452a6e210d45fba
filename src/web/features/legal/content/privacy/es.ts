import type { LegalDocument } from '../types';

export const es: LegalDocument = {
  title: 'Política de privacidad',
  updated: (date) => `Última actualización: ${date}`,
  intro:
    'Esta política explica, con palabras sencillas, qué información recoge Kredi cuando usas nuestra aplicación, para qué la necesitamos, con quién la compartimos y qué opciones tienes. Solo recogemos lo necesario para enviar saldo de forma segura, y nunca vendemos tus datos.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Quiénes somos',
      paragraphs: [
        'Kredi es una aplicación web para enviar saldo de móvil al extranjero, empezando por la diáspora haitiana. Pagas con una billetera prepagada en dólares estadounidenses o con PayPal, y nosotros entregamos la recarga al operador del teléfono que elijas.',
        'En esta política, “Kredi” y “nosotros” se refieren a la empresa que gestiona el servicio Kredi y es responsable de tus datos personales. “Tú” es cualquier persona que crea una cuenta o usa la aplicación.',
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Qué datos recogemos',
      paragraphs: [
        'Datos de la cuenta: tu nombre y apellidos, tu correo electrónico, tu número de teléfono, el idioma que eliges y tu contraseña. Nunca guardamos la contraseña en sí, solo una huella protegida de ella (un hash). Si inicias sesión con una cuenta de otro proveedor, este nos envía tu nombre, tu correo y un identificador, nunca la contraseña que usas en ese servicio.',
        'Destinatarios y recargas: los números de teléfono que recargas, su país y operador, el nombre que quieras ponerles y los detalles de cada recarga (monto, fecha, estado, reembolsos).',
        'Pagos: cuando pagas con PayPal, PayPal nos envía la referencia, el monto y el estado del pago. Nunca vemos ni guardamos números de tarjeta ni datos bancarios: de eso se encarga PayPal.',
        'Dispositivo e inicios de sesión: tu dirección IP, el tipo de navegador y de dispositivo que usas, y la hora de los inicios de sesión y de los intentos fallidos. Solo los usamos para proteger tu cuenta y prevenir el fraude.',
        'Mensajes: lo que escribes a nuestro equipo de soporte por chat o por correo.',
        'Cookies: usamos una sola cookie, la cookie de sesión que mantiene tu sesión abierta. Es HttpOnly, lo que significa que los scripts de la página no pueden leerla. El idioma que eliges se guarda en el almacenamiento local (localStorage) de tu navegador. No usamos rastreadores publicitarios.',
      ],
    },
    {
      id: 'how-we-use',
      heading: 'Para qué los usamos',
      paragraphs: [
        'Para crear y gestionar tu cuenta, verificar tu correo y tu número de teléfono con los códigos que te enviamos, y permitirte iniciar sesión.',
        'Para entregar tus recargas, gestionar el saldo de tu billetera, reembolsar automáticamente las recargas fallidas, enviarte recibos y aplicar los bonos de bienvenida y por invitar a amigos.',
        'Para mantener Kredi seguro: detectar inicios de sesión inusuales, frenar el fraude y los abusos, y proteger tu dinero.',
        'Para responderte cuando contactas con soporte, llevar la contabilidad que exige la ley y entender, de forma agregada, cómo se usa el servicio para mejorarlo. No usamos tus datos para publicidad.',
      ],
    },
    {
      id: 'legal-bases',
      heading: 'Bases legales',
      paragraphs: [
        'Cuando la normativa de protección de datos exige una base legal, nos apoyamos en las siguientes.',
        'Contrato: casi todo lo que hacemos es necesario para prestarte el servicio en el que te registraste: tu cuenta, tu billetera y tus recargas.',
        'Obligación legal: conservamos los registros financieros, y podemos revisar algunas operaciones, porque así lo exigen las leyes contables, fiscales y de prevención del blanqueo de capitales.',
        'Interés legítimo: usamos los datos del dispositivo y de inicio de sesión para proteger las cuentas y prevenir el fraude, y estadísticas agregadas para mejorar Kredi, de formas que razonablemente puedes esperar.',
        'Consentimiento: cuando te pedimos permiso, por ejemplo para las notificaciones que eliges en Configuración, puedes retirarlo en cualquier momento. Esto no afecta a lo que se hizo antes.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Con quién los compartimos',
      paragraphs: [
        'Cada socio recibe solo lo que necesita para hacer su parte.',
        'Nuestro agregador de recargas (Reloadly) y los operadores móviles, como Digicel y Natcom, reciben el número del destinatario y el monto, para poder entregar el saldo.',
        'PayPal procesa tus pagos según su propia política de privacidad.',
        'Nuestros proveedores de SMS y de correo reciben tu número o tu dirección de correo y el mensaje que te enviamos, como un código de verificación o un recibo.',
        'Nuestros proveedores de alojamiento guardan los datos por encargo nuestro, bajo contrato, y no pueden usarlos para sus propios fines. También comunicamos datos cuando la ley lo exige, por ejemplo para atender una solicitud válida de un juez o de una autoridad.',
        'Nunca vendemos tus datos personales ni los compartimos con anunciantes.',
      ],
    },
    {
      id: 'retention',
      heading: 'Cuánto tiempo los conservamos',
      paragraphs: [
        'Conservamos los datos de tu cuenta mientras siga abierta.',
        'Cuando eliminas tu cuenta, borramos tus datos personales o los anonimizamos. La ley nos obliga a conservar los registros financieros (movimientos de la billetera, pagos, recargas y reembolsos) durante 7 años; los guardamos anonimizados, sin relación con tu nombre, tu correo ni tu número de teléfono.',
        'Los registros de seguridad y los mensajes de soporte se conservan solo el tiempo que exige su finalidad y después se eliminan.',
      ],
    },
    {
      id: 'security',
      heading: 'Cómo los protegemos',
      paragraphs: [
        'Las contraseñas se protegen con argon2id, un algoritmo moderno diseñado para resistir los intentos de descifrado: nadie en Kredi puede leer tu contraseña.',
        'Tu conexión con Kredi va cifrada (HTTPS) y tu cookie de sesión es HttpOnly. Limitamos los intentos repetidos de inicio de sesión, y puedes activar la verificación en dos pasos para agregar un código al iniciar sesión.',
        'Dentro de Kredi, solo acceden a los datos personales las personas que los necesitan para su trabajo. Ningún sistema es totalmente seguro: si notas algo raro en tu cuenta, escríbenos enseguida.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Tus derechos',
      paragraphs: [
        'Puedes consultar la mayoría de tus datos en la aplicación en cualquier momento y pedirnos una copia de todos ellos.',
        'Exportación: descarga tus datos en un archivo JSON desde Configuración.',
        'Rectificación: cambia tus datos en Configuración o pídenos que corrijamos lo que no sea correcto.',
        'Supresión: elimina tu cuenta desde Configuración. Tus datos personales se borran; solo se conservan los registros financieros anonimizados que exige la ley.',
        'También puedes oponerte a algunos usos de tus datos o pedir que los limitemos, y presentar una reclamación ante la autoridad de protección de datos de tu país. Respondemos a las solicitudes dentro de los plazos legales, y normalmente mucho antes.',
      ],
    },
    {
      id: 'children',
      heading: 'Menores de edad',
      paragraphs: [
        'Kredi es solo para personas de 18 años o más. No recogemos a sabiendas datos de menores. Si descubrimos que un menor ha creado una cuenta, la cerramos y borramos sus datos, salvo los registros que la ley nos obliga a conservar.',
        'Las personas a las que envías saldo pueden tener cualquier edad: de ellas solo recibimos un número de teléfono y, si tú quieres, un nombre.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contacto',
      paragraphs: [
        'Para cualquier pregunta o solicitud sobre tus datos personales, escribe a privacy@kredi.app.',
        'Para todo lo demás, nuestro equipo de soporte atiende 24/7 por chat o por correo y responde en unas 24 horas.',
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios en esta política',
      paragraphs: [
        'Podemos actualizar esta política cuando cambien el servicio o la ley. La fecha de arriba indica la versión más reciente. Si el cambio es importante, te avisaremos por correo o en la aplicación antes de que entre en vigor.',
      ],
    },
  ],
};
