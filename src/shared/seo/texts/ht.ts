import type { RouteTexts } from '../route-texts.js';

export const ht: RouteTexts = {
  '/': {
    title: 'Kredi – Voye rechaj telefòn ann Ayiti ak nan plis pase 159 peyi',
    description:
      'Mete kredi sou yon telefòn ann Ayiti, nan Repiblik Dominikèn, Jamayik ak nan plis pase 159 peyi an kèk segonn. Peye ak bous Kredi ou oswa ak PayPal. Si yon rechaj pa pase, nou remèt ou lajan an otomatikman.',
    keywords: 'rechaj telefòn, kredi, minit, Ayiti, Digicel, Natcom, voye kredi, dyaspora, PayPal',
  },
  '/login': {
    title: 'Konekte – Kredi',
    description: 'Konekte sou Kredi pou voye kredi bay fanmi ak zanmi ou.',
    keywords: 'konekte Kredi, antre nan kont, rechaj telefòn',
  },
  '/register': {
    title: 'Kreye kont ou – Kredi',
    description: 'Kreye yon kont Kredi gratis epi resevwa yon bonis byenveni 2,00 $US pou premye rechaj ou.',
    keywords: 'enskri Kredi, kreye kont, bonis byenveni, rechaj telefòn',
  },
  '/send-topup': {
    title: 'Voye yon rechaj – Kredi',
    description: 'Chwazi yon peyi, antre yon nimewo epi voye kredi an kèk segonn bay plis pase 1 000 operatè.',
    keywords: 'voye rechaj, kredi, mete kredi sou telefòn, Digicel Ayiti, Natcom',
  },
  '/wallet': {
    title: 'Bous ou – Kredi',
    description: 'Gade kòb ki nan bous Kredi ou epi ajoute lajan ak PayPal.',
    keywords: 'bous Kredi, ajoute lajan, balans',
  },
  '/promotions': {
    title: 'Pwomosyon ak kòd pwomo – Kredi',
    description: 'Òf fen semèn, bonis byenveni ak rekonpans fidelite sou rechaj telefòn.',
    keywords: 'pwomosyon rechaj, kòd pwomo, rabè',
  },
  '/invite-friends': {
    title: 'Envite zanmi, genyen 2,00 $US – Kredi',
    description: 'Pataje kòd ou epi genyen 2,00 $US lè yon zanmi voye premye rechaj li.',
    keywords: 'envitasyon, envite zanmi, genyen kredi',
  },
  '/loyalty': {
    title: 'Rekonpans fidelite – Kredi',
    description: 'Ranmase pwen sou chak rechaj epi monte soti Bwonz rive Dyaman.',
    keywords: 'pwen fidelite, rekonpans, Bwonz, Ajan, Lò, Platin, Dyaman',
  },
  '/service-fees': {
    title: 'Frè sèvis – Kredi',
    description: 'Tout frè yo, nou montre yo anvan ou peye: frè rechaj, frè bous ak frè PayPal.',
    keywords: 'frè rechaj, frè PayPal, pri',
  },
  '/support': {
    title: 'Èd ak sipò – Kredi',
    description: 'Repons pou kesyon moun poze souvan ak èd 24 è sou 24, 7 jou sou 7, pa chat oswa imèl, nan senk lang.',
    keywords: 'sipò Kredi, èd, kesyon, kontak',
  },
  '/privacy-policy': {
    title: 'Politik sou vi prive – Kredi',
    description: 'Sa Kredi ranmase, poukisa, ak chwa ou genyen.',
    keywords: 'politik sou vi prive, done pèsonèl',
  },
  '/terms-of-service': {
    title: 'Kondisyon itilizasyon – Kredi',
    description: 'Kondisyon pou sèvi ak Kredi pou voye rechaj telefòn.',
    keywords: 'kondisyon itilizasyon, règleman',
  },
  generic: {
    title: 'Kredi',
    description: 'Voye rechaj telefòn bay fanmi ak zanmi ou nan plis pase 159 peyi.',
    keywords: 'rechaj telefòn, kredi, Kredi',
  },
};
