import type { RouteTexts } from '../route-texts.js';

export const fr: RouteTexts = {
  '/': {
    title: 'Kredi – Envoyez des recharges mobiles en Haïti et dans plus de 159 pays',
    description:
      'Rechargez un téléphone en Haïti, en République dominicaine, en Jamaïque et dans plus de 159 pays en quelques secondes. Payez avec votre portefeuille Kredi ou avec PayPal. Les recharges échouées sont remboursées automatiquement.',
    keywords: 'recharge mobile, crédit téléphonique, Haïti, Digicel, Natcom, envoyer du crédit, diaspora, PayPal',
  },
  '/login': {
    title: 'Connexion – Kredi',
    description: 'Connectez-vous à Kredi pour envoyer du crédit à votre famille et à vos amis.',
    keywords: 'connexion Kredi, se connecter, recharge mobile',
  },
  '/register': {
    title: 'Créer votre compte – Kredi',
    description: 'Créez un compte Kredi gratuit et recevez un bonus de bienvenue de 2,00 $US pour votre première recharge.',
    keywords: 'inscription Kredi, créer un compte, bonus de bienvenue, recharge mobile',
  },
  '/send-topup': {
    title: 'Envoyer une recharge – Kredi',
    description: 'Choisissez un pays, saisissez un numéro et envoyez du crédit en quelques secondes vers plus de 1000 opérateurs.',
    keywords: 'envoyer une recharge, crédit téléphonique, recharger un téléphone, Digicel Haïti, Natcom',
  },
  '/wallet': {
    title: 'Votre portefeuille – Kredi',
    description: 'Consultez votre solde Kredi et ajoutez des fonds avec PayPal.',
    keywords: 'portefeuille Kredi, ajouter des fonds, solde',
  },
  '/promotions': {
    title: 'Promotions et codes promo – Kredi',
    description: 'Offres du week-end, bonus de bienvenue et récompenses de fidélité sur les recharges mobiles.',
    keywords: 'promotions recharge, code promo, réduction crédit',
  },
  '/invite-friends': {
    title: 'Invitez vos amis, gagnez 2,00 $US – Kredi',
    description: 'Partagez votre code et gagnez 2,00 $US quand un ami envoie sa première recharge.',
    keywords: 'parrainage, inviter des amis, gagner du crédit',
  },
  '/loyalty': {
    title: 'Programme de fidélité – Kredi',
    description: 'Gagnez des points à chaque recharge et passez de Bronze à Diamant.',
    keywords: 'points de fidélité, récompenses, Bronze, Argent, Or, Platine, Diamant',
  },
  '/service-fees': {
    title: 'Frais de service – Kredi',
    description: 'Tous les frais, indiqués avant de payer : frais de recharge, frais de portefeuille et frais PayPal.',
    keywords: 'frais de recharge, frais PayPal, tarifs',
  },
  '/support': {
    title: 'Aide et assistance – Kredi',
    description: 'Réponses aux questions fréquentes et aide 24 h/24, 7 j/7 par chat ou e-mail, en cinq langues.',
    keywords: 'assistance Kredi, aide, FAQ, contact',
  },
  '/privacy-policy': {
    title: 'Politique de confidentialité – Kredi',
    description: 'Ce que Kredi collecte, pourquoi, et les choix dont vous disposez.',
    keywords: 'politique de confidentialité, données personnelles',
  },
  '/terms-of-service': {
    title: 'Conditions d’utilisation – Kredi',
    description: 'Les conditions d’utilisation de Kredi pour envoyer des recharges mobiles.',
    keywords: 'conditions d’utilisation, conditions générales',
  },
  generic: {
    title: 'Kredi',
    description: 'Envoyez des recharges mobiles à votre famille et à vos amis dans plus de 159 pays.',
    keywords: 'recharge mobile, crédit téléphonique, Kredi',
  },
};
