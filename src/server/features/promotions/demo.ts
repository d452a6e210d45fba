import type { Db } from '../../db/connect.js';
import * as store from './store.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The demo offers `npm start` creates with the sandboxes (ADR 0024), so a newcomer sees the feature work:
 * a weekend special with a code (ending within two days, so it shows the 'expiring soon' mark), a welcome
 * code for a first top-up, and a loyalty reward listed without a code. Fixed ids: a second start inserts
 * nothing, and one an operator switched off stays off. Dates count from the first start.
 */
export function demoPromotions(now: Date): store.NewPromotion[] {
  return [
    {
      id: 'demo-weekend-special',
      code: 'WEEKEND10',
      kind: 'promotion',
      type: 'percentage',
      value: 1000,
      minAmountCents: 1000,
      maxDiscountCents: 300,
      usesPerUser: 1,
      budgetCents: 100_000,
      startsAt: now,
      validUntil: new Date(now.getTime() + 44 * HOUR),
      titles: {
        en: 'Weekend special: 10% off',
        fr: 'Spécial week-end : 10 % de réduction',
        es: 'Especial de fin de semana: 10 % de descuento',
        pt: 'Especial de fim de semana: 10% de desconto',
        ht: 'Espesyal fen semèn: 10% rabè',
      },
      descriptions: {
        en: 'Use code WEEKEND10 on a top-up of $10.00 or more and save 10%, up to $3.00. Once per person.',
        fr: 'Utilisez le code WEEKEND10 sur une recharge de 10,00 $US ou plus et économisez 10 %, jusqu’à 3,00 $US. Une fois par personne.',
        es: 'Usa el código WEEKEND10 en una recarga de $10.00 o más y ahorra un 10 %, hasta $3.00. Una vez por persona.',
        pt: 'Use o código WEEKEND10 numa recarga de US$ 10,00 ou mais e economize 10%, até US$ 3,00. Uma vez por pessoa.',
        ht: 'Sèvi ak kòd WEEKEND10 sou yon rechaj 10,00 $US oswa plis, epi w ap ekonomize 10%, jiska 3,00 $US. Yon sèl fwa pou chak moun.',
      },
    },
    {
      id: 'demo-welcome',
      code: 'WELCOME5',
      kind: 'welcome',
      type: 'fixed',
      value: 500,
      minAmountCents: 1000,
      maxDiscountCents: null,
      usesPerUser: 1,
      firstTopupOnly: true,
      startsAt: now,
      validUntil: new Date(now.getTime() + 90 * DAY),
      titles: {
        en: 'Welcome gift: $5.00 off your first top-up',
        fr: 'Cadeau de bienvenue : 5,00 $US de moins sur votre première recharge',
        es: 'Regalo de bienvenida: $5.00 menos en tu primera recarga',
        pt: 'Presente de boas-vindas: US$ 5,00 a menos na primeira recarga',
        ht: 'Kado byenveni: 5,00 $US mwens sou premye rechaj ou',
      },
      descriptions: {
        en: 'New to Kredi? Use code WELCOME5 on your first top-up of $10.00 or more and pay $5.00 less.',
        fr: 'Nouveau sur Kredi ? Utilisez le code WELCOME5 sur votre première recharge de 10,00 $US ou plus et payez 5,00 $US de moins.',
        es: '¿Nuevo en Kredi? Usa el código WELCOME5 en tu primera recarga de $10.00 o más y paga $5.00 menos.',
        pt: 'Novo no Kredi? Use o código WELCOME5 na sua primeira recarga de US$ 10,00 ou mais e pague US$ 5,00 a menos.',
        ht: 'Ou fèk vini sou Kredi? Sèvi ak kòd WELCOME5 sou premye rechaj ou ki 10,00 $US oswa plis, epi w ap peye 5,00 $US mwens.',
      },
    },
    {
      id: 'demo-loyalty-reward',
      code: null,
      kind: 'loyalty',
      // Listed only: without a code there is nothing to apply, so the rule's value is never used.
      type: 'fixed',
      value: 1,
      startsAt: now,
      validUntil: new Date(now.getTime() + 30 * DAY),
      titles: {
        en: 'Loyalty reward: points on every top-up',
        fr: 'Récompense fidélité : des points à chaque recharge',
        es: 'Recompensa de fidelidad: puntos en cada recarga',
        pt: 'Recompensa de fidelidade: pontos em cada recarga',
        ht: 'Rekonpans fidelite: pwen sou chak rechaj',
      },
      descriptions: {
        en: 'Every delivered top-up earns you reward points. See your level and turn your points into wallet credit on the Loyalty page.',
        fr: 'Chaque recharge livrée vous rapporte des points. Consultez votre niveau et échangez vos points contre de l’argent dans votre portefeuille sur la page Fidélité.',
        es: 'Cada recarga entregada te da puntos. Mira tu nivel y cambia tus puntos por saldo en tu billetera en la página de Fidelidad.',
        pt: 'Cada recarga entregue rende pontos. Veja o seu nível e troque os seus pontos por saldo na sua carteira, na página Fidelidade.',
        ht: 'Chak rechaj ki rive ba ou pwen. Gade nivo ou, epi chanje pwen ou yo an lajan nan bous ou sou paj Fidelite a.',
      },
    },
  ];
}

/** Creates the demo offers that are not there yet. */
/** The demo offers are there before anyone signs up: nobody is told of them as news (ADR 0042). */
export const ensureDemoPromotions = (db: Db, now = new Date()) =>
  store.insertMissing(
    db,
    demoPromotions(now).map((row) => ({ ...row, announcedAt: now })),
  );
