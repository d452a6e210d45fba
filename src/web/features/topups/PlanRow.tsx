import { useTranslation } from 'react-i18next';
import type { CatalogueOperator } from '../../../shared/api/topups';
import { Row } from './parts';

/** A data or PIN plan's description, in the operator's words, under the amount (nothing for airtime). */
export function PlanRow({ operator, amountCents }: { operator: CatalogueOperator; amountCents: number }) {
  const { t } = useTranslation();
  if (operator.productKind === 'airtime') return null;
  const description = operator.fixedAmountDescriptions[operator.fixedAmountsCents.indexOf(amountCents)]?.trim();
  if (!description) return null;
  return <Row label={t('topups.products.plan')}>{description}</Row>;
}
