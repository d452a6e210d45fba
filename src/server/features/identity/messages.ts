import type { Language } from '../../../shared/i18n/languages.js';
import type { Device } from './device.js';

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
  signInPausedSubject: string;
  signInPausedBody: (name: string, when: string) => string;
  smsSignInPaused: string;
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
    signInPausedSubject: 'Wrong passwords were tried on your Kredi account',
    signInPausedBody: (name, when) =>
      `Hello ${name},\n\nSeveral wrong passwords were just tried to sign in to your Kredi account (${when}). To protect it, signing in from new devices is paused for a few minutes, a little longer after each further wrong try. Devices you have already signed in from are not affected.\n\nIf this was you, wait a few minutes, or reset your password from the sign-in page. If it was not you, these tries did not get in: keep a password you use nowhere else, and turn on two-factor authentication in Security settings.\n\nThe Kredi team`,
    smsSignInPaused:
      'Kredi: several wrong passwords were tried on your account. Sign-in from new devices is paused for a few minutes. Not you? Turn on two-factor authentication.',
    deviceName: ({ browser, os }) => (browser && os ? `${browser} on ${os}` : (browser ?? os ?? 'Unknown device')),
  },
  fr: {
    resetSubject: 'Réinitialisez votre mot de passe Kredi',
    resetBody: (name, url) =>
      `Bonjour ${name},\n\nQuelqu’un a demandé à réinitialiser le mot de passe de votre compte Kredi. Pour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure :\n\n${url}\n\nSi ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste le même.\n\nL’équipe Kredi`,
    verifySubject: 'Confirmez votre adresse e-mail pour Kredi',
    verifyBody: (name, url) =>
      `Bonjour ${name},\n\nVeuillez confirmer que cette adresse e-mail est bien la vôtre en ouvrant ce lien :\n\n${url}\n\nL’équipe Kredi`,
    smsCode: (code) => `Kredi : votre code de vérification est ${code}. Il expire dans 5 minutes. Ne le partagez jamais.`,
    newSignInSubject: 'Nouvelle connexion à votre compte Kredi',
    newSignInBody: (name, when, device, place) =>
      `Bonjour ${name},\n\nUne connexion à votre compte Kredi vient d’avoir lieu.\n\nQuand : ${when}\nAppareil : ${device}\nLieu (approximatif) : ${place}\n\nSi c’était vous, il n’y a rien à faire. Sinon, changez tout de suite votre mot de passe dans les paramètres de sécurité et déconnectez les autres sessions.\n\nL’équipe Kredi`,
    passwordChangedSubject: 'Votre mot de passe Kredi a été modifié',
    passwordChangedBody: (name, when) =>
      `Bonjour ${name},\n\nLe mot de passe de votre compte Kredi a été modifié le ${when}. Les autres sessions ont été déconnectées.\n\nSi ce n’était pas vous, réinitialisez immédiatement votre mot de passe depuis la page de connexion et contactez l’assistance.\n\nL’équipe Kredi`,
    smsNewSignIn: (device) => `Kredi : nouvelle connexion à votre compte depuis ${device}. Pas vous ? Changez votre mot de passe.`,
    smsPasswordChanged: 'Kredi : votre mot de passe a été modifié. Pas vous ? Réinitialisez-le et contactez notre assistance.',
    signInPausedSubject: 'Des mots de passe erronés ont été essayés sur votre compte Kredi',
    signInPausedBody: (name, when) =>
      `Bonjour ${name},\n\nPlusieurs mots de passe erronés viennent d’être essayés pour se connecter à votre compte Kredi (${when}). Pour le protéger, la connexion depuis un nouvel appareil est suspendue quelques minutes, un peu plus longtemps après chaque nouvel essai erroné. Les appareils depuis lesquels vous vous êtes déjà connecté ne sont pas concernés.\n\nSi c’était vous, patientez quelques minutes ou réinitialisez votre mot de passe depuis la page de connexion. Sinon, ces essais n’ont pas permis d’entrer : gardez un mot de passe que vous n’utilisez nulle part ailleurs et activez la validation en deux étapes dans les paramètres de sécurité.\n\nL’équipe Kredi`,
    smsSignInPaused:
      'Kredi : plusieurs mots de passe erronés ont été essayés sur votre compte. La connexion depuis un nouvel appareil est suspendue quelques minutes. Pas vous ? Activez la validation en deux étapes.',
    deviceName: ({ browser, os }) => (browser && os ? `${browser} sur ${os}` : (browser ?? os ?? 'Appareil inconnu')),
  },
  es: {
    resetSubject: 'Restablece tu contraseña de Kredi',
    resetBody: (name, url) =>
      `Hola, ${name}:\n\nAlguien pidió restablecer la contraseña de tu cuenta de Kredi. Para elegir una nueva contraseña, abre este enlace antes de una hora:\n\n${url}\n\nSi no fuiste tú, ignora este correo: tu contraseña no cambia.\n\nEl equipo de Kredi`,
    verifySubject: 'Confirma tu correo para Kredi',
    verifyBody: (name, url) =>
      `Hola, ${name}:\n\nConfirma que esta es tu dirección de correo abriendo este enlace:\n\n${url}\n\nEl equipo de Kredi`,
    smsCode: (code) => `Kredi: tu código es ${code}. Vence en 5 minutos. No lo compartas.`,
    newSignInSubject: 'Nuevo inicio de sesión en tu cuenta de Kredi',
    newSignInBody: (name, when, device, place) =>
      `Hola, ${name}:\n\nAcaban de iniciar sesión en tu cuenta de Kredi.\n\nCuándo: ${when}\nDispositivo: ${device}\nLugar (aproximado): ${place}\n\nSi fuiste tú, no tienes que hacer nada. Si no, cambia tu contraseña ahora en la configuración de seguridad y cierra las demás sesiones.\n\nEl equipo de Kredi`,
    passwordChangedSubject: 'Tu contraseña de Kredi cambió',
    passwordChangedBody: (name, when) =>
      `Hola, ${name}:\n\nLa contraseña de tu cuenta de Kredi se cambió el ${when}. Las demás sesiones se cerraron.\n\nSi no fuiste tú, restablece tu contraseña de inmediato desde la página de inicio de sesión y comunícate con soporte.\n\nEl equipo de Kredi`,
    smsNewSignIn: (device) => `Kredi: nuevo acceso a tu cuenta desde ${device}. Si no lo hiciste, cambia tu contraseña ya.`,
    smsPasswordChanged: 'Kredi: tu contraseña acaba de cambiar. Si no lo hiciste, restablécela y escribe a soporte.',
    signInPausedSubject: 'Intentaron entrar en tu cuenta de Kredi con contraseñas incorrectas',
    signInPausedBody: (name, when) =>
      `Hola, ${name}:\n\nAcaban de intentar iniciar sesión en tu cuenta de Kredi con varias contraseñas incorrectas (${when}). Para protegerla, el inicio de sesión desde dispositivos nuevos queda en pausa unos minutos, un poco más tras cada nuevo intento fallido. Los dispositivos desde los que ya iniciaste sesión no se ven afectados.\n\nSi fuiste tú, espera unos minutos o restablece tu contraseña desde la página de inicio de sesión. Si no fuiste tú, esos intentos no lograron entrar: usa una contraseña que no uses en ningún otro sitio y activa la verificación en dos pasos en la configuración de seguridad.\n\nEl equipo de Kredi`,
    smsSignInPaused:
      'Kredi: intentaron entrar en tu cuenta con varias contraseñas incorrectas. El inicio de sesión desde dispositivos nuevos queda en pausa unos minutos. ¿No fuiste tú? Activa la verificación en dos pasos.',
    deviceName: ({ browser, os }) => (browser && os ? `${browser} en ${os}` : (browser ?? os ?? 'Dispositivo desconocido')),
  },
  pt: {
    resetSubject: 'Redefina sua senha do Kredi',
    resetBody: (name, url) =>
      `Olá, ${name},\n\nAlguém pediu para redefinir a senha da sua conta Kredi. Para escolher uma nova senha, abra este link em até uma hora:\n\n${url}\n\nSe não foi você, ignore este e-mail: sua senha continua a mesma.\n\nEquipe Kredi`,
    verifySubject: 'Confirme seu e-mail no Kredi',
    verifyBody: (name, url) => `Olá, ${name},\n\nConfirme que este é o seu endereço de e-mail abrindo este link:\n\n${url}\n\nEquipe Kredi`,
    smsCode: (code) => `Kredi: seu código é ${code}. Expira em 5 minutos. Não o compartilhe.`,
    newSignInSubject: 'Novo acesso à sua conta Kredi',
    newSignInBody: (name, when, device, place) =>
      `Olá, ${name},\n\nAcabaram de entrar na sua conta Kredi.\n\nQuando: ${when}\nAparelho: ${device}\nLocal (aproximado): ${place}\n\nSe foi você, não há nada a fazer. Se não, troque sua senha agora nas configurações de segurança e encerre as outras sessões.\n\nEquipe Kredi`,
    passwordChangedSubject: 'Sua senha do Kredi foi alterada',
    passwordChangedBody: (name, when) =>
      `Olá, ${name},\n\nA senha da sua conta Kredi foi alterada em ${when}. As outras sessões foram encerradas.\n\nSe não foi você, redefina sua senha imediatamente na página de login e fale com o suporte.\n\nEquipe Kredi`,
    smsNewSignIn: (device) => `Kredi: novo acesso à sua conta pelo ${device}. Se foi outra pessoa, troque sua senha agora.`,
    smsPasswordChanged: 'Kredi: sua senha acabou de ser alterada. Se foi outra pessoa, redefina-a e fale com o suporte.',
    signInPausedSubject: 'Tentaram entrar na sua conta Kredi com senhas erradas',
    signInPausedBody: (name, when) =>
      `Olá, ${name},\n\nAcabaram de tentar entrar na sua conta Kredi com várias senhas erradas (${when}). Para protegê-la, o acesso por aparelhos novos fica pausado por alguns minutos, um pouco mais a cada nova tentativa errada. Os aparelhos pelos quais você já entrou não são afetados.\n\nSe foi você, espere alguns minutos ou redefina sua senha na página de login. Se não foi você, essas tentativas não conseguiram entrar: use uma senha que você não usa em nenhum outro lugar e ative a verificação em duas etapas nas configurações de segurança.\n\nEquipe Kredi`,
    smsSignInPaused:
      'Kredi: tentaram entrar na sua conta com várias senhas erradas. O acesso por aparelhos novos fica pausado por alguns minutos. Não foi você? Ative a verificação em duas etapas.',
    deviceName: ({ browser, os }) => (browser && os ? `${browser} no ${os}` : (browser ?? os ?? 'Aparelho desconhecido')),
  },
  ht: {
    resetSubject: 'Chanje modpas Kredi ou',
    resetBody: (name, url) =>
      `Bonjou ${name},\n\nYon moun mande pou chanje modpas kont Kredi ou a. Pou w chwazi yon nouvo modpas, louvri lyen sa a anvan inèdtan pase:\n\n${url}\n\nSi se pa ou, pa okipe imèl sa a: modpas ou p ap chanje.\n\nEkip Kredi`,
    verifySubject: 'Konfime imèl ou pou Kredi',
    verifyBody: (name, url) => `Bonjou ${name},\n\nTanpri konfime se adrès imèl ou sa a lè w louvri lyen sa a:\n\n${url}\n\nEkip Kredi`,
    smsCode: (code) => `Kredi: kòd verifikasyon ou se ${code}. Li ekspire nan 5 minit. Pa janm bay pèsonn li.`,
    newSignInSubject: 'Yon moun fèk konekte sou kont Kredi ou',
    newSignInBody: (name, when, device, place) =>
      `Bonjou ${name},\n\nYon moun fèk konekte sou kont Kredi ou.\n\nKilè: ${when}\nAparèy: ${device}\nKote (apeprè): ${place}\n\nSi se te ou, ou pa bezwen fè anyen. Si se pa ou, chanje modpas ou kounye a nan paramèt sekirite yo epi dekonekte lòt sesyon yo.\n\nEkip Kredi`,
    passwordChangedSubject: 'Modpas Kredi ou chanje',
    passwordChangedBody: (name, when) =>
      `Bonjou ${name},\n\nModpas kont Kredi ou a chanje ${when}. Nou dekonekte lòt sesyon yo.\n\nSi se pa ou ki fè sa, chanje modpas ou touswit sou paj pou konekte a epi kontakte sipò.\n\nEkip Kredi`,
    smsNewSignIn: (device) => `Kredi: yon moun konekte sou kont ou ak ${device}. Se pa ou? Chanje modpas ou kounye a.`,
    smsPasswordChanged: 'Kredi: modpas ou fèk chanje. Se pa ou? Chanje l touswit epi kontakte sipò.',
    signInPausedSubject: 'Yon moun eseye antre nan kont Kredi ou ak move modpas',
    signInPausedBody: (name, when) =>
      `Bonjou ${name},\n\nYon moun fèk eseye konekte sou kont Kredi ou ak plizyè move modpas (${when}). Pou n pwoteje kont lan, pèsonn pa ka konekte sou li ak yon nouvo aparèy pandan kèk minit, e chak fwa yo eseye ankò ak yon move modpas, tan an vin yon ti jan pi long. Aparèy ou te deja konekte ladan yo pa touche.\n\nSi se te ou, tann kèk minit, oswa chanje modpas ou sou paj pou konekte a. Si se pa ou, moun sa a pa t rive antre: sèvi ak yon modpas ou pa itilize okenn lòt kote, epi limen verifikasyon 2 etap nan paramèt sekirite yo.\n\nEkip Kredi`,
    smsSignInPaused:
      'Kredi: yon moun eseye antre nan kont ou ak move modpas. Nouvo aparèy pa ka konekte pandan kèk minit. Se pa ou? Limen verifikasyon 2 etap.',
    deviceName: ({ browser, os }) => (browser && os ? `${browser} sou ${os}` : (browser ?? os ?? 'Aparèy enkoni')),
  },
};
