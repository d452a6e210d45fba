/** What other features may use from top-ups: the recent transactions and how one is shown. Everything else here is private. */
export { formatPhone } from './format';
export { statusPath } from './history-format';
export { TopupDate } from './HistoryParts';
export { StatusBadge } from './StatusBadge';
export { useTransactions, type HistoryTransaction } from './topups-api';
export { carryPromoCode } from './send-draft';
// A request for credit opened by a signed-in person (ADR 0067): the send screen filled in from it.
export { startCreditRequestDraft } from './credit-request-draft';
// For baskets (several top-ups, one payment): the catalogue, saved recipients and the parts of the send screen.
export { callingPrefix, countryName, exampleNumber, nationalNumber } from './format';
export { ChoiceButton, CountryBadge, Notice, Row, Rows } from './parts';
// A basket's people: what each recipient receives, at what rate, and why one failed, as the single send says it.
export { formatDecimal, formatLocalAmount } from './format';
export { failureMessage } from './send-errors';
export { topupKeys, topupsApi, useCountries, useOperators, useRecipients } from './topups-api';
// The number field's help (ADR 0068): pasted numbers cleaned, another country's number offered its country, the contact picker.
export { ContactPickerButton, fieldText, useOtherCountry, WrongCountryOffer } from './number-help';
