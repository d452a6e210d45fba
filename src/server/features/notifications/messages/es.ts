import { PRICE_TOLERANCE_PERCENT } from '../../../../shared/schedules.js';
import type { LanguageMessages } from './catalogue.js';
import { RECIPIENT_SMS } from '../../../../shared/recipient-sms.js';

export const es: LanguageMessages = {
  messages: {
    topupDelivered: {
      title: 'Recarga entregada',
      message: (p, f) => `${f.local(p)} llegaron al ${f.text(p, 'recipient')}.`,
    },
    topupFailed: {
      title: 'Recarga fallida: reembolsada',
      message: (p, f) =>
        `No se pudo entregar la recarga al ${f.text(p, 'recipient')}. ${
          f.number(p, 'paypal')
            ? `Los ${f.money(f.number(p, 'amountCents'))} que pagaste con PayPal se reembolsaron a tu billetera Kredi.`
            : `${f.money(f.number(p, 'amountCents'))} volvió a tu billetera.`
        }`,
    },
    topupDelayed: {
      title: 'Tarda más de lo normal',
      message: (p, f) =>
        `La recarga al ${f.text(p, 'recipient')} está tardando más de lo normal. Seguimos revisando; si falla, te reembolsamos.`,
    },
    topupReceived: { title: 'Recarga recibida', message: (p, f) => `${f.recipient(p)} la recibió.` },
    fundsAdded: { title: 'Fondos agregados', message: (p, f) => `Se agregaron ${f.money(f.number(p, 'amountCents'))} a tu billetera.` },
    fundsHeld: {
      title: 'Pago retenido',
      message: (p, f) =>
        `PayPal retiene tu pago de ${f.money(f.number(p, 'amountCents'))}. Llegará a tu billetera cuando PayPal lo libere.`,
    },
    fundsReturned: {
      title: 'Dinero devuelto',
      message: (p, f) => `Se devolvieron ${f.money(f.number(p, 'amountCents'))} a tu cuenta de PayPal.`,
    },
    referralPaid: {
      title: 'Bono de referido pagado',
      message: (p, f) => `Tu amigo hizo su primera recarga: ${f.money(f.number(p, 'amountCents'))} está en tu billetera.`,
    },
    referralNotEligible: {
      title: 'Sobre el bono por referido',
      message: (p, f) =>
        ({
          same_paypal:
            'Pagaste con la misma cuenta de PayPal que el amigo que te invitó, así que el bono por referido no aplica. Los bonos son para personas nuevas que pagan con su propia cuenta. Tus recargas no cambian.',
          same_email:
            'Tu correo llega a la misma bandeja de entrada que el del amigo que te invitó, así que el bono por referido no aplica. Los bonos son para personas nuevas con su propio correo. Tus recargas no cambian.',
          same_phone:
            'Tienes el mismo número de teléfono que el amigo que te invitó, así que el bono por referido no aplica. Los bonos son para personas nuevas con su propio número. Tus recargas no cambian.',
        })[f.text(p, 'rule')] ??
        'Compartes un correo, un número de teléfono o una cuenta de PayPal con el amigo que te invitó, así que el bono por referido no aplica. Los bonos son para personas nuevas con cuentas propias. Tus recargas no cambian.',
    },
    levelReached: { title: 'Nuevo nivel de fidelidad', message: (p, f) => `¡Felicidades! Alcanzaste el nivel ${f.text(p, 'level')}.` },
    pointsRedeemed: {
      title: 'Puntos canjeados',
      message: (p, f) => `Canjeaste ${f.number(p, 'points')} puntos por ${f.money(f.number(p, 'amountCents'))}.`,
    },
    promotionNew: { title: 'Nueva promoción', message: (p, f) => f.text(p, 'title') },
    signInPaused: {
      title: 'Inicio de sesión en pausa',
      message: () =>
        'Se probaron varias contraseñas incorrectas en tu cuenta. El inicio de sesión desde dispositivos nuevos queda en pausa unos minutos. ¿No fuiste tú? Activa la verificación en dos pasos en la configuración de seguridad.',
    },
    newSignIn: {
      title: 'Nuevo inicio de sesión',
      message: (p, f) =>
        `Se inició sesión en tu cuenta desde un dispositivo nuevo (${f.text(p, 'device')}). ¿No fuiste tú? Cambia tu contraseña.`,
    },
    passwordChanged: {
      title: 'Contraseña cambiada',
      message: () => 'Tu contraseña cambió. ¿No fuiste tú? Restablécela ahora y contacta a soporte.',
    },
    twoFactorChanged: {
      title: 'Verificación en dos pasos cambiada',
      message: (p, f) =>
        f.number(p, 'enabled')
          ? 'La verificación en dos pasos está activada.'
          : 'Se desactivó la verificación en dos pasos. ¿No fuiste tú? Contacta a soporte.',
    },
    emailVerified: { title: 'Correo verificado', message: () => 'Tu correo electrónico está verificado.' },
    phoneVerified: { title: 'Teléfono verificado', message: () => 'Tu número de teléfono está verificado.' },
    supportReply: { title: 'Soporte respondió', message: (p, f) => `Hay una nueva respuesta a tu ticket “${f.text(p, 'subject')}”.` },
    scheduleReminder: {
      title: 'Recarga automática mañana',
      message: (p, f) =>
        `Mañana enviamos ${f.money(f.number(p, 'amountCents'))} a ${f.text(p, 'recipient')} desde tu billetera. Revisa tu saldo, o ponla en pausa en Recargas programadas.`,
    },
    scheduleNeedsFunds: {
      title: 'Recarga automática no enviada',
      message: (p, f) =>
        `Tu billetera no alcanza para la recarga a ${f.text(p, 'recipient')} (${f.money(f.number(p, 'amountCents'))}). Agrega fondos hoy y se envía enseguida.`,
    },
    schedulePriceChanged: {
      title: 'El precio cambió: confirma tu recarga',
      message: (p, f) =>
        `La recarga a ${f.text(p, 'recipient')} ahora cuesta ${f.money(f.number(p, 'amountCents'))}, más de un ${f.percent(PRICE_TOLERANCE_PERCENT * 100)} distinto del precio acordado. Confírmala hoy en Recargas programadas para enviarla.`,
    },
    scheduleNotSent: {
      title: 'No se pudo enviar la recarga automática',
      message: (p, f) =>
        `La recarga de hoy a ${f.text(p, 'recipient')} no se pudo enviar. Abre Recargas programadas para ver por qué y cambiarla.`,
    },
    recipientBonus: {
      title: 'Bono del operador',
      message: (p, f) => `${f.text(p, 'operator')}: ${f.text(p, 'offer')}. Buen momento para recargar a ${f.text(p, 'name')}.`,
    },
    recipientRateUp: {
      title: 'Alerta de tasa',
      message: (p, f) =>
        `1 USD ahora vale ${f.local({ localAmount: p.rate ?? '', localCurrency: p.currency ?? '' })}: se alcanzó tu nivel de ${f.local({ localAmount: p.rateLevel ?? '', localCurrency: p.currency ?? '' })} para ${f.text(p, 'name')}.`,
    },
    recipientRateDown: {
      title: 'Alerta de tasa',
      message: (p, f) =>
        `1 USD ahora vale ${f.local({ localAmount: p.rate ?? '', localCurrency: p.currency ?? '' })}, por debajo de tu nivel de ${f.local({ localAmount: p.rateLevel ?? '', localCurrency: p.currency ?? '' })} para ${f.text(p, 'name')}.`,
    },
    potShareTomorrow: {
      title: 'Plan familiar mañana',
      message: (p, f) =>
        `La recarga de mañana a ${f.text(p, 'recipient')} necesita tu parte de ${f.money(f.number(p, 'amountCents'))}. Agrégala a tu billetera hoy para que salga a tiempo.`,
    },
    potNeedsYourShare: {
      title: 'Falta tu parte',
      message: (p, f) =>
        `La recarga del plan familiar a ${f.text(p, 'recipient')} espera tu parte: agrega ${f.money(f.number(p, 'amountCents'))} a tu billetera hoy y sale enseguida.`,
    },
    potWaitsForShare: {
      title: 'Plan familiar en espera',
      message: (p, f) =>
        `La recarga de hoy a ${f.text(p, 'recipient')} espera la parte de ${f.text(p, 'name')}. Sale en cuanto esté, hoy mismo.`,
    },
    potSharePaid: {
      title: 'Parte pagada',
      message: (p, f) => `Tu parte de ${f.money(f.number(p, 'amountCents'))} pagó la recarga de hoy a ${f.text(p, 'recipient')}.`,
    },
    potShareReturned: {
      title: 'Parte devuelta',
      message: (p, f) =>
        `La recarga a ${f.text(p, 'recipient')} no se completó: tu parte de ${f.money(f.number(p, 'amountCents'))} volvió a tu billetera.`,
    },
    potMemberJoined: {
      title: 'Nuevo miembro',
      message: (p, f) => `${f.text(p, 'name')} se unió al plan familiar para ${f.text(p, 'recipient')}.`,
    },
    potMemberLeft: {
      title: 'Un miembro salió',
      message: (p, f) =>
        `${f.text(p, 'name')} salió del plan familiar para ${f.text(p, 'recipient')}. Su parte te toca desde el próximo envío: revisa tu billetera.`,
    },
  },
  recipientSms: RECIPIENT_SMS.es,
  emailFooter: (url) => `Abrir Kredi: ${url}\n\nEl equipo de Kredi`,
  levels: { bronze: 'Bronce', silver: 'Plata', gold: 'Oro', platinum: 'Platino', diamond: 'Diamante' },
};
