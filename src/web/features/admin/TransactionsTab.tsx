import { useSearchParams } from 'react-router';
import { TransactionsList } from './transactions-list';
import { ReconciliationSection } from './transactions-reconciliation';
import { TopupPage } from './transactions-topup';

/**
 * The Transactions tab (docs/product-rules.md#admin-transactions, ADR 0032): every top-up and funding, filtered and exported; a top-up's
 * page (`?tab=transactions&topup=<id>`, so it can be linked and survives a reload) with its timeline and
 * the staff's decisions; and reconciliation with the aggregator and PayPal.
 */
export default function TransactionsTab() {
  const [params, setParams] = useSearchParams();
  const topupId = params.get('topup');
  const open = (id: string) => setParams({ tab: 'transactions', topup: id });
  if (topupId) return <TopupPage id={topupId} onBack={() => setParams({ tab: 'transactions' })} />;
  return (
    <div className="flex flex-col gap-10">
      <TransactionsList onOpen={open} />
      <ReconciliationSection onOpen={open} />
    </div>
  );
}
