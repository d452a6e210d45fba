import { PRICE_TOLERANCE_PERCENT } from '../../../../shared/schedules.js';
import type { LanguageMessages } from './catalogue.js';
import { RECIPIENT_SMS } from '../../../../shared/recipient-sms.js';

export const fr: LanguageMessages = {
  messages: {
    topupDelivered: {
      title: 'Recharge livrée',
      message: (p, f) => `${f.local(p)} sont arrivés au ${f.text(p, 'recipient')}.`,
    },
    topupFailed: {
      title: 'Recharge échouée : remboursée',
      message: (p, f) =>
        `La recharge vers le ${f.text(p, 'recipient')} n’a pas pu être livrée. ${
          f.number(p, 'paypal')
            ? `Les ${f.money(f.number(p, 'amountCents'))} payés avec PayPal sont remboursés sur votre portefeuille Kredi.`
            : `${f.money(f.number(p, 'amountCents'))} est de retour dans votre portefeuille.`
        }`,
    },
    topupDelayed: {
      title: 'Plus long que d’habitude',
      message: (p, f) =>
        `La recharge vers le ${f.text(p, 'recipient')} prend plus de temps que d’habitude. Nous vérifions ; en cas d’échec, vous êtes remboursé.`,
    },
    topupReceived: { title: 'Recharge reçue', message: (p, f) => `${f.recipient(p)} l’a bien reçue.` },
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
    referralNotEligible: {
      title: 'À propos du bonus de parrainage',
      message: (p, f) =>
        ({
          same_paypal:
            'Vous avez payé avec le compte PayPal qu’utilise aussi l’ami qui vous a invité : le bonus de parrainage ne s’applique donc pas. Les bonus sont pour les nouvelles personnes qui paient avec leur propre compte. Vos recharges ne changent pas.',
          same_email:
            'Votre adresse e-mail arrive dans la messagerie de l’ami qui vous a invité : le bonus de parrainage ne s’applique donc pas. Les bonus sont pour les nouvelles personnes qui ont leur propre adresse e-mail. Vos recharges ne changent pas.',
          same_phone:
            'Votre numéro de téléphone est aussi celui de l’ami qui vous a invité : le bonus de parrainage ne s’applique donc pas. Les bonus sont pour les nouvelles personnes qui ont leur propre numéro. Vos recharges ne changent pas.',
        })[f.text(p, 'rule')] ??
        'Vous partagez une adresse e-mail, un numéro de téléphone ou un compte PayPal avec l’ami qui vous a invité : le bonus de parrainage ne s’applique donc pas. Les bonus sont pour les nouvelles personnes qui ont les leurs. Vos recharges ne changent pas.',
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
        `La recharge à ${f.text(p, 'recipient')} coûte maintenant ${f.money(f.number(p, 'amountCents'))}, plus de ${f.percent(PRICE_TOLERANCE_PERCENT * 100)} d’écart avec le prix prévu. Confirmez-la aujourd’hui dans Recharges programmées pour l’envoyer.`,
    },
    scheduleNotSent: {
      title: 'La recharge automatique n’a pas pu être envoyée',
      message: (p, f) =>
        `La recharge du jour à ${f.text(p, 'recipient')} n’a pas pu être envoyée. Ouvrez Recharges programmées pour voir pourquoi et la modifier.`,
    },
    recipientBonus: {
      title: 'Bonus opérateur',
      message: (p, f) => `${f.text(p, 'operator')} : ${f.text(p, 'offer')}. Le bon moment pour recharger ${f.text(p, 'name')}.`,
    },
    recipientRateUp: {
      title: 'Alerte de taux',
      message: (p, f) =>
        `1 USD vaut maintenant ${f.local({ localAmount: p.rate ?? '', localCurrency: p.currency ?? '' })} : votre seuil de ${f.local({ localAmount: p.rateLevel ?? '', localCurrency: p.currency ?? '' })} pour ${f.text(p, 'name')} est atteint.`,
    },
    recipientRateDown: {
      title: 'Alerte de taux',
      message: (p, f) =>
        `1 USD vaut maintenant ${f.local({ localAmount: p.rate ?? '', localCurrency: p.currency ?? '' })}, sous votre seuil de ${f.local({ localAmount: p.rateLevel ?? '', localCurrency: p.currency ?? '' })} pour ${f.text(p, 'name')}.`,
    },
    potShareTomorrow: {
      title: 'Forfait famille demain',
      message: (p, f) =>
        `La recharge de demain à ${f.text(p, 'recipient')} attend votre part de ${f.money(f.number(p, 'amountCents'))}. Ajoutez-la à votre portefeuille aujourd’hui pour qu’elle parte à l’heure.`,
    },
    potNeedsYourShare: {
      title: 'Votre part manque',
      message: (p, f) =>
        `La recharge du forfait famille à ${f.text(p, 'recipient')} attend votre part : ajoutez ${f.money(f.number(p, 'amountCents'))} à votre portefeuille aujourd’hui et elle partira tout de suite.`,
    },
    potWaitsForShare: {
      title: 'Forfait famille en attente',
      message: (p, f) =>
        `La recharge du jour à ${f.text(p, 'recipient')} attend la part de ${f.text(p, 'name')}. Elle partira dès que la part sera là, aujourd’hui.`,
    },
    potSharePaid: {
      title: 'Part payée',
      message: (p, f) => `Votre part de ${f.money(f.number(p, 'amountCents'))} a payé la recharge du jour à ${f.text(p, 'recipient')}.`,
    },
    potShareReturned: {
      title: 'Part rendue',
      message: (p, f) =>
        `La recharge à ${f.text(p, 'recipient')} n’a pas abouti : votre part de ${f.money(f.number(p, 'amountCents'))} est de retour dans votre portefeuille.`,
    },
    potMemberJoined: {
      title: 'Nouveau membre',
      message: (p, f) => `${f.text(p, 'name')} a rejoint le forfait famille pour ${f.text(p, 'recipient')}.`,
    },
    potMemberLeft: {
      title: 'Un membre est parti',
      message: (p, f) =>
        `${f.text(p, 'name')} a quitté le forfait famille pour ${f.text(p, 'recipient')}. Sa part est à votre charge dès le prochain envoi : vérifiez votre portefeuille.`,
    },
  },
  recipientSms: RECIPIENT_SMS.fr,
  emailFooter: (url) => `Ouvrir Kredi : ${url}\n\nL’équipe Kredi`,
  levels: { bronze: 'Bronze', silver: 'Argent', gold: 'Or', platinum: 'Platine', diamond: 'Diamant' },
};
