import type { RouteTexts } from '../route-texts.js';

export const es: RouteTexts = {
  '/': {
    title: 'Kredi – Envía recargas móviles a Haití y a más de 159 países',
    description:
      'Recarga un teléfono en Haití, República Dominicana, Jamaica y más de 159 países en segundos. Paga con tu billetera Kredi o con PayPal. Las recargas fallidas se reembolsan automáticamente.',
    keywords: 'recarga móvil, saldo, Haití, Digicel, Natcom, enviar recarga, diáspora, PayPal',
  },
  '/login': {
    title: 'Iniciar sesión – Kredi',
    description: 'Inicia sesión en Kredi para enviar saldo a tu familia y amigos.',
    keywords: 'Kredi iniciar sesión, acceder, recarga móvil',
  },
  '/register': {
    title: 'Crea tu cuenta – Kredi',
    description: 'Crea una cuenta gratuita en Kredi y recibe un bono de bienvenida de $2.00 para tu primera recarga.',
    keywords: 'registro Kredi, crear cuenta, bono de bienvenida, recarga móvil',
  },
  '/send-topup': {
    title: 'Enviar una recarga – Kredi',
    description: 'Elige un país, escribe un número y envía saldo en segundos a más de 1000 operadores.',
    keywords: 'enviar recarga, saldo, recargar teléfono, Digicel Haití, Natcom',
  },
  '/wallet': {
    title: 'Tu billetera – Kredi',
    description: 'Consulta tu saldo de Kredi y agrega fondos con PayPal.',
    keywords: 'billetera Kredi, agregar fondos, saldo',
  },
  '/promotions': {
    title: 'Promociones y códigos promocionales – Kredi',
    description: 'Ofertas de fin de semana, bonos de bienvenida y recompensas de fidelidad en recargas móviles.',
    keywords: 'promociones de recarga, código promocional, descuento',
  },
  '/invite-friends': {
    title: 'Invita amigos y gana $2.00 – Kredi',
    description: 'Comparte tu código y gana $2.00 cuando un amigo envíe su primera recarga.',
    keywords: 'referidos, invitar amigos, ganar saldo',
  },
  '/loyalty': {
    title: 'Recompensas de fidelidad – Kredi',
    description: 'Gana puntos con cada recarga y sube de Bronce a Diamante.',
    keywords: 'puntos de fidelidad, recompensas, Bronce, Plata, Oro, Platino, Diamante',
  },
  '/service-fees': {
    title: 'Comisiones del servicio – Kredi',
    description: 'Cada comisión, indicada antes de pagar: comisión de recarga, comisión de billetera y comisión de PayPal.',
    keywords: 'comisiones de recarga, comisión PayPal, precios',
  },
  '/support': {
    title: 'Ayuda y soporte – Kredi',
    description: 'Respuestas a preguntas frecuentes y ayuda 24/7 por chat o correo, en cinco idiomas.',
    keywords: 'soporte Kredi, ayuda, preguntas frecuentes, contacto',
  },
  '/privacy-policy': {
    title: 'Política de privacidad – Kredi',
    description: 'Qué recopila Kredi, por qué y qué opciones tienes.',
    keywords: 'política de privacidad, datos personales',
  },
  '/terms-of-service': {
    title: 'Términos del servicio – Kredi',
    description: 'Los términos para usar Kredi y enviar recargas móviles.',
    keywords: 'términos del servicio, condiciones',
  },
  generic: {
    title: 'Kredi',
    description: 'Envía recargas móviles a tu familia y amigos en más de 159 países.',
    keywords: 'recarga móvil, saldo, Kredi',
  },
};
