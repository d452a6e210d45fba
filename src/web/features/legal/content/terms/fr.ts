import type { LegalDocument } from '../types';

export const fr: LegalDocument = {
  title: 'Conditions d’utilisation',
  updated: (date) => `Dernière mise à jour : ${date}`,
  intro:
    'Ces conditions constituent l’accord entre vous et Kredi lorsque vous utilisez notre application. Nous les avons rédigées aussi simplement que possible. Lisez-les avant de créer un compte : en utilisant Kredi, vous acceptez ces conditions ainsi que notre Politique de confidentialité.',
  sections: [
    {
      id: 'service',
      heading: 'Le service',
      paragraphs: [
        'Kredi vous permet d’envoyer du crédit téléphonique à l’étranger, à commencer par Haïti. Vous payez avec votre portefeuille Kredi prépayé en dollars américains ou avec PayPal.',
        'Nous ne sommes pas un opérateur mobile. Nous transmettons votre recharge à un agrégateur (Reloadly), qui la livre à l’opérateur du bénéficiaire, comme Digicel ou Natcom.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Qui peut utiliser Kredi',
      paragraphs: [
        'Vous devez avoir au moins 18 ans et la capacité juridique de conclure un contrat. Vous devez fournir des informations exactes et les tenir à jour.',
        'Un seul compte par personne. Vous utilisez Kredi pour vous-même, et non pour le compte d’un tiers, et uniquement là où la loi le permet.',
      ],
    },
    {
      id: 'account',
      heading: 'Votre compte et sa sécurité',
      paragraphs: [
        'Vous vous connectez avec votre adresse e-mail et votre mot de passe, ou avec le compte d’un autre fournisseur. Nous vérifions votre adresse e-mail et votre numéro de téléphone à l’aide de codes envoyés par e-mail et par SMS.',
        'Gardez votre mot de passe secret et ne partagez pas votre compte. Nous vous recommandons vivement d’activer la validation en deux étapes. Vous êtes responsable de ce qui se passe sur votre compte : si vous pensez que quelqu’un d’autre l’a utilisé, prévenez-nous immédiatement à support@kredi.app.',
        'Pour vous protéger, nous pouvons vous demander de confirmer votre identité ou mettre en attente une opération qui paraît inhabituelle.',
      ],
    },
    {
      id: 'wallet',
      heading: 'Votre portefeuille',
      paragraphs: [
        'Votre portefeuille Kredi contient un solde prépayé en dollars américains, que vous utilisez pour vos recharges. Vous l’alimentez avec PayPal.',
        'Le portefeuille n’est ni un compte bancaire ni un compte d’épargne : il ne rapporte pas d’intérêts et n’est couvert par aucune garantie des dépôts. Le solde ne peut pas être transféré à un autre utilisateur de Kredi.',
        'Les remboursements de recharges échouées, le bonus de bienvenue et les récompenses de parrainage sont crédités sur votre portefeuille. Le crédit de bonus ne sert qu’à des recharges et n’a aucune valeur en espèces.',
      ],
    },
    {
      id: 'top-ups',
      heading: 'Les recharges',
      paragraphs: [
        'Avant de confirmer, vous voyez ce que recevra le bénéficiaire, le prix et les frais éventuels. La plupart des recharges arrivent instantanément ; plus rarement, elles peuvent prendre jusqu’à 15 minutes.',
        'Si une recharge échoue, nous remboursons automatiquement la totalité du montant sur votre portefeuille Kredi, dans les 24 heures. Vous ne payez jamais deux fois la même recharge.',
        'Les numéros que vous saisissez relèvent de votre responsabilité. Vérifiez-les bien : un crédit envoyé à un mauvais numéro qui existe ne peut généralement pas être récupéré.',
        'Une fois livré, le crédit suit les règles de l’opérateur, comme la durée de validité, les limites du forfait et les taxes locales. Nous ne pouvons pas modifier ces règles.',
      ],
    },
    {
      id: 'fees',
      heading: 'Prix et frais',
      paragraphs: [
        'Les frais et le taux de change éventuels sont affichés avant le paiement, et le total que vous confirmez est celui que vous payez. La liste complète de nos frais se trouve sur la page des frais de service (/service-fees).',
        'PayPal ou votre banque peuvent appliquer leurs propres frais, par exemple pour une conversion de devises. Ils ne dépendent pas de nous.',
      ],
    },
    {
      id: 'promotions',
      heading: 'Promotions et parrainage',
      paragraphs: [
        'Chaque nouvel utilisateur reçoit un bonus de bienvenue de 2,00 $US sur son portefeuille. Lorsqu’un ami que vous avez invité s’inscrit et effectue sa première recharge, vous recevez 2,00 $US.',
        'Les bonus sont destinés à de vraies personnes et à un usage réel. Faux comptes, parrainage de soi-même, comptes multiples ou tout autre abus peuvent entraîner l’annulation des bonus et la suspension des comptes concernés.',
        'Nous pouvons modifier ou arrêter une promotion à l’avenir, mais nous honorerons les bonus que vous avez déjà obtenus loyalement.',
      ],
    },
    {
      id: 'prohibited-use',
      heading: 'Ce qui est interdit',
      paragraphs: [
        'Vous ne pouvez pas utiliser Kredi pour frauder, avec un moyen de paiement que vous n’êtes pas autorisé à utiliser, pour blanchir de l’argent ou financer une activité illégale, ni en violation de sanctions.',
        'Vous ne pouvez pas tenter de vous introduire dans nos systèmes ou de les perturber, accéder au service avec des robots ou des scripts, revendre des recharges à titre commercial sans notre accord écrit, ni harceler notre équipe ou qui que ce soit.',
        'Si nous avons de bonnes raisons de penser que vous enfreignez ces règles, nous pouvons bloquer des opérations, suspendre votre compte et, lorsque la loi l’exige, signaler les faits aux autorités.',
      ],
    },
    {
      id: 'liability',
      heading: 'Notre responsabilité',
      paragraphs: [
        'Nous faisons fonctionner Kredi avec soin et faisons de notre mieux pour qu’il reste disponible, mais nous ne pouvons pas garantir qu’il ne sera jamais interrompu.',
        'Nous ne sommes pas responsables des problèmes causés par les réseaux des opérateurs, par un mauvais numéro que vous avez saisi, ou par des événements qui échappent raisonnablement à notre contrôle. Quand une recharge échoue, notre engagement est de vous la rembourser sur votre portefeuille.',
        'Dans la mesure permise par la loi, notre responsabilité pour une opération est limitée au montant que vous avez payé pour celle-ci. Rien dans ces conditions ne vous prive des droits que vous accorde le droit de la consommation.',
      ],
    },
    {
      id: 'termination',
      heading: 'Fermeture du compte',
      paragraphs: [
        'Vous pouvez supprimer votre compte à tout moment depuis les Paramètres. S’il reste de l’argent sur votre portefeuille, contactez l’assistance avant la suppression afin que nous puissions vous aider.',
        'La suppression de votre compte efface vos données personnelles. Nous conservons pendant 7 ans, sous forme anonymisée, les documents financiers exigés par la loi.',
        'Nous pouvons suspendre ou fermer votre compte si vous enfreignez ces conditions, si la loi l’exige ou pour empêcher une fraude. Sauf si la loi ou la sécurité s’y opposent, nous vous en expliquerons la raison et vous aiderons pour le solde restant sur votre portefeuille.',
      ],
    },
    {
      id: 'law-and-changes',
      heading: 'Droit applicable et modifications',
      paragraphs: [
        'Ces conditions sont régies par le droit du lieu où Kredi est établi. Cela ne vous prive pas de la protection que vous accorde le droit de la consommation de votre pays de résidence. En cas de réclamation, contactez-nous d’abord : la plupart des problèmes se règlent rapidement ainsi.',
        'Nous pouvons mettre à jour ces conditions. La date en haut de la page indique la dernière version. Nous vous informons des changements importants par e-mail ou dans l’application avant leur entrée en vigueur. Si vous n’êtes pas d’accord, vous pouvez supprimer votre compte ; si vous continuez à utiliser Kredi, les nouvelles conditions s’appliquent.',
      ],
    },
    {
      id: 'contact',
      heading: 'Nous contacter',
      paragraphs: [
        'Une question sur ces conditions ou sur une recharge ? Écrivez à support@kredi.app ou utilisez le chat de l’application. Nous sommes disponibles 24 h/24 et 7 j/7, et répondons en 24 heures environ.',
      ],
    },
  ],
};
