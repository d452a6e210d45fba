import type { ScheduleFrequency } from '../../../shared/schedules';
import type { PaymentMethod } from '../../../shared/api/topups';

/** The four steps of /send-topup, in order. The current one is in the address (`?step=`), so Back works. */
export const STEPS = ['country', 'recipient', 'amount', 'payment'] as const;
export type Step = (typeof STEPS)[number];

export const isStep = (value: string | null): value is Step => (STEPS as readonly string[]).includes(value ?? '');

/** What the person has chosen so far. */
export interface SendDraft {
  countryIso: string | null;
  /** The number as typed (local or international form). */
  number: string;
  operatorId: number | null;
  /** Chosen by hand: a later detection does not replace it. */
  operatorPicked: boolean;
  amountCents: number | null;
  /** The free amount field's text (RANGE operators). */
  amountText: string;
  paymentMethod: PaymentMethod;
  /** With PayPal, by debit or credit card on PayPal's guest checkout (ADR 0069). */
  payByCard?: boolean;
  /** A promo code to apply on the quote; '' for none. */
  promoCode: string;
  /** A request for credit this top-up answers (ADR 0067): its token goes with the send; who asked shows above the steps. */
  creditRequest?: { token: string; name: string; message: string } | null;
  /** Text the recipient when it is delivered: on by default, every recipient being a mobile number. */
  textRecipient: boolean;
  /** The sender's short line in the recipient's text (ADR 0068); '' for none. */
  recipientMessage: string;
  /** "Repeat this top-up automatically" (wallet only): set up once the send succeeds; null when off. */
  repeat: { frequency: ScheduleFrequency; runDay: number } | null;
}

export const emptyDraft = (countryIso: string | null = null): SendDraft => ({
  countryIso,
  number: '',
  operatorId: null,
  operatorPicked: false,
  amountCents: null,
  amountText: '',
  paymentMethod: 'wallet',
  promoCode: carriedPromoCode(),
  textRecipient: true,
  recipientMessage: '',
  repeat: null,
});

/** The first step that still lacks something, so a step is never shown without what it builds on. */
function firstIncompleteStep(draft: SendDraft): Step {
  if (!draft.countryIso) return 'country';
  if (!draft.number.trim() || draft.operatorId === null) return 'recipient';
  if (draft.amountCents === null) return 'amount';
  return 'payment';
}

/** The step to show: the one asked for, unless an earlier one is incomplete. */
export function reachableStep(asked: Step, draft: SendDraft): Step {
  const missing = firstIncompleteStep(draft);
  return STEPS.indexOf(asked) <= STEPS.indexOf(missing) ? asked : missing;
}

const DRAFT_KEY = 'kredi.sendTopup.draft';
/** A promo code chosen on /promotions ("Use this code"), kept for the next top-up, even one started afresh. */
const PROMO_KEY = 'kredi.sendTopup.promoCode';

function carriedPromoCode(): string {
  try {
    return window.sessionStorage.getItem(PROMO_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Keeps `code` for the next top-up of this tab ('' forgets it). */
export function carryPromoCode(code: string): void {
  try {
    if (code) window.sessionStorage.setItem(PROMO_KEY, code);
    else window.sessionStorage.removeItem(PROMO_KEY);
  } catch {
    // storage disabled: the code is typed on the payment step instead
  }
}

/**
 * The draft survives going back and forth (to the payment summary and back, a reload) for this tab only:
 * sessionStorage, never localStorage, and nothing secret in it.
 */
export function loadDraft(): SendDraft | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SendDraft>;
    return { ...emptyDraft(), ...value };
  } catch {
    return null;
  }
}

export function saveDraft(draft: SendDraft): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // storage disabled: the draft lasts while the page is open
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
    window.sessionStorage.removeItem(PROMO_KEY);
  } catch {
    // nothing to clear
  }
}
