-- Guards of the ledger that Drizzle's schema cannot express (DESIGN.md §3). Only src/server/ledger/ writes
-- these tables; these triggers make the database refuse what the ledger code must never do anyway.

-- Transfers are append-only: a mistake is corrected by a new transfer, never by editing history.
CREATE FUNCTION ledger_transfers_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_transfers is append-only: % refused (corrections are new transfers)', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_append_only
  BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate
  BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_append_only();
--> statement-breakpoint

-- Accounts are never deleted (a wallet outlives the deletion of its person), and what an account is
-- (its id, kind, owner and overdraft rule) never changes: only its counters move.
CREATE FUNCTION ledger_accounts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.id IS DISTINCT FROM OLD.id OR NEW.kind IS DISTINCT FROM OLD.kind
       OR NEW.user_id IS DISTINCT FROM OLD.user_id
       OR NEW.debits_must_not_exceed_credits IS DISTINCT FROM OLD.debits_must_not_exceed_credits
       OR NEW.created_at IS DISTINCT FROM OLD.created_at THEN
      RAISE EXCEPTION 'ledger_accounts: only the counters of an account may change'
        USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'ledger_accounts: % refused (accounts are kept for the money records)', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_guard
  BEFORE UPDATE OR DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_guard();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_truncate
  BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_accounts_guard();
--> statement-breakpoint

-- A post_pending/void_pending resolves a transfer of kind 'pending', between the same two accounts, for
-- exactly its amount (the unique pending_id already makes it resolve at most once).
CREATE FUNCTION ledger_transfers_resolution_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p ledger_transfers%ROWTYPE;
BEGIN
  SELECT * INTO p FROM ledger_transfers WHERE id = NEW.pending_id;
  IF NOT FOUND OR p.kind <> 'pending' OR p.debit_account_id <> NEW.debit_account_id
     OR p.credit_account_id <> NEW.credit_account_id OR p.amount_cents <> NEW.amount_cents THEN
    RAISE EXCEPTION 'ledger_transfers: % must resolve a pending transfer with the same accounts and amount', NEW.id
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_resolution_check
  BEFORE INSERT ON ledger_transfers
  FOR EACH ROW WHEN (NEW.pending_id IS NOT NULL) EXECUTE FUNCTION ledger_transfers_resolution_check();
