import type { CatalogueOperator } from './index.js';

/**
 * The operator promotions the sandbox serves, as Reloadly publishes operators' offers: a few real operators
 * with offers of the kind they run (a Digicel Haiti bonus weekend, Natcom extra minutes, Claro double
 * data), timed from the moment the sandbox starts so that some are on now, one is over and one is still
 * to come. Descriptions carry the light HTML Reloadly's do (`<br />`, entities).
 */
export interface SandboxPromotion {
  promotionId: number;
  operator: CatalogueOperator;
  title: string;
  title2: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  denominations: string | null;
  localDenominations: string | null;
}

interface Seed {
  promotionId: number;
  country: string;
  operator: string;
  /** The country's offset from UTC in hours, as Reloadly writes it in the title: (GMT-05:00). */
  utcOffset: number;
  title2: string;
  description: string;
  /** From the sandbox's start, in hours. */
  startsInHours: number;
  endsInHours: number;
  denominations: string | null;
  localDenominations: string | null;
}

const HOUR = 3_600_000;

const SEEDS: Seed[] = [
  {
    promotionId: 8101,
    country: 'HT',
    operator: 'Digicel Haiti',
    utcOffset: -5,
    title2: 'Bonus weekend: 100% extra data',
    description:
      'Top up a Digicel Haiti number with USD 5 or more this weekend and the recipient gets 100% extra data, valid 7 days.<br />- The bonus is credited automatically once the top-up is received.<br />- Prepaid customers only. Dial *120# to check the bonus.',
    startsInHours: -24,
    endsInHours: 30,
    denominations: 'USD 5 and up',
    localDenominations: 'HTG 650 and up',
  },
  {
    promotionId: 8102,
    country: 'HT',
    operator: 'Natcom Haiti',
    utcOffset: -5,
    title2: 'Double minutes to Haiti and the US',
    description:
      'Every Natcom Haiti top-up of USD 10 or more comes with the same value again in minutes for calls to Natcom numbers and to the United States &amp; Canada, valid 15 days.',
    startsInHours: -72,
    endsInHours: 12 * 24,
    denominations: 'USD 10 and up',
    localDenominations: null,
  },
  {
    promotionId: 8103,
    country: 'HT',
    operator: 'Natcom Haiti Data',
    utcOffset: -5,
    title2: 'Double data next week',
    description: 'Natcom data plans bought next week carry twice the gigabytes.',
    startsInHours: 4 * 24,
    endsInHours: 11 * 24,
    denominations: 'All',
    localDenominations: null,
  },
  {
    promotionId: 8104,
    country: 'DO',
    operator: 'Claro Dominican Republic',
    utcOffset: -4,
    title2: 'Bonus 2x',
    description:
      'Claro Dominicana doubles every top-up of USD 5 or more: the recipient gets the amount sent plus the same again as bonus balance for calls and SMS in the Dominican Republic, valid 30 days.',
    startsInHours: -5 * 24,
    endsInHours: 20 * 24,
    denominations: 'USD 5 and up',
    localDenominations: 'DOP 300 and up',
  },
  {
    promotionId: 8105,
    country: 'JM',
    operator: 'Digicel Jamaica',
    utcOffset: -5,
    title2: 'Bonus 3x',
    description: 'Digicel Jamaica tripled top-ups of USD 10 or more for the holiday weekend.',
    startsInHours: -10 * 24,
    endsInHours: -2 * 24,
    denominations: 'USD 10 and up',
    localDenominations: null,
  },
];

/** The sandbox's promotions, timed from `now` (whole hours), for the operators the catalogue has. */
export function seedPromotions(operatorsByCountry: Map<string, CatalogueOperator[]>, now = Date.now()): SandboxPromotion[] {
  const hour = Math.floor(now / HOUR) * HOUR;
  return SEEDS.flatMap((seed) => {
    const operator = operatorsByCountry.get(seed.country)?.find((candidate) => candidate.name === seed.operator);
    if (!operator) return [];
    const startsAt = new Date(hour + seed.startsInHours * HOUR);
    const endsAt = new Date(hour + seed.endsInHours * HOUR - 60_000);
    return [
      {
        promotionId: seed.promotionId,
        operator,
        title: `${operator.name} From ${localText(startsAt, seed.utcOffset)} To ${localText(endsAt, seed.utcOffset)} (GMT${offsetText(seed.utcOffset)})`,
        title2: seed.title2,
        description: seed.description,
        startsAt,
        endsAt,
        denominations: seed.denominations,
        localDenominations: seed.localDenominations,
      },
    ];
  });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `21 Nov 2026 00:00`, in the operator's local time, as Reloadly's titles write it. */
function localText(date: Date, utcOffset: number): string {
  const local = new Date(date.getTime() + utcOffset * HOUR);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(local.getUTCDate())} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

function offsetText(utcOffset: number): string {
  return `${utcOffset < 0 ? '-' : '+'}${String(Math.abs(utcOffset)).padStart(2, '0')}:00`;
}
