import { fail, PayPalFailure, type Issue } from './errors.js';
import { readAmount, SUPPORTED_CURRENCIES, type AmountProblem } from './money.js';
import type { NewOrder } from './store.js';

/**
 * Validates a create-order body as PayPal does (the rules of `order_request` in the Orders v2 document
 * that matter for a one-unit CAPTURE order) and reads it into a NewOrder. Errors name the field with
 * PayPal's JSON-pointer-like paths, e.g. `/purchase_units/@reference_id=='default'/amount/value`.
 */
type Json = Record<string, unknown>;

const AMOUNT_ISSUES: Record<AmountProblem, { status: 400 | 422; issue: Issue }> = {
  syntax: { status: 400, issue: 'INVALID_PARAMETER_SYNTAX' },
  precision: { status: 422, issue: 'DECIMAL_PRECISION' },
  'not-positive': { status: 422, issue: 'CANNOT_BE_ZERO_OR_NEGATIVE' },
  'too-large': { status: 422, issue: 'MAX_VALUE_EXCEEDED' },
};

export function readOrderRequest(body: unknown): NewOrder {
  if (!isObject(body)) throw fail(400, 'MALFORMED_REQUEST_JSON', { location: 'body' });
  const intent = body.intent;
  if (intent === undefined) throw missing('/intent');
  if (intent === 'AUTHORIZE') throw fail(400, 'NOT_SUPPORTED', { field: '/intent', value: 'AUTHORIZE', location: 'body' });
  if (intent !== 'CAPTURE') throw invalid('/intent', 'INVALID_PARAMETER_VALUE', intent);

  const units = body.purchase_units;
  if (units === undefined) throw missing('/purchase_units');
  if (!Array.isArray(units)) throw invalid('/purchase_units', 'INVALID_PARAMETER_SYNTAX', units);
  if (units.length === 0) throw invalid('/purchase_units', 'INVALID_ARRAY_MIN_ITEMS');
  if (units.length > 1) throw invalid('/purchase_units', 'NOT_SUPPORTED'); // the sandbox takes one unit
  const unit = units[0];
  if (!isObject(unit)) throw invalid('/purchase_units/0', 'INVALID_PARAMETER_SYNTAX');

  const referenceId = optionalString(unit, 'reference_id', `/purchase_units/0/reference_id`, 256) ?? 'default';
  const at = `/purchase_units/@reference_id=='${referenceId}'`;
  const amount = unit.amount;
  if (amount === undefined) throw missing(`${at}/amount`);
  if (!isObject(amount)) throw invalid(`${at}/amount`, 'INVALID_PARAMETER_SYNTAX');
  if (amount.currency_code === undefined) throw missing(`${at}/amount/currency_code`);
  if (typeof amount.currency_code !== 'string' || !SUPPORTED_CURRENCIES.has(amount.currency_code)) {
    throw new PayPalFailure(422, [
      { issue: 'INVALID_CURRENCY_CODE', field: `${at}/amount/currency_code`, value: String(amount.currency_code), location: 'body' },
    ]);
  }
  if (amount.value === undefined) throw missing(`${at}/amount/value`);
  const value = readAmount(amount.value);
  if ('problem' in value) {
    const { status, issue } = AMOUNT_ISSUES[value.problem];
    throw new PayPalFailure(status, [{ issue, field: `${at}/amount/value`, value: String(amount.value), location: 'body' }]);
  }

  const experience = readExperienceContext(body.payment_source);
  return {
    amountCents: value.cents,
    currency: amount.currency_code,
    referenceId,
    customId: optionalString(unit, 'custom_id', `${at}/custom_id`, 127),
    invoiceId: optionalString(unit, 'invoice_id', `${at}/invoice_id`, 127),
    description: optionalString(unit, 'description', `${at}/description`, 127),
    withPaymentSource: experience !== null,
    returnUrl: experience?.returnUrl,
    cancelUrl: experience?.cancelUrl,
    ...(experience?.landingPage ? { landingPage: experience.landingPage } : {}),
  };
}

const LANDING_PAGES = ['LOGIN', 'GUEST_CHECKOUT', 'NO_PREFERENCE'] as const;

function readExperienceContext(
  source: unknown,
): { returnUrl?: string; cancelUrl?: string; landingPage?: (typeof LANDING_PAGES)[number] } | null {
  if (source === undefined) return null;
  if (!isObject(source)) throw invalid('/payment_source', 'INVALID_PARAMETER_SYNTAX');
  if (!isObject(source.paypal)) throw invalid('/payment_source', 'NOT_SUPPORTED'); // only the PayPal wallet here
  const context = source.paypal.experience_context;
  if (context === undefined) return {};
  if (!isObject(context)) throw invalid('/payment_source/paypal/experience_context', 'INVALID_PARAMETER_SYNTAX');
  const base = '/payment_source/paypal/experience_context';
  if (context.user_action !== undefined && context.user_action !== 'PAY_NOW' && context.user_action !== 'CONTINUE') {
    throw invalid(`${base}/user_action`, 'INVALID_PARAMETER_VALUE', context.user_action);
  }
  const shipping = context.shipping_preference;
  if (shipping !== undefined && !['GET_FROM_FILE', 'NO_SHIPPING', 'SET_PROVIDED_ADDRESS'].includes(String(shipping))) {
    throw invalid(`${base}/shipping_preference`, 'INVALID_PARAMETER_VALUE', shipping);
  }
  const landing = context.landing_page;
  if (landing !== undefined && !LANDING_PAGES.includes(landing as (typeof LANDING_PAGES)[number])) {
    throw invalid(`${base}/landing_page`, 'INVALID_PARAMETER_VALUE', landing);
  }
  return {
    returnUrl: optionalUrl(context, 'return_url', `${base}/return_url`),
    cancelUrl: optionalUrl(context, 'cancel_url', `${base}/cancel_url`),
    ...(landing === undefined ? {} : { landingPage: landing as (typeof LANDING_PAGES)[number] }),
  };
}

function optionalString(object: Json, key: string, field: string, maxLength: number): string | undefined {
  const value = object[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(field, 'INVALID_PARAMETER_SYNTAX', value);
  if (value.length < 1 || value.length > maxLength) throw invalid(field, 'INVALID_STRING_LENGTH', value);
  return value;
}

function optionalUrl(object: Json, key: string, field: string): string | undefined {
  const value = object[key];
  if (value === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = typeof value === 'string' ? new URL(value) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw invalid(field, 'INVALID_PARAMETER_SYNTAX', value);
  return value as string;
}

function missing(field: string): PayPalFailure {
  return fail(400, 'MISSING_REQUIRED_PARAMETER', { field, location: 'body' });
}

function invalid(field: string, issue: Issue, value?: unknown): PayPalFailure {
  return fail(400, issue, {
    field,
    ...(value === undefined ? {} : { value: typeof value === 'string' ? value : JSON.stringify(value) }),
    location: 'body',
  });
}

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
