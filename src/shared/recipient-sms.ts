import { localeOf, type Language } from './i18n/languages';
import { formatLocalAmount } from './money';
import { pinLoading, type PinLoading } from './pin-loading';
import { cleanRecipientMessage, withRecipientMessage } from './recipient-message';
import { smsText } from './sms';

/** The recipient's text, by what was sent: airtime (its local amount), a data plan (its name and validity), a PIN. */
export interface RecipientSms {
  airtime: (sender: string, localAmount: string) => string;
  data: (sender: string, plan: string) => string;
  pin: (sender: string, code: string, loading: PinLoading) => string;
}

/**
 * The text a recipient gets when their top-up arrives, in the recipient's country's language. Shared: the server
 * writes it (topups/delivery/notices.ts), the send screen counts what room it leaves for the sender's message (ADR 0068).
 */
export const RECIPIENT_SMS: Record<Language, RecipientSms> = {
  en: {
    airtime: (sender, amount) => `${sender} sent you ${amount} of airtime with Kredi. Enjoy!`,
    data: (sender, plan) => `${sender} sent you a data plan with Kredi: ${plan}. Enjoy!`,
    pin: (sender, code, loading) =>
      `${sender} sent you a PIN with Kredi: ${code}. ${
        !loading
          ? 'Load it as your operator explains.'
          : 'dial' in loading
            ? `To load it, dial ${loading.dial}`
            : `To load it, call ${loading.call} and enter the PIN.`
      }`,
  },

  fr: {
    airtime: (sender, amount) => `${sender} vous a envoyé ${amount} de crédit avec Kredi. Profitez-en !`,
    data: (sender, plan) => `${sender} vous a envoyé un forfait internet avec Kredi : ${plan}. Profitez-en !`,
    pin: (sender, code, loading) =>
      `${sender} vous a envoyé un code PIN avec Kredi : ${code}. ${
        !loading
          ? 'Chargez-le comme votre opérateur l’explique.'
          : 'dial' in loading
            ? `Pour le charger, composez le ${loading.dial}`
            : `Pour le charger, appelez le ${loading.call} et tapez le code.`
      }`,
  },

  es: {
    airtime: (sender, amount) => `${sender} te envió ${amount} de saldo con Kredi. ¡Disfrútalo!`,
    data: (sender, plan) => `${sender} te envió un plan de datos con Kredi: ${plan}. ¡Disfrútalo!`,
    pin: (sender, code, loading) =>
      `${sender} te envió un PIN con Kredi: ${code}. ${
        !loading
          ? 'Cárgalo como indica tu operador.'
          : 'dial' in loading
            ? `Para cargarlo, marca ${loading.dial}`
            : `Para cargarlo, llama al ${loading.call} e ingresa el PIN.`
      }`,
  },

  pt: {
    airtime: (sender, amount) => `${sender} enviou ${amount} de crédito para você com o Kredi. Aproveite!`,
    data: (sender, plan) => `${sender} enviou um plano de dados para você com o Kredi: ${plan}. Aproveite!`,
    pin: (sender, code, loading) =>
      `${sender} enviou um PIN para você com o Kredi: ${code}. ${
        !loading
          ? 'Carregue-o como sua operadora explica.'
          : 'dial' in loading
            ? `Para carregar, disque ${loading.dial}`
            : `Para carregar, ligue para ${loading.call} e digite o PIN.`
      }`,
  },

  ht: {
    airtime: (sender, amount) => `${sender} voye ${amount} kredi sou telefòn ou ak Kredi. Pwofite!`,
    data: (sender, plan) => `${sender} voye yon plan entènèt pou ou ak Kredi: ${plan}. Pwofite!`,
    pin: (sender, code, loading) =>
      `${sender} voye yon kòd PIN pou ou ak Kredi: ${code}. ${
        !loading
          ? 'Mete l jan operatè w la esplike l.'
          : 'dial' in loading
            ? `Pou mete l sou liy ou, konpoze ${loading.dial}`
            : `Pou mete l sou liy ou, rele ${loading.call} epi tape kòd la.`
      }`,
  },
};

/** The language a recipient's text is written in: their country's (Kreyòl for Haiti, Spanish for the Dominican Republic, …). */
const LANGUAGE_OF_COUNTRY: Record<string, Language> = {
  HT: 'ht',
  DO: 'es',
  MX: 'es',
  CO: 'es',
  GT: 'es',
  HN: 'es',
  SV: 'es',
  NI: 'es',
  CR: 'es',
  PA: 'es',
  PE: 'es',
  EC: 'es',
  BO: 'es',
  VE: 'es',
  CU: 'es',
  AR: 'es',
  CL: 'es',
  PY: 'es',
  UY: 'es',
  ES: 'es',
  BR: 'pt',
  PT: 'pt',
  AO: 'pt',
  MZ: 'pt',
  CV: 'pt',
  FR: 'fr',
  SN: 'fr',
  CI: 'fr',
  CM: 'fr',
  ML: 'fr',
  CD: 'fr',
  GP: 'fr',
  MQ: 'fr',
  GF: 'fr',
};
export const recipientLanguage = (countryIso: string): Language => LANGUAGE_OF_COUNTRY[countryIso] ?? 'en';

export interface Arrived {
  productKind: string;
  localAmount: string;
  localCurrency: string;
  planDescription: string | null;
}

/**
 * What the recipient's text says arrived, in `language`: airtime its local amount, a data plan its name and
 * validity (the operator's words), a PIN the code itself and how to load it; then the sender's line, if any. A PIN
 * without its code (not kept: nothing to say) is null.
 */
export function recipientSmsText(
  language: Language,
  sender: string,
  arrived: Arrived,
  pin: { code: string; instructions: readonly string[]; ivr: string | null } | null,
  message: string | null = null,
): string | null {
  const words = RECIPIENT_SMS[language];
  // The sender's line (ADR 0068) on a line of its own, after what arrived; never with a PIN, whose text is long already.
  const line = message ? cleanRecipientMessage(message) : '';
  if (arrived.productKind === 'pin') return pin ? smsText(words.pin(sender, pin.code, pinLoading(pin))) : null;
  if (arrived.productKind === 'data' && arrived.planDescription)
    return smsText(withRecipientMessage(words.data(sender, arrived.planDescription), line || null));
  // As the recipient's language writes amounts ("654,25 HTG" in Kreyòl), its no-break space made plain (GSM-7).
  return smsText(
    withRecipientMessage(
      words.airtime(sender, formatLocalAmount(arrived.localAmount, arrived.localCurrency, localeOf(language))),
      line || null,
    ),
  );
}
