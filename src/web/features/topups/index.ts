/** What other features may use from top-ups: the recent transactions and how one is shown. Everything else here is private. */
export { formatPhone } from './format';
export { statusPath } from './history-format';
export { TopupDate } from './HistoryParts';
export { StatusBadge } from './StatusBadge';
export { useTransactions, type HistoryTransaction } from './topups-api';
export { carryPromoCode } from './send-draft';
// For baskets (several top-ups, one payment): the catalogue, saved recipients and the parts of the send screen.
export { callingPrefix, countryName, exampleNumber, nationalNumber } from './format';
export { ChoiceButton, CountryBadge, Notice, Row, Rows } from './parts';
export { topupKeys, topupsApi, useCountries, useOperators, useRecipients } from './topups-api';
