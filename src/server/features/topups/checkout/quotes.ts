import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Quote } from '../../../../shared/api/topups.js';
import { LEVEL_RULES, type LoyaltyLevel } from '../../../../shared/loyalty.js';
import { recipientE164 } from '../../../../shared/phone.js';
import { localAmountOf, priceTopup, type Price, type TopupFees } from '../../../../shared/pricing.js';
import { recipientMessageFits } from '../../../../shared/recipient-message.js';
import { recipientLanguage, recipientSmsText } from '../../../../shared/recipient-sms.js';
import type { Db } from '../../../db/connect.js';
import { topupQuotes } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import type { Actor } from '../../identity/index.js';
import type { LoyaltyService } from '../../loyalty/index.js';
import type { PromotionService } from '../../promotions/index.js';
import type { cachedOperatorLookup } from '../catalogue/catalogue.js';
import { planOf } from './plans.js';
import * as store from '../orders/store.js';

/** What pricing a top-up needs: the fees and validity in force, the person's loyalty level, promo codes, the catalogue. */
export interface QuoteDeps {
  db: Db;
  fees: () => Promise<TopupFees>;
  loyalty: Pick<LoyaltyService, 'levelPositionSql'>;
  quoteValidMinutes: () => Promise<number>;
  promotions: Pick<PromotionService, 'applyToQuote'>;
  findOperator: ReturnType<typeof cachedOperatorLookup>['find'];
}

/**
 * The quote's insert, written once: every price comes as an array with one entry per loyalty level, and the
 * statement keeps the entry of the level the person holds as it runs (`level`, read once). Plain SQL, as
 * the other statements of a top-up's path are: a built query cost about 0.34 ms of CPU per quote.
 */
const insertQuoteSql = (levelPosition: string) => `
  with level as (select ${levelPosition} as position)
  insert into topup_quotes (id, user_id, country_iso, operator_id, operator_name, recipient_number, amount_cents, fx_rate,
      local_amount, local_currency, topup_fee_cents, topup_fee_reduction_cents, loyalty_level, wallet_fee_cents,
      paypal_fee_cents, total_cents, wallet_charge_cents, payment_method, promotion_id, promo_code, promo_discount_cents,
      text_recipient, recipient_message, product_kind, plan_description, expires_at)
  select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, ($11::bigint[])[position], ($12::bigint[])[position],
      ($13::text[])[position], ($14::bigint[])[position], ($15::bigint[])[position], ($16::bigint[])[position],
      ($17::bigint[])[position], $18, $19, $20, ($21::bigint[])[position], $22, $23, $24, $25, $26
    from level
  returning *`;

/** A top-up's price, held for a few minutes (the quote), and read back by its owner. */
export function createQuotes({ db, fees, loyalty, quoteValidMinutes, promotions, findOperator }: QuoteDeps) {
  const insertQuote = insertQuoteSql(loyalty.levelPositionSql('$2'));
  return {
    /** Prices a top-up and holds the price for a few minutes. Every rule of the number and amount is checked here. */
    async quote(
      actor: Actor,
      request: {
        countryIso: string;
        operatorId: number;
        recipientNumber: string;
        amountCents: number;
        paymentMethod: 'wallet' | 'paypal';
        promoCode?: string;
        textRecipient?: boolean;
        recipientMessage?: string;
      },
    ): Promise<Quote> {
      const operator = await findOperator(request.operatorId);
      if (!operator || !operator.active || !operator.enabled || operator.countryIso !== request.countryIso) {
        throw new AppError('VALIDATION_FAILED', 'This operator does not serve that country.', { operatorId: 'validation.operator' });
      }
      const recipient = recipientE164(request.recipientNumber, request.countryIso);
      if (!recipient)
        throw new AppError('VALIDATION_FAILED', 'This number is not valid for that country.', {
          recipientNumber: 'validation.phoneInvalidForCountry',
        });
      const amount = request.amountCents;
      if (
        operator.denominationType === 'FIXED'
          ? !operator.fixedAmountsCents.includes(amount)
          : amount < operator.minCents || amount > operator.maxCents
      ) {
        throw new AppError('VALIDATION_FAILED', 'The operator does not offer this amount.', {
          amountCents: operator.denominationType === 'FIXED' ? 'validation.amountNotOffered' : 'validation.amountRange',
        });
      }
      const recipientMessage = checkedRecipientMessage(actor, request, operator, amount);
      const promo = request.promoCode
        ? await promotions.applyToQuote(actor.user.id, request.promoCode, {
            countryIso: request.countryIso,
            operatorId: operator.id,
            amountCents: amount,
          })
        : null;
      const [schedule, validMinutes] = await Promise.all([fees(), quoteValidMinutes()]);
      // Priced at every loyalty level; the insert keeps the price of the level the person holds as it runs.
      const byLevel = LEVEL_RULES.map((rule) => {
        // A code covering the whole price still leaves a cent to pay (LEAST_CHARGE_CENTS): a top-up is never free.
        const price = priceTopup(amount, request.paymentMethod, schedule, {
          topupFeeReductionBasisPoints: rule.topupFeeReductionBasisPoints,
          promoDiscountCents: promo?.discountCents ?? 0,
        });
        return { price, level: price.topupFeeReductionCents > 0 ? rule.level : null };
      });
      const plan = planOf(operator, amount);
      const perLevel = (of: (price: Price) => number) => byLevel.map(({ price }) => of(price));
      const { rows } = await db.$client.query(insertQuote, [
        randomUUID(),
        actor.user.id,
        request.countryIso,
        operator.id,
        operator.name,
        recipient,
        amount,
        operator.fxRate,
        localAmountOf(amount, operator.fxRate),
        operator.localCurrency,
        perLevel((price) => price.topupFeeCents),
        perLevel((price) => price.topupFeeReductionCents),
        byLevel.map(({ level }) => level),
        perLevel((price) => price.walletFeeCents),
        perLevel((price) => price.paypalFeeCents),
        perLevel((price) => price.totalCents),
        perLevel((price) => price.walletChargeCents),
        request.paymentMethod,
        promo?.promotionId ?? null,
        promo?.code ?? null,
        perLevel((price) => price.promoDiscountCents),
        request.textRecipient ?? false,
        recipientMessage,
        plan.productKind,
        plan.planDescription,
        new Date(Date.now() + validMinutes * 60_000),
      ]);
      return presentQuote(store.quoteOf(rows[0]!));
    },

    /** One's own quote, read back (the web holds a quote by its id, not a copy); another person's is 404. */
    async getQuote(actor: Actor, id: string): Promise<Quote> {
      const [row] = await db
        .select()
        .from(topupQuotes)
        .where(and(eq(topupQuotes.id, id), eq(topupQuotes.userId, actor.user.id)))
        .limit(1);
      if (!row) throw new AppError('NOT_FOUND', 'No such price quote.');
      return presentQuote(row);
    },
  };
}

function presentQuote(row: store.QuoteRow): Quote {
  return {
    id: row.id,
    countryIso: row.countryIso,
    operatorId: row.operatorId,
    operatorName: row.operatorName,
    recipientNumber: row.recipientNumber,
    amountCents: row.amountCents,
    fxRate: row.fxRate,
    localAmount: row.localAmount,
    localCurrency: row.localCurrency,
    topupFeeCents: row.topupFeeCents,
    topupFeeReductionCents: row.topupFeeReductionCents,
    loyaltyLevel: row.loyaltyLevel as LoyaltyLevel | null,
    walletFeeCents: row.walletFeeCents,
    paypalFeeCents: row.paypalFeeCents,
    totalCents: row.totalCents,
    paymentMethod: row.paymentMethod,
    promoCode: row.promoCode,
    promoDiscountCents: row.promoDiscountCents,
    textRecipient: row.textRecipient,
    recipientMessage: row.recipientMessage,
    productKind: row.productKind,
    planDescription: row.planDescription,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * The sender's line for the recipient's text (ADR 0068), or null for none: only when the recipient is texted, never
 * with a PIN (its text carries the code and how to load it), and within the room the recipient's text leaves, which
 * is written here exactly as it will be sent (the sender's first name, the local amount or plan, the language).
 */
function checkedRecipientMessage(
  actor: Actor,
  request: { countryIso: string; textRecipient?: boolean; recipientMessage?: string },
  operator: Parameters<typeof planOf>[0] & { fxRate: string; localCurrency: string },
  amountCents: number,
): string | null {
  const message = request.recipientMessage ?? '';
  if (!message) return null;
  const plan = planOf(operator, amountCents);
  if (!request.textRecipient || plan.productKind === 'pin')
    throw new AppError('VALIDATION_FAILED', 'A message travels only in the recipient’s text, which a PIN does not take.', {
      recipientMessage: 'validation.messageNotTexted',
    });
  const rest = recipientSmsText(
    recipientLanguage(request.countryIso),
    actor.user.firstName.trim() || 'Kredi',
    {
      productKind: plan.productKind,
      planDescription: plan.planDescription,
      localAmount: localAmountOf(amountCents, operator.fxRate),
      localCurrency: operator.localCurrency,
    },
    null,
  )!;
  if (!recipientMessageFits(rest, message))
    throw new AppError('VALIDATION_FAILED', 'This message would not fit the recipient’s text.', {
      recipientMessage: 'validation.messageTooLong',
    });
  return message;
}
