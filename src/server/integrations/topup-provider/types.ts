import type { HttpExchange } from '../http-exchange.js';

/**
 * What the top-up provider adapter gives the rest of Kredi: Reloadly's answers normalised. USD amounts are
 * integer cents; FX rates, local amounts and Reloadly's own bookkeeping (discounts) are decimal strings.
 */
export interface TopupProviderOptions {
  /** https://topups.reloadly.com (or the sandbox's TOPUP_API_URL). */
  apiUrl: string;
  /** https://auth.reloadly.com (TOPUP_AUTH_URL). */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  /** The API URL, as Reloadly wants it in the token request (TOPUP_AUDIENCE). */
  audience: string;
  /** Per request. Default 30 s: past it a top-up's outcome is unknown. */
  timeoutMs?: number;
  /** How requests leave (configured.ts: undici's, observed); default one of its own, closed by `close`. */
  exchange?: HttpExchange;
  now?: () => number;
}

/** The provider as made: `close` lets in-flight calls end, then closes the connections it opened. */
export interface ClosableTopupProvider extends TopupProvider {
  close(): Promise<void>;
}

export interface ProviderCountry {
  isoName: string;
  name: string;
  currencyCode: string;
  currencyName: string;
  currencySymbol: string;
  flagUrl: string;
  /** `+509`; NANP members by area code: `+1876`. */
  callingCodes: string[];
}

export interface ProviderOperator {
  operatorId: number;
  name: string;
  countryIso: string;
  countryName: string;
  bundle: boolean;
  data: boolean;
  pin: boolean;
  supportsLocalAmounts: boolean;
  denominationType: 'FIXED' | 'RANGE';
  senderCurrency: string;
  destinationCurrency: string;
  /** Local currency per unit of the sender currency, e.g. "130.85". */
  fxRate: string;
  /** RANGE operators: the limits in USD cents (rounded inwards), else null. */
  minAmountCents: number | null;
  maxAmountCents: number | null;
  localMinAmount: string | null;
  localMaxAmount: string | null;
  /** FIXED operators: the denominations in USD cents and what each delivers. */
  fixedAmountsCents: number[];
  localFixedAmounts: string[];
  /** Per denomination, e.g. "1 GB data, 7 days" (empty strings when Reloadly gives none). */
  fixedAmountDescriptions: string[];
  suggestedAmountsCents: number[];
  mostPopularAmountCents: number | null;
  /** Percentages, e.g. "4.42". */
  commission: string | null;
  internationalDiscount: string | null;
  logoUrls: string[];
}

export interface OperatorPage {
  operators: ProviderOperator[];
  /** 1-based, as requested. */
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  last: boolean;
}

export interface OperatorQuery {
  page?: number;
  size?: number;
  includeData?: boolean;
  includeBundles?: boolean;
}

export interface FxQuote {
  operatorId: number;
  operatorName: string;
  amountCents: number;
  /** What the recipient gets for `amountCents`, in `currencyCode`. */
  localAmount: string;
  currencyCode: string;
  /** localAmount ÷ amount, six decimals. */
  rate: string;
}

/** An operator's promotion as Reloadly publishes it, its texts made plain (no markup). */
export interface ProviderPromotion {
  promotionId: number;
  operatorId: number;
  /** Reloadly's title: the operator and the period, e.g. "Digicel Haiti From 21 Nov 2026 00:00 To …". */
  title: string;
  /** The offer in a few words, e.g. "Bonus 2x"; null when Reloadly gives none. */
  title2: string | null;
  description: string;
  /** ISO 8601, UTC. */
  startsAt: string;
  endsAt: string;
  /** Reloadly's words for the amounts it applies to, e.g. "USD 5 and up". */
  denominations: string | null;
  localDenominations: string | null;
}

export interface AccountBalance {
  balance: string;
  currencyCode: string;
  updatedAt: string | null;
}

interface PhoneInput {
  /** ISO 3166 alpha-2, e.g. HT. */
  countryCode: string;
  /** Digits with or without the calling code. */
  number: string;
}

export interface SendTopupInput {
  operatorId: number;
  /** USD, integer cents. */
  amountCents: number;
  useLocalAmount?: false;
  /** Kredi's order id: unique, persisted before the call. */
  customIdentifier: string;
  recipientPhone: PhoneInput;
  senderPhone?: PhoneInput;
}

type ProviderTopupStatus = 'SUCCESSFUL' | 'PROCESSING' | 'FAILED' | 'REFUNDED';

export interface TopupTransaction {
  transactionId: number;
  status: ProviderTopupStatus | (string & {});
  operatorTransactionId: string | null;
  customIdentifier: string | null;
  recipientPhone: string | null;
  senderPhone: string | null;
  countryCode: string | null;
  operatorId: number | null;
  operatorName: string | null;
  requestedAmountCents: number | null;
  requestedCurrency: string | null;
  discount: string | null;
  discountCurrency: string | null;
  deliveredAmount: string | null;
  deliveredCurrency: string | null;
  /** ISO 8601, UTC (Reloadly writes `2021-12-06 08:13:39`). */
  transactionDate: string | null;
  /** PIN products: the voucher bought; null for airtime and data, or when Reloadly gave no code. */
  pinDetail: ProviderPinDetail | null;
}

/** A PIN's code and the operator's words on using it, as Reloadly gives them (its texts, not ours). */
export interface ProviderPinDetail {
  code: string;
  serial: string | null;
  /** info1, info2, info3 (or the document's single `info`), the empty ones left out. */
  instructions: string[];
  /** A number to call to load it. */
  ivr: string | null;
  validity: string | null;
  value: string | null;
}

export type UnknownReason = 'timeout' | 'processing' | 'duplicate-identifier' | 'network' | 'server-error' | 'unreadable-answer';

/**
 * A top-up's outcome. `failed` only when Reloadly said the top-up was not made (or was refunded);
 * whenever it may have gone through, `unknown`: look it up by customIdentifier, never refund.
 */
export type TopupResult =
  | {
      outcome: 'succeeded';
      transactionId: number;
      operatorTransactionId: string | null;
      deliveredAmount: string | null;
      deliveredCurrency: string | null;
      transaction: TopupTransaction;
    }
  | { outcome: 'failed'; definite: true; errorCode: string; message: string; httpStatus: number | null; status?: 'FAILED' | 'REFUNDED' }
  | { outcome: 'unknown'; reason: UnknownReason; message: string; transactionId: number | null; transaction: TopupTransaction | null };

export interface TopupProvider {
  listCountries(): Promise<ProviderCountry[]>;
  listOperators(query?: OperatorQuery): Promise<OperatorPage>;
  /** Every operator, page after page. */
  allOperators(query?: Omit<OperatorQuery, 'page'>): AsyncIterable<ProviderOperator>;
  operatorsByCountry(countryIso: string): Promise<ProviderOperator[]>;
  /** null when Reloadly has no such operator. */
  getOperator(operatorId: number): Promise<ProviderOperator | null>;
  /** null when Reloadly cannot tell the operator of the number. */
  detectOperator(phone: string, countryIso: string): Promise<ProviderOperator | null>;
  fxRate(operatorId: number, amountUsdCents: number): Promise<FxQuote>;
  accountBalance(): Promise<AccountBalance>;
  /** Never throws for the top-up itself; throws only when no top-up request could be sent (no token). */
  sendTopup(input: SendTopupInput): Promise<TopupResult>;
  /** The current outcome of a transaction, or null when Reloadly does not know the id. */
  topupStatus(transactionId: number): Promise<TopupResult | null>;
  findByCustomIdentifier(customIdentifier: string): Promise<TopupTransaction | null>;
  /** Every transaction made in [start, end] (all statuses), from the transaction report, page after page. */
  transactionsBetween(start: Date, end: Date): Promise<TopupTransaction[]>;
  /** Every promotion Reloadly publishes, page after page, whether on now or not; unreadable ones left out. */
  listPromotions(): Promise<ProviderPromotion[]>;
}
