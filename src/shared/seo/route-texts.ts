import type { Language } from '../i18n/languages.js';

/** Title, description and keywords of one page in one language. */
export interface PageText {
  title: string;
  description: string;
  keywords: string;
}

/** The routes that carry their own metadata (spec §2 "Access by state"). */
export const META_ROUTES = [
  '/',
  '/login',
  '/register',
  '/send-topup',
  '/wallet',
  '/promotions',
  '/invite-friends',
  '/loyalty',
  '/service-fees',
  '/support',
  '/privacy-policy',
  '/terms-of-service',
] as const;
export type MetaRoute = (typeof META_ROUTES)[number];

type RouteTexts = Record<MetaRoute | 'generic', PageText>;

const en: RouteTexts = {
  '/': {
    title: 'Kredi – Send mobile top-ups to Haiti and 159+ countries',
    description:
      'Top up a phone in Haiti, the Dominican Republic, Jamaica and 159+ countries in seconds. Pay from your Kredi wallet or with PayPal. Failed top-ups are refunded automatically.',
    keywords: 'mobile top-up, airtime, Haiti, Digicel, Natcom, send credit, recharge, diaspora, PayPal',
  },
  '/login': {
    title: 'Sign in – Kredi',
    description: 'Sign in to Kredi to send airtime to family and friends.',
    keywords: 'Kredi sign in, login, mobile top-up',
  },
  '/register': {
    title: 'Create your account – Kredi',
    description: 'Create a free Kredi account and get a $2 welcome bonus to send your first top-up.',
    keywords: 'Kredi sign up, create account, welcome bonus, mobile top-up',
  },
  '/send-topup': {
    title: 'Send a top-up – Kredi',
    description: 'Choose a country, enter a number and send airtime in seconds to 1000+ operators.',
    keywords: 'send top-up, airtime, recharge phone, Digicel Haiti, Natcom',
  },
  '/wallet': {
    title: 'Your wallet – Kredi',
    description: 'Check your Kredi balance and add funds with PayPal.',
    keywords: 'Kredi wallet, add funds, balance',
  },
  '/promotions': {
    title: 'Promotions and promo codes – Kredi',
    description: 'Weekend specials, welcome bonuses and loyalty rewards on mobile top-ups.',
    keywords: 'top-up promotions, promo code, airtime discount',
  },
  '/invite-friends': {
    title: 'Invite friends, earn $2 – Kredi',
    description: 'Share your code and earn $2 when a friend sends their first top-up.',
    keywords: 'referral, invite friends, earn credit',
  },
  '/loyalty': {
    title: 'Loyalty rewards – Kredi',
    description: 'Earn points on every top-up and climb from Bronze to Diamond.',
    keywords: 'loyalty points, rewards, Bronze, Silver, Gold, Platinum, Diamond',
  },
  '/service-fees': {
    title: 'Service fees – Kredi',
    description: 'Every fee, stated before you pay: top-up fee, wallet fee and PayPal fee.',
    keywords: 'top-up fees, PayPal fee, pricing',
  },
  '/support': {
    title: 'Help and support – Kredi',
    description: 'Answers to common questions and help 24/7 by chat or email, in five languages.',
    keywords: 'Kredi support, help, FAQ, contact',
  },
  '/privacy-policy': {
    title: 'Privacy policy – Kredi',
    description: 'What Kredi collects, why, and the choices you have.',
    keywords: 'privacy policy, personal data',
  },
  '/terms-of-service': {
    title: 'Terms of service – Kredi',
    description: 'The terms for using Kredi to send mobile top-ups.',
    keywords: 'terms of service, conditions',
  },
  generic: {
    title: 'Kredi',
    description: 'Send mobile top-ups to family and friends in 159+ countries.',
    keywords: 'mobile top-up, airtime, Kredi',
  },
};

const fr: RouteTexts = {
  '/': {
    title: 'Kredi – Envoyez des recharges mobiles en Haïti et dans plus de 159 pays',
    description:
      "Rechargez un téléphone en Haïti, en République dominicaine, en Jamaïque et dans plus de 159 pays en quelques secondes. Payez avec votre portefeuille Kredi ou avec PayPal. Les recharges échouées sont remboursées automatiquement.",
    keywords: 'recharge mobile, crédit téléphonique, Haïti, Digicel, Natcom, envoyer du crédit, diaspora, PayPal',
  },
  '/login': {
    title: 'Connexion – Kredi',
    description: 'Connectez-vous à Kredi pour envoyer du crédit à votre famille et à vos amis.',
    keywords: 'connexion Kredi, se connecter, recharge mobile',
  },
  '/register': {
    title: 'Créer votre compte – Kredi',
    description: 'Créez un compte Kredi gratuit et recevez un bonus de bienvenue de 2 $ pour votre première recharge.',
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
    title: 'Invitez vos amis, gagnez 2 $ – Kredi',
    description: 'Partagez votre code et gagnez 2 $ quand un ami envoie sa première recharge.',
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
    title: "Conditions d'utilisation – Kredi",
    description: "Les conditions d'utilisation de Kredi pour envoyer des recharges mobiles.",
    keywords: "conditions d'utilisation, conditions générales",
  },
  generic: {
    title: 'Kredi',
    description: 'Envoyez des recharges mobiles à votre famille et à vos amis dans plus de 159 pays.',
    keywords: 'recharge mobile, crédit téléphonique, Kredi',
  },
};

const es: RouteTexts = {
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
    description: 'Crea una cuenta gratuita en Kredi y recibe un bono de bienvenida de $2 para tu primera recarga.',
    keywords: 'registro Kredi, crear cuenta, bono de bienvenida, recarga móvil',
  },
  '/send-topup': {
    title: 'Enviar una recarga – Kredi',
    description: 'Elige un país, escribe un número y envía saldo en segundos a más de 1000 operadores.',
    keywords: 'enviar recarga, saldo, recargar teléfono, Digicel Haití, Natcom',
  },
  '/wallet': {
    title: 'Tu billetera – Kredi',
    description: 'Consulta tu saldo de Kredi y añade fondos con PayPal.',
    keywords: 'billetera Kredi, añadir fondos, saldo',
  },
  '/promotions': {
    title: 'Promociones y códigos promocionales – Kredi',
    description: 'Ofertas de fin de semana, bonos de bienvenida y recompensas de fidelidad en recargas móviles.',
    keywords: 'promociones de recarga, código promocional, descuento',
  },
  '/invite-friends': {
    title: 'Invita amigos y gana $2 – Kredi',
    description: 'Comparte tu código y gana $2 cuando un amigo envíe su primera recarga.',
    keywords: 'referidos, invitar amigos, ganar saldo',
  },
  '/loyalty': {
    title: 'Recompensas de fidelidad – Kredi',
    description: 'Gana puntos con cada recarga y sube de Bronce a Diamante.',
    keywords: 'puntos de fidelidad, recompensas, Bronce, Plata, Oro, Platino, Diamante',
  },
  '/service-fees': {
    title: 'Tarifas de servicio – Kredi',
    description: 'Cada tarifa, indicada antes de pagar: tarifa de recarga, tarifa de billetera y tarifa de PayPal.',
    keywords: 'tarifas de recarga, tarifa PayPal, precios',
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

const pt: RouteTexts = {
  '/': {
    title: 'Kredi – Envie recargas de celular para o Haiti e mais de 159 países',
    description:
      'Recarregue um celular no Haiti, na República Dominicana, na Jamaica e em mais de 159 países em segundos. Pague com sua carteira Kredi ou com PayPal. Recargas que falham são reembolsadas automaticamente.',
    keywords: 'recarga de celular, crédito, Haiti, Digicel, Natcom, enviar crédito, diáspora, PayPal',
  },
  '/login': {
    title: 'Entrar – Kredi',
    description: 'Entre no Kredi para enviar crédito à sua família e aos seus amigos.',
    keywords: 'Kredi entrar, login, recarga de celular',
  },
  '/register': {
    title: 'Crie sua conta – Kredi',
    description: 'Crie uma conta gratuita no Kredi e ganhe um bônus de boas-vindas de US$ 2 para sua primeira recarga.',
    keywords: 'cadastro Kredi, criar conta, bônus de boas-vindas, recarga de celular',
  },
  '/send-topup': {
    title: 'Enviar uma recarga – Kredi',
    description: 'Escolha um país, digite um número e envie crédito em segundos para mais de 1000 operadoras.',
    keywords: 'enviar recarga, crédito, recarregar celular, Digicel Haiti, Natcom',
  },
  '/wallet': {
    title: 'Sua carteira – Kredi',
    description: 'Veja seu saldo no Kredi e adicione fundos com PayPal.',
    keywords: 'carteira Kredi, adicionar fundos, saldo',
  },
  '/promotions': {
    title: 'Promoções e códigos promocionais – Kredi',
    description: 'Ofertas de fim de semana, bônus de boas-vindas e recompensas de fidelidade em recargas.',
    keywords: 'promoções de recarga, código promocional, desconto',
  },
  '/invite-friends': {
    title: 'Convide amigos e ganhe US$ 2 – Kredi',
    description: 'Compartilhe seu código e ganhe US$ 2 quando um amigo enviar a primeira recarga.',
    keywords: 'indicação, convidar amigos, ganhar crédito',
  },
  '/loyalty': {
    title: 'Recompensas de fidelidade – Kredi',
    description: 'Ganhe pontos a cada recarga e suba de Bronze a Diamante.',
    keywords: 'pontos de fidelidade, recompensas, Bronze, Prata, Ouro, Platina, Diamante',
  },
  '/service-fees': {
    title: 'Taxas de serviço – Kredi',
    description: 'Todas as taxas, informadas antes de pagar: taxa de recarga, taxa da carteira e taxa do PayPal.',
    keywords: 'taxas de recarga, taxa PayPal, preços',
  },
  '/support': {
    title: 'Ajuda e suporte – Kredi',
    description: 'Respostas para perguntas frequentes e ajuda 24 horas por chat ou e-mail, em cinco idiomas.',
    keywords: 'suporte Kredi, ajuda, perguntas frequentes, contato',
  },
  '/privacy-policy': {
    title: 'Política de privacidade – Kredi',
    description: 'O que o Kredi coleta, por quê, e as escolhas que você tem.',
    keywords: 'política de privacidade, dados pessoais',
  },
  '/terms-of-service': {
    title: 'Termos de serviço – Kredi',
    description: 'Os termos para usar o Kredi e enviar recargas de celular.',
    keywords: 'termos de serviço, condições',
  },
  generic: {
    title: 'Kredi',
    description: 'Envie recargas de celular para sua família e seus amigos em mais de 159 países.',
    keywords: 'recarga de celular, crédito, Kredi',
  },
};

const ht: RouteTexts = {
  '/': {
    title: 'Kredi – Voye recharj telefòn ann Ayiti ak nan plis pase 159 peyi',
    description:
      'Mete kredi sou yon telefòn ann Ayiti, nan Repiblik Dominikèn, Jamayik ak nan plis pase 159 peyi an kèk segonn. Peye ak bous Kredi ou oswa ak PayPal. Si yon recharj pa pase, nou remèt ou lajan an otomatikman.',
    keywords: 'recharj telefòn, kredi, minit, Ayiti, Digicel, Natcom, voye kredi, dyaspora, PayPal',
  },
  '/login': {
    title: 'Konekte – Kredi',
    description: 'Konekte sou Kredi pou voye kredi bay fanmi ak zanmi ou.',
    keywords: 'konekte Kredi, antre nan kont, recharj telefòn',
  },
  '/register': {
    title: 'Kreye kont ou – Kredi',
    description: 'Kreye yon kont Kredi gratis epi resevwa yon bonis byenveni 2 $ pou premye recharj ou.',
    keywords: 'enskri Kredi, kreye kont, bonis byenveni, recharj telefòn',
  },
  '/send-topup': {
    title: 'Voye yon recharj – Kredi',
    description: 'Chwazi yon peyi, antre yon nimewo epi voye kredi an kèk segonn bay plis pase 1000 operatè.',
    keywords: 'voye recharj, kredi, rechaje telefòn, Digicel Ayiti, Natcom',
  },
  '/wallet': {
    title: 'Bous ou – Kredi',
    description: 'Gade kòb ki nan bous Kredi ou epi ajoute lajan ak PayPal.',
    keywords: 'bous Kredi, ajoute lajan, balans',
  },
  '/promotions': {
    title: 'Pwomosyon ak kòd pwomo – Kredi',
    description: 'Òf fen semèn, bonis byenveni ak rekonpans fidelite sou recharj telefòn.',
    keywords: 'pwomosyon recharj, kòd pwomo, rabè',
  },
  '/invite-friends': {
    title: 'Envite zanmi, genyen 2 $ – Kredi',
    description: 'Pataje kòd ou epi genyen 2 $ lè yon zanmi voye premye recharj li.',
    keywords: 'referans, envite zanmi, genyen kredi',
  },
  '/loyalty': {
    title: 'Rekonpans fidelite – Kredi',
    description: 'Ranmase pwen sou chak recharj epi monte soti Bwonz rive Dyaman.',
    keywords: 'pwen fidelite, rekonpans, Bwonz, Ajan, Lò, Platin, Dyaman',
  },
  '/service-fees': {
    title: 'Frè sèvis – Kredi',
    description: 'Tout frè yo, nou montre yo anvan ou peye: frè recharj, frè bous ak frè PayPal.',
    keywords: 'frè recharj, frè PayPal, pri',
  },
  '/support': {
    title: 'Èd ak sipò – Kredi',
    description: 'Repons pou kesyon moun poze souvan ak èd 24/7 pa chat oswa imèl, nan senk lang.',
    keywords: 'sipò Kredi, èd, kesyon, kontak',
  },
  '/privacy-policy': {
    title: 'Politik konfidansyalite – Kredi',
    description: 'Sa Kredi ranmase, poukisa, ak chwa ou genyen.',
    keywords: 'politik konfidansyalite, done pèsonèl',
  },
  '/terms-of-service': {
    title: 'Kondisyon itilizasyon – Kredi',
    description: 'Kondisyon pou sèvi ak Kredi pou voye recharj telefòn.',
    keywords: 'kondisyon itilizasyon, règleman',
  },
  generic: {
    title: 'Kredi',
    description: 'Voye recharj telefòn bay fanmi ak zanmi ou nan plis pase 159 peyi.',
    keywords: 'recharj telefòn, kredi, Kredi',
  },
};

export const ROUTE_TEXTS: Record<Language, RouteTexts> = { en, fr, es, pt, ht };
