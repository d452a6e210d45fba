/**
 * The sandbox chooses what happens to a top-up by the last two digits of the recipient's national number,
 * as other aggregators' sandboxes do. README.md beside this file shows the same table.
 */
export type Outcome =
  | 'success'
  | 'processing-success'
  | 'processing-refund'
  | 'cannot-process'
  | 'invalid-number'
  | 'operator-unavailable'
  | 'timeout'
  | 'duplicate'
  | 'insufficient-balance';

export interface OutcomeRow {
  from: number;
  to: number;
  outcome: Outcome;
  summary: string;
}

export const OUTCOME_TABLE: readonly OutcomeRow[] = [
  { from: 0, to: 79, outcome: 'success', summary: 'SUCCESSFUL at once (async: PROCESSING, then SUCCESSFUL)' },
  { from: 80, to: 84, outcome: 'processing-success', summary: 'PROCESSING, then SUCCESSFUL after the pending delay' },
  {
    from: 85,
    to: 87,
    outcome: 'processing-refund',
    summary: 'PROCESSING, then FAILED and refunded: the status call answers REFUNDED with transaction null',
  },
  { from: 88, to: 89, outcome: 'cannot-process', summary: '400 TRANSACTION_CANNOT_BE_PROCESSED_AT_THE_MOMENT, nothing recorded' },
  { from: 90, to: 92, outcome: 'invalid-number', summary: '400 INVALID_RECIPIENT_PHONE, nothing recorded' },
  { from: 93, to: 94, outcome: 'operator-unavailable', summary: '400 OPERATOR_UNAVAILABLE_OR_CURRENTLY_INACTIVE, nothing recorded' },
  {
    from: 95,
    to: 96,
    outcome: 'timeout',
    summary: 'recorded SUCCESSFUL, but the answer is held for the hang time (the client times out); find it by customIdentifier',
  },
  {
    from: 97,
    to: 97,
    outcome: 'duplicate',
    summary: 'recorded SUCCESSFUL, answered 400 CUSTOM_IDENTIFIER_ALREADY_USED (as when a retry follows an attempt that went through)',
  },
  { from: 98, to: 99, outcome: 'insufficient-balance', summary: '400 INSUFFICIENT_BALANCE, nothing recorded' },
];

export function outcomeFor(nationalNumber: string): Outcome {
  const lastDigits = Number(nationalNumber.slice(-2));
  return OUTCOME_TABLE.find((row) => lastDigits >= row.from && lastDigits <= row.to)?.outcome ?? 'success';
}

export function digitsLabel(row: OutcomeRow): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return row.from === row.to ? `…${pad(row.from)}` : `…${pad(row.from)}–…${pad(row.to)}`;
}
