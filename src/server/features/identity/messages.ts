import type { Language } from '../../../shared/i18n/languages.js';
import type { Device } from '../account/device.js';

/**
 * What Kredi sends people by email and SMS about their account, in their language.
 * Kept on the server: the web's catalogs are for the screens.
 */
interface AccountMessages {
  resetSubject: string;
  resetBody: (name: string, url: string) => string;
  verifySubject: string;
  verifyBody: (name: string, url: string) => string;
  smsCode: (code: string) => string;
  newSignInSubject: string;
  newSignInBody: (name: string, when: string, device: string, place: string) => string;
  passwordChangedSubject: string;
  passwordChangedBody: (name: string, when: string) => string;
  smsNewSignIn: (device: string) => string;
  smsPasswordChanged: string;
  deviceName: (device: Device) => string;
}

export const ACCOUNT_MESSAGES: Record<Language, AccountMessages> = {
  en: {
    resetSubject: 'Reset your Kredi password',
    resetBody: (name, url) =>
      `Hello ${name},\n\nSomeone asked to reset the password of your Kredi account. To choose a new password, open this link within one hour:\n\n${url}\n\nIf it was not you, ignore this email: your password stays the same.\n\nThe Kredi team`,
    verifySubject: 'Confirm your email for Kredi',
    verifyBody: (name, url) =>
      `Hello ${name},\n\nPlease confirm that this is your email address by opening this link:\n\n${url}\n\nThe Kredi team`,
    smsCode: (code) => `Kredi: your verification code is ${code}. It expires in 5 minutes. Never share it.`,
    newSignInSubject: 'New sign-in to your Kredi account',
    newSignInBody: (name, when, device, place) =>
      `Hello ${name},\n\nYour Kredi account was just signed in to.\n\nWhen: ${when}\nDevice: ${device}\nPlace (approximate): ${place}\n\nIf this was you, there is nothing to do. If not, change your password now in Security settings and sign out other sessions.\n\nThe Kredi team`,
    passwordChangedSubject: 'Your Kredi password was changed',
    passwordChangedBody: (name, when) =>
      `Hello ${name},\n\nThe password of your Kredi account was changed on ${when}. Other sessions were signed out.\n\nIf this was not you, reset your password at once from the sign-in page and contact support.\n\nThe Kredi team`,
    smsNewSignIn: (device) => `Kredi: new sign-in to your account from ${device}. Not you? Change your password now.`,
    smsPasswordChanged: 'Kredi: your password was just changed. Not you? Reset it now and contact support.',
    deviceName: ({ browser, os }) =>
      browser && os ? `${browser} on ${os}` : (browser ?? os ?? 'Unknown device'),
  },
  fr: {
    resetSubject: 'Réinitialisez votre mot de passe Kredi',
    resetBody: (name, url) =>
      `Bonjour ${name},\n\nQuelqu'un a demandé à réinitialiser le mot de passe de votre compte Kredi. Pour choisir un nouveau mot de passe, ouvrez ce lien dans l'heure :\n\n${url}\n\nSi ce n'était pas vous, ignorez cet e-mail : votre mot de passe reste le même.\n\nL'équipe Kredi`,
    verifySubject: 'Confirmez votre adresse e-mail pour Kredi',
    verifyBody: (name, url) =>
      `Bonjour ${name},\n\nVeuillez confirmer que cette adresse e-mail est bien la vôtre en ouvrant ce lien :\n\n${url}\n\nL'équipe Kredi`,
    smsCode: (code) => `Kredi : votre code de vérification est ${code}. Il expire dans 5 minutes. Ne le partagez jamais.`,
    newSignInSubject: 'Nouvelle connexion à votre compte Kredi',
    newSignInBody: (name, when, device, place) =>
      `Bonjour ${name},\n\nUne connexion à votre compte Kredi vient d'avoir lieu.\n\nQuand : ${when}\nAppareil : ${device}\nLieu (approximatif) : ${place}\n\nSi c'était vous, il n'y a rien à faire. Sinon, changez tout de suite votre mot de passe dans les paramètres de sécurité et déconnectez les autres sessions.\n\nL'équipe Kredi`,
    passwordChangedSubject: 'Votre mot de passe Kredi a été modifié',
    passwordChangedBody: (name, when) =>
      `Bonjour ${name},\n\nLe mot de passe de votre compte Kredi a été modifié le ${when}. Les autres sessions ont été déconnectées.\n\nSi ce n'était pas vous, réinitialisez immédiatement votre mot de passe depuis la page de connexion et contactez l'assistance.\n\nL'équipe Kredi`,
    smsNewSignIn: (device) => `Kredi : nouvelle connexion à votre compte depuis ${device}. Pas vous ? Changez votre mot de passe.`,
    smsPasswordChanged: "Kredi : votre mot de passe vient d'être modifié. Pas vous ? Réinitialisez-le et contactez l'assistance.",
    deviceName: ({ browser, os }) =>
      browser && os ? `${browser} sur ${os}` : (browser ?? os ?? 'Appareil inconnu'),
  },
  es: {
    resetSubject: 'Restablece tu contraseña de Kredi',
    resetBody: (name, url) =>
      `Hola, ${name}:\n\nAlguien pidió restablecer la contraseña de tu cuenta de Kredi. Para elegir una nueva contraseña, abre este enlace antes de una hora:\n\n${url}\n\nSi no fuiste tú, ignora este correo: tu contraseña no cambia.\n\nEl equipo de Kredi`,
    verifySubject: 'Confirma tu correo para Kredi',
    verifyBody: (name, url) =>
      `Hola, ${name}:\n\nConfirma que esta es tu dirección de correo abriendo este enlace:\n\n${url}\n\nEl equipo de Kredi`,
    smsCode: (code) => `Kredi: tu código de verificación es ${code}. Vence en 5 minutos. No lo compartas nunca.`,
    newSignInSubject: 'Nuevo inicio de sesión en tu cuenta de Kredi',
    newSignInBody: (name, when, device, place) =>
      `Hola, ${name}:\n\nAcaban de iniciar sesión en tu cuenta de Kredi.\n\nCuándo: ${when}\nDispositivo: ${device}\nLugar (aproximado): ${place}\n\nSi fuiste tú, no tienes que hacer nada. Si no, cambia tu contraseña ahora en la configuración de seguridad y cierra las demás sesiones.\n\nEl equipo de Kredi`,
    passwordChangedSubject: 'Tu contraseña de Kredi cambió',
    passwordChangedBody: (name, when) =>
      `Hola, ${name}:\n\nLa contraseña de tu cuenta de Kredi se cambió el ${when}. Las demás sesiones se cerraron.\n\nSi no fuiste tú, restablece tu contraseña de inmediato desde la página de inicio de sesión y contacta con soporte.\n\nEl equipo de Kredi`,
    smsNewSignIn: (device) => `Kredi: nuevo inicio de sesión en tu cuenta desde ${device}. ¿No fuiste tú? Cambia tu contraseña.`,
    smsPasswordChanged: 'Kredi: tu contraseña acaba de cambiar. ¿No fuiste tú? Restablécela y contacta con soporte.',
    deviceName: ({ browser, os }) =>
      browser && os ? `${browser} en ${os}` : (browser ?? os ?? 'Dispositivo desconocido'),
  },
  pt: {
    resetSubject: 'Redefina sua senha do Kredi',
    resetBody: (name, url) =>
      `Olá, ${name},\n\nAlguém pediu para redefinir a senha da sua conta Kredi. Para escolher uma nova senha, abra este link em até uma hora:\n\n${url}\n\nSe não foi você, ignore este e-mail: sua senha continua a mesma.\n\nEquipe Kredi`,
    verifySubject: 'Confirme seu e-mail no Kredi',
    verifyBody: (name, url) =>
      `Olá, ${name},\n\nConfirme que este é o seu endereço de e-mail abrindo este link:\n\n${url}\n\nEquipe Kredi`,
    smsCode: (code) => `Kredi: seu código de verificação é ${code}. Ele expira em 5 minutos. Nunca o compartilhe.`,
    newSignInSubject: 'Novo acesso à sua conta Kredi',
    newSignInBody: (name, when, device, place) =>
      `Olá, ${name},\n\nAcabaram de entrar na sua conta Kredi.\n\nQuando: ${when}\nAparelho: ${device}\nLocal (aproximado): ${place}\n\nSe foi você, não há nada a fazer. Se não, troque sua senha agora nas configurações de segurança e encerre as outras sessões.\n\nEquipe Kredi`,
    passwordChangedSubject: 'Sua senha do Kredi foi alterada',
    passwordChangedBody: (name, when) =>
      `Olá, ${name},\n\nA senha da sua conta Kredi foi alterada em ${when}. As outras sessões foram encerradas.\n\nSe não foi você, redefina sua senha imediatamente na página de login e fale com o suporte.\n\nEquipe Kredi`,
    smsNewSignIn: (device) => `Kredi: novo acesso à sua conta pelo ${device}. Não foi você? Troque sua senha agora.`,
    smsPasswordChanged: 'Kredi: sua senha acabou de ser alterada. Não foi você? Redefina-a e fale com o suporte.',
    deviceName: ({ browser, os }) =>
      browser && os ? `${browser} no ${os}` : (browser ?? os ?? 'Dispositivo desconhecido'),
  },
  ht: {
    resetSubject: 'Chanje modpas Kredi ou',
    resetBody: (name, url) =>
      `Bonjou ${name},\n\nYon moun mande pou chanje modpas kont Kredi ou a. Pou w chwazi yon nouvo modpas, louvri lyen sa a anvan inèdtan pase:\n\n${url}\n\nSi se pa ou, pa okipe imèl sa a: modpas ou pap chanje.\n\nEkip Kredi`,
    verifySubject: 'Konfime imèl ou pou Kredi',
    verifyBody: (name, url) =>
      `Bonjou ${name},\n\nTanpri konfime se adrès imèl ou sa a lè w louvri lyen sa a:\n\n${url}\n\nEkip Kredi`,
    smsCode: (code) => `Kredi: kòd verifikasyon ou se ${code}. Li ekspire nan 5 minit. Pa janm bay pèsonn li.`,
    newSignInSubject: 'Yon moun fenk konekte sou kont Kredi ou',
    newSignInBody: (name, when, device, place) =>
      `Bonjou ${name},\n\nYon moun fenk konekte sou kont Kredi ou.\n\nKilè: ${when}\nAparèy: ${device}\nKote (apeprè): ${place}\n\nSi se te ou, ou pa bezwen fè anyen. Si se pa ou, chanje modpas ou kounye a nan paramèt sekirite yo epi dekonekte lòt sesyon yo.\n\nEkip Kredi`,
    passwordChangedSubject: 'Modpas Kredi ou chanje',
    passwordChangedBody: (name, when) =>
      `Bonjou ${name},\n\nModpas kont Kredi ou a chanje ${when}. Nou dekonekte lòt sesyon yo.\n\nSi se pa ou ki fè sa, chanje modpas ou touswit nan paj koneksyon an epi kontakte sipò.\n\nEkip Kredi`,
    smsNewSignIn: (device) => `Kredi: yon moun konekte sou kont ou ak ${device}. Se pa ou? Chanje modpas ou kounye a.`,
    smsPasswordChanged: 'Kredi: modpas ou fenk chanje. Se pa ou? Chanje l touswit epi kontakte sipò.',
    deviceName: ({ browser, os }) =>
      browser && os ? `${browser} sou ${os}` : (browser ?? os ?? 'Aparèy enkoni'),
  },
};
