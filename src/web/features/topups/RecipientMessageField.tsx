import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueOperator } from '../../../shared/api/topups';
import { cleanRecipientMessage, hasLink, messageRoom } from '../../../shared/recipient-message';
import { recipientLanguage, recipientSmsText } from '../../../shared/recipient-sms';
import { useAuth } from '../auth';
import { estimateLocalAmount } from './format';
import type { SendDraft } from './send-draft';

/**
 * "Add a message" under "Text the recipient" (ADR 0068): a short line that travels in the recipient's text. The
 * counter says what room the text leaves, counted on the text as it will be written for them (their language, the
 * sender's first name, what arrived): GSM-7's 160 a message, or 70 once a character outside it (an emoji) is used.
 * The server checks the same room with the same shared code when it prices the top-up.
 */
export function RecipientMessageField({
  draft,
  operator,
  update,
  serverError,
}: {
  draft: SendDraft;
  operator: CatalogueOperator;
  update(patch: Partial<SendDraft>): void;
  serverError?: string;
}) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const id = useId();
  const amountCents = draft.amountCents ?? 0;
  const index = operator.fixedAmountsCents.indexOf(amountCents);
  const plan = operator.productKind === 'airtime' ? null : (operator.fixedAmountDescriptions[index] ?? '').trim() || null;
  const rest =
    recipientSmsText(
      recipientLanguage(draft.countryIso ?? ''),
      user?.firstName.trim() || 'Kredi',
      {
        productKind: operator.productKind,
        planDescription: plan,
        localAmount: estimateLocalAmount(amountCents, operator.fxRate) ?? '0',
        localCurrency: operator.localCurrency,
      },
      null,
    ) ?? '';
  const room = messageRoom(rest, draft.recipientMessage);
  const cleaned = cleanRecipientMessage(draft.recipientMessage);
  const problem = hasLink(cleaned) ? t('validation.messageLink') : room.remaining < 0 ? t('validation.messageTooLong') : serverError;

  return (
    <div className="flex flex-col gap-1.5 pb-4">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {t('topups.recipient.messageLabel')}
      </label>
      <input
        id={id}
        type="text"
        value={draft.recipientMessage}
        onChange={(event) => update({ recipientMessage: event.target.value })}
        placeholder={t('topups.recipient.messagePlaceholder')}
        autoComplete="off"
        enterKeyHint="done"
        maxLength={200}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-count${problem ? ` ${id}-error` : ''}`}
        className={`min-h-12 rounded-xl border bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 focus:outline-blue-600 ${problem ? 'border-red-600' : 'border-slate-300'}`}
        data-testid="recipient-message"
      />
      <p id={`${id}-count`} className="text-sm text-slate-600" data-testid="recipient-message-count">
        {room.remaining >= 0
          ? t('topups.recipient.messageRemaining', { count: room.remaining })
          : t('topups.recipient.messageOver', { count: -room.remaining })}
        {room.segments > 1 ? ` ${t('topups.recipient.messageTwoTexts')}` : ''}
      </p>
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}

/** The person, when the screen runs inside the app's sign-in (a screen test without it counts with "Kredi"). */
function useSignedInUser() {
  try {
    return useAuth().user;
  } catch {
    return null;
  }
}

/** The line as the quote request carries it: only with the recipient's text, never with a PIN; empty is none. */
export function messageForQuote(draft: SendDraft, operator: CatalogueOperator): string | undefined {
  const line = cleanRecipientMessage(draft.recipientMessage);
  return line && draft.textRecipient !== false && operator.productKind !== 'pin' ? line : undefined;
}
