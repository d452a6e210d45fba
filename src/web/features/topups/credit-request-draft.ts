import { amountText } from './AmountStep';
import { nationalNumber } from './format';
import { emptyDraft, saveDraft, type Step } from './send-draft';

/**
 * A request for credit opened by a signed-in person (ADR 0067): the send screen's draft filled in from it
 * (the number, its operator, the amount she suggested) and the step to open. The recipient's own text is off:
 * she is told by the request's text once it is delivered, one SMS rather than two.
 */
export function startCreditRequestDraft(request: {
  token: string;
  name: string;
  message: string;
  countryIso: string;
  phoneNumber: string;
  operatorId: number | null;
  amountCents: number | null;
}): Step {
  saveDraft({
    ...emptyDraft(request.countryIso),
    number: nationalNumber(request.phoneNumber),
    operatorId: request.operatorId,
    operatorPicked: request.operatorId !== null,
    amountCents: request.amountCents,
    amountText: request.amountCents === null ? '' : amountText(request.amountCents),
    textRecipient: false,
    creditRequest: { token: request.token, name: request.name, message: request.message },
  });
  return request.operatorId === null ? 'recipient' : request.amountCents === null ? 'amount' : 'payment';
}
