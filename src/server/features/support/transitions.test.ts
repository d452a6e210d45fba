import { describe, expect, it } from 'vitest';
import { TICKET_STATUSES } from '../../../shared/api/support';
import { staffAnswers, staffMoves, userAnswers, userCloses } from './transitions';

describe('ticket status transitions', () => {
  it('lets the person close any ticket not closed yet', () => {
    expect(userCloses('open')).toEqual({ status: 'closed' });
    expect(userCloses('in_progress')).toEqual({ status: 'closed' });
    expect(userCloses('resolved')).toEqual({ status: 'closed' });
    expect(userCloses('closed')).toEqual({ refused: 'This ticket is already closed.' });
  });

  it('reopens a resolved ticket when the person answers it, and refuses answers on a closed one', () => {
    expect(userAnswers('resolved')).toEqual({ status: 'open' });
    expect(userAnswers('in_progress')).toEqual({ status: 'in_progress' });
    expect(userAnswers('open')).toEqual({ status: 'open' });
    expect(userAnswers('closed')).toHaveProperty('refused');
  });

  it('puts an open ticket in progress when staff answer it', () => {
    expect(staffAnswers('open')).toEqual({ status: 'in_progress' });
    expect(staffAnswers('resolved')).toEqual({ status: 'resolved' });
    expect(staffAnswers('closed')).toHaveProperty('refused');
  });

  it('moves staff along open ↔ in_progress → resolved → closed, and nowhere else', () => {
    const allowed = TICKET_STATUSES.flatMap((from) =>
      TICKET_STATUSES.filter((to) => 'status' in staffMoves(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'open→in_progress',
      'open→resolved',
      'open→closed',
      'in_progress→open',
      'in_progress→resolved',
      'in_progress→closed',
      'resolved→in_progress',
      'resolved→closed',
    ]);
    expect(staffMoves('closed', 'open')).toEqual({ refused: 'A closed ticket cannot change status.' });
    expect(staffMoves('resolved', 'open')).toEqual({
      refused: 'A resolved ticket cannot move to open; it can move to: in_progress, closed.',
    });
  });
});
