import { PRICE_TOLERANCE_PERCENT } from '../../../../shared/schedules.js';
import type { LanguageMessages } from './catalogue.js';

export const fr: LanguageMessages = {
  messages: {
    topupDelivered: {
      title: 'Recharge livrée',
      message: (p, f) => `${f.text(p, 'localAmount')} ${f.text(p, 'localCurrency')} sont arrivés au ${f.text(p, 'recipient')}.`,
    },
    topupFailed: {
      title: 'Recharge échouée : remboursée',
      message: (p, f) =>
        `La recharge vers le ${f.text(p, 'recipient')} n’a pas pu être livrée. ${f.money(f.number(p, 'amountCents'))} est de retour dans votre portefeuille.`,
    },
    topupDelayed: {
      title: 'Plus long que d’habitude',
      message: (p, f) =>
        `La recharge vers le ${f.text(p, 'recipient')} prend plus de temps que d’habitude. Nous vérifions ; en cas d’échec, vous êtes remboursé.`,
    },
    fundsAdded: { title: 'Fonds ajoutés', message: (p, f) => `${f.money(f.number(p, 'amountCents'))} a été ajouté à votre portefeuille.` },
    fundsHeld: {
      title: 'Paiement en attente',
      message: (p, f) =>
        `PayPal retient votre paiement de ${f.money(f.number(p, 'amountCents'))}. Il arrivera dans votre portefeuille dès que PayPal l’aura validé.`,
    },
    fundsReturned: {
      title: 'Argent renvoyé',
      message: (p, f) => `${f.money(f.number(p, 'amountCents'))} a été renvoyé sur votre compte PayPal.`,
    },
    referralPaid: {
      title: 'Prime de parrainage versée',
      message: (p, f) => `Votre ami a fait sa première recharge : ${f.money(f.number(p, 'amountCents'))} est dans votre portefeuille.`,
    },
    levelReached: {
      title: 'Nouveau niveau de fidélité',
      message: (p, f) => `Félicitations ! Vous avez atteint le niveau ${f.text(p, 'level')}.`,
    },
    pointsRedeemed: {
      title: 'Points échangés',
      message: (p, f) => `Vous avez échangé ${f.number(p, 'points')} points contre ${f.money(f.number(p, 'amountCents'))}.`,
    },
    promotionNew: { title: 'Nouvelle promotion', message: (p, f) => f.text(p, 'title') },
    signInPaused: {
      title: 'Connexion suspendue',
      message: () =>
        'Plusieurs mots de passe erronés ont été essayés sur votre compte. La connexion depuis de nouveaux appareils est suspendue pendant quelques minutes. Ce n’était pas vous ? Activez la validation en deux étapes dans les paramètres de sécurité.',
    },
    newSignIn: {
      title: 'Nouvelle connexion',
      message: (p, f) =>
        `Votre compte a été ouvert depuis un nouvel appareil (${f.text(p, 'device')}). Ce n’était pas vous ? Changez votre mot de passe.`,
    },
    passwordChanged: {
      title: 'Mot de passe modifié',
      message: () => 'Votre mot de passe a été modifié. Ce n’était pas vous ? Réinitialisez-le et contactez l’assistance.',
    },
    twoFactorChanged: {
      title: 'Validation en deux étapes modifiée',
      message: (p, f) =>
        f.number(p, 'enabled')
          ? 'La validation en deux étapes est activée.'
          : 'La validation en deux étapes a été désactivée. Ce n’était pas vous ? Contactez l’assistance.',
    },
    emailVerified: { title: 'E-mail vérifié', message: () => 'Votre adresse e-mail est vérifiée.' },
    phoneVerified: { title: 'Téléphone vérifié', message: () => 'Votre numéro de téléphone est vérifié.' },
    supportReply: {
      title: 'Réponse de l’assistance',
      message: (p, f) => `Nouvelle réponse à votre demande « ${f.text(p, 'subject')} ».`,
    },
    scheduleReminder: {
      title: 'Recharge automatique demain',
      message: (p, f) =>
        `Demain, nous envoyons ${f.money(f.number(p, 'amountCents'))} à ${f.text(p, 'recipient')} depuis votre portefeuille. Vérifiez votre solde, ou mettez-la en pause dans Recharges programmées.`,
    },
    scheduleNeedsFunds: {
      title: 'Recharge automatique non envoyée',
      message: (p, f) =>
        `Votre portefeuille ne suffit pas pour la recharge à ${f.text(p, 'recipient')} (${f.money(f.number(p, 'amountCents'))}). Ajoutez des fonds aujourd’hui et elle partira aussitôt.`,
    },
    schedulePriceChanged: {
      title: 'Le prix a changé : confirmez votre recharge',
      message: (p, f) =>
        `La recharge à ${f.text(p, 'recipient')} coûte maintenant ${f.money(f.number(p, 'amountCents'))}, plus de ${PRICE_TOLERANCE_PERCENT} % d’écart avec le prix prévu. Confirmez-la aujourd’hui dans Recharges programmées pour l’envoyer.`,
    },
    scheduleNotSent: {
      title: 'La recharge automatique n’a pas pu être envoyée',
      message: (p, f) =>
        `La recharge du jour à ${f.text(p, 'recipient')} n’a pas pu être envoyée. Ouvrez Recharges programmées pour voir pourquoi et la modifier.`,
    },
  },
  recipientSms: {
    airtime: (sender, amount) => `${sender} vous a envoyé ${amount} de crédit avec Kredi. Profitez-en !`,
    data: (sender, plan) => `${sender} vous a envoyé un forfait internet avec Kredi : ${plan}. Profitez-en !`,
    pin: (sender, code, loading) =>
      `${sender} vous a envoyé un code PIN avec Kredi : ${code}. ${
        !loading
          ? 'Chargez-le comme votre opérateur l’explique.'
          : 'dial' in loading
            ? `Pour le charger, composez le ${loading.dial}`
            : `Pour le charger, appelez le ${loading.call} et tapez le code.`
      }`,
  },
  emailFooter: (url) => `Ouvrir Kredi : ${url}\n\nL’équipe Kredi`,
  levels: { bronze: 'Bronze', silver: 'Argent', gold: 'Or', platinum: 'Platine', diamond: 'Diamant' },
};
