import type { LegalDocument } from '../types';

export const fr: LegalDocument = {
  title: 'Politique de confidentialité',
  updated: (date) => `Dernière mise à jour : ${date}`,
  intro:
    'Cette politique explique simplement quelles informations Kredi recueille lorsque vous utilisez notre application, pourquoi nous en avons besoin, avec qui nous les partageons et quels choix s’offrent à vous. Nous ne collectons que ce qui est nécessaire pour envoyer du crédit en toute sécurité, et nous ne vendons jamais vos données.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Qui sommes-nous ?',
      paragraphs: [
        'Kredi est une application web qui permet d’envoyer du crédit téléphonique à l’étranger, d’abord pour la diaspora haïtienne. Vous payez avec un portefeuille prépayé en dollars américains ou avec PayPal, et nous transmettons la recharge à l’opérateur du téléphone que vous choisissez.',
        'Dans cette politique, « Kredi » et « nous » désignent la société qui exploite le service Kredi et qui est responsable de vos données personnelles. « Vous » désigne toute personne qui crée un compte ou utilise l’application.',
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Ce que nous collectons',
      paragraphs: [
        'Données de compte : vos nom et prénom, votre adresse e-mail, votre numéro de téléphone, la langue choisie et votre mot de passe. Nous ne conservons jamais le mot de passe lui-même, seulement une empreinte protégée (un hachage). Si vous vous connectez avec le compte d’un autre fournisseur, celui-ci nous transmet votre nom, votre adresse e-mail et un identifiant, jamais le mot de passe que vous utilisez chez lui.',
        'Bénéficiaires et recharges : les numéros de téléphone que vous rechargez, leur pays et leur opérateur, le nom que vous leur donnez si vous le souhaitez, et le détail de chaque recharge (montant, date, statut, remboursements).',
        'Paiements : lorsque vous payez avec PayPal, PayPal nous communique la référence, le montant et le statut du paiement. Nous ne voyons et ne conservons jamais de numéro de carte ni de coordonnées bancaires : c’est PayPal qui s’en charge.',
        'Appareil et connexions : votre adresse IP, le type de navigateur et d’appareil que vous utilisez, l’heure des connexions et des tentatives échouées. Nous nous en servons uniquement pour sécuriser votre compte et prévenir la fraude.',
        'Messages : ce que vous écrivez à notre équipe d’assistance par chat ou par e-mail.',
        'Cookies : nous utilisons un seul cookie, le cookie de session qui vous garde connecté. Il est HttpOnly, ce qui signifie que les scripts de la page ne peuvent pas le lire. Votre choix de langue est enregistré dans le stockage local (localStorage) de votre navigateur. Aucun traceur publicitaire.',
      ],
    },
    {
      id: 'how-we-use',
      heading: 'Pourquoi nous les utilisons',
      paragraphs: [
        'Pour créer et gérer votre compte, vérifier votre adresse e-mail et votre numéro de téléphone grâce aux codes que nous vous envoyons, et vous permettre de vous connecter.',
        'Pour livrer vos recharges, gérer le solde de votre portefeuille, rembourser automatiquement les recharges échouées, vous envoyer des reçus et appliquer les bonus de bienvenue et de parrainage.',
        'Pour protéger Kredi : repérer les connexions inhabituelles, bloquer la fraude et les abus, et protéger votre argent.',
        'Pour vous répondre quand vous contactez l’assistance, tenir la comptabilité exigée par la loi et comprendre, de façon globale, comment le service est utilisé afin de l’améliorer. Nous n’utilisons pas vos données à des fins publicitaires.',
      ],
    },
    {
      id: 'legal-bases',
      heading: 'Nos bases légales',
      paragraphs: [
        'Lorsque la réglementation sur la protection des données exige une base légale, nous nous appuyons sur les suivantes.',
        'Le contrat : l’essentiel de ce que nous faisons est nécessaire pour vous fournir le service auquel vous vous êtes inscrit : votre compte, votre portefeuille et vos recharges.',
        'L’obligation légale : nous conservons les documents financiers, et pouvons contrôler certaines opérations, parce que les lois comptables, fiscales et de lutte contre le blanchiment l’exigent.',
        'L’intérêt légitime : nous utilisons les données d’appareil et de connexion pour sécuriser les comptes et prévenir la fraude, et des statistiques globales pour améliorer Kredi, d’une manière à laquelle vous pouvez raisonnablement vous attendre.',
        'Le consentement : lorsque nous vous demandons votre accord, par exemple pour les notifications que vous choisissez dans les Paramètres, vous pouvez le retirer à tout moment. Cela ne remet pas en cause ce qui a été fait auparavant.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Avec qui nous les partageons',
      paragraphs: [
        'Chaque partenaire ne reçoit que ce dont il a besoin pour faire sa part.',
        'Notre agrégateur de recharges (Reloadly) et les opérateurs mobiles comme Digicel et Natcom reçoivent le numéro du bénéficiaire et le montant, pour que le crédit puisse être livré.',
        'PayPal traite vos paiements selon sa propre politique de confidentialité.',
        'Nos prestataires de SMS et d’e-mail reçoivent votre numéro ou votre adresse e-mail et le message que nous vous envoyons, par exemple un code de vérification ou un reçu.',
        'Nos hébergeurs stockent les données pour notre compte, dans le cadre d’un contrat, et n’ont pas le droit de les utiliser pour eux-mêmes. Nous communiquons aussi des données lorsque la loi l’exige, par exemple pour répondre à la demande valable d’un tribunal ou d’une autorité.',
        'Nous ne vendons jamais vos données personnelles et ne les partageons jamais avec des annonceurs.',
      ],
    },
    {
      id: 'retention',
      heading: 'Combien de temps nous les gardons',
      paragraphs: [
        'Nous conservons les données de votre compte tant que celui-ci est ouvert.',
        'Lorsque vous supprimez votre compte, nous effaçons vos données personnelles ou les rendons anonymes. La loi nous oblige à conserver les documents financiers (mouvements du portefeuille, paiements, recharges et remboursements) pendant 7 ans ; nous les gardons sous forme anonymisée, sans lien avec votre nom, votre adresse e-mail ou votre numéro de téléphone.',
        'Les journaux de sécurité et les messages d’assistance ne sont conservés que le temps nécessaire à leur objet, puis supprimés.',
      ],
    },
    {
      id: 'security',
      heading: 'Comment nous les protégeons',
      paragraphs: [
        'Les mots de passe sont hachés avec argon2id, un algorithme moderne conçu pour résister aux tentatives de cassage : personne chez Kredi ne peut lire votre mot de passe.',
        'Votre connexion à Kredi est chiffrée (HTTPS) et votre cookie de session est HttpOnly. Nous limitons les tentatives de connexion répétées, et vous pouvez activer la validation en deux étapes pour ajouter un code au moment de vous connecter.',
        'Au sein de Kredi, seules les personnes qui en ont besoin pour leur travail ont accès aux données personnelles. Aucun système n’est parfaitement sûr : si vous remarquez quoi que ce soit d’inhabituel sur votre compte, contactez-nous sans attendre.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Vos droits',
      paragraphs: [
        'Vous pouvez consulter la plupart de vos données dans l’application à tout moment, et nous en demander une copie complète.',
        'Export : téléchargez vos données au format JSON depuis les Paramètres.',
        'Rectification : modifiez vos informations dans les Paramètres, ou demandez-nous de corriger ce qui est inexact.',
        'Suppression : supprimez votre compte depuis les Paramètres. Vos données personnelles sont effacées ; seuls restent les documents financiers anonymisés que la loi impose.',
        'Vous pouvez aussi vous opposer à certains usages de vos données ou en demander la limitation, et adresser une réclamation à l’autorité de protection des données de votre pays. Nous répondons aux demandes dans les délais prévus par la loi, et généralement bien plus tôt.',
      ],
    },
    {
      id: 'children',
      heading: 'Mineurs',
      paragraphs: [
        'Kredi est réservé aux adultes de 18 ans ou plus. Nous ne collectons pas sciemment de données concernant des mineurs. Si nous apprenons qu’un mineur a créé un compte, nous le fermons et effaçons ses données, sauf les documents que la loi nous oblige à conserver.',
        'Les personnes à qui vous envoyez du crédit peuvent avoir n’importe quel âge : à leur sujet, nous ne recevons qu’un numéro de téléphone et, si vous le souhaitez, un nom.',
      ],
    },
    {
      id: 'contact',
      heading: 'Nous contacter',
      paragraphs: [
        'Pour toute question ou demande concernant vos données personnelles, écrivez à privacy@kredi.app.',
        'Pour tout le reste, notre équipe d’assistance est disponible 24 h/24 et 7 j/7 par chat ou par e-mail, et répond en 24 heures environ.',
      ],
    },
    {
      id: 'changes',
      heading: 'Modifications de cette politique',
      paragraphs: [
        'Nous pouvons mettre à jour cette politique lorsque le service ou la loi évolue. La date en haut de la page indique la dernière version. En cas de changement important, nous vous prévenons par e-mail ou dans l’application avant son entrée en vigueur.',
      ],
    },
  ],
};
