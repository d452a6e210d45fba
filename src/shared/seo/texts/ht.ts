import type { RouteTexts } from '../route-texts.js';

export const ht: RouteTexts = {
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
