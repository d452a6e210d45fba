import { describe, expect, it } from 'vitest';
import { queryKindOf } from './query-kind';

describe('queryKindOf', () => {
  it('names the verb and the first table, quoted or not', () => {
    expect(queryKindOf('select "id", "name" from "topup_operators" where "id" = $1')).toEqual({
      statement: 'select',
      table: 'topup_operators',
    });
    expect(queryKindOf('insert into ledger_transfers (id) values ($1)')).toEqual({ statement: 'insert', table: 'ledger_transfers' });
    expect(queryKindOf('  update topup_orders set state = $2')).toEqual({ statement: 'update', table: 'topup_orders' });
    expect(queryKindOf('with due as (select id from notification_outbox) update x')).toEqual({
      statement: 'with',
      table: 'notification_outbox',
    });
  });

  it('keeps labels bounded: transaction control has no table, anything else is "other"', () => {
    expect(queryKindOf('begin')).toEqual({ statement: 'begin', table: 'none' });
    expect(queryKindOf('COMMIT')).toEqual({ statement: 'commit', table: 'none' });
    expect(queryKindOf('SET search_path TO public')).toEqual({ statement: 'other', table: 'none' });
  });
});
