import { DrizzleQueryError } from 'drizzle-orm/errors';
import { APIError } from 'better-auth/api';
import { DatabaseError } from 'pg';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { TopupUnreachableError } from '../integrations/topup-provider/errors';
import { DatabaseUnavailableError } from './connect';
import { isDatabaseUnavailable, outsideServiceOf } from './unavailable';

/** An error as node-postgres makes it from the server's ErrorResponse. */
const sqlError = (code: string, message = 'from the server') => Object.assign(new DatabaseError(message, 100, 'error'), { code });
/** A socket error as Node makes it. */
const socketError = (code: string, port = 5432) =>
  Object.assign(new Error(`connect ${code} 127.0.0.1:${port}`), { code, syscall: 'connect', address: '127.0.0.1', port });
/** A fetch to another service that could not connect, as undici says it. */
const fetchFailure = (code: string, port: number) => new TypeError('fetch failed', { cause: socketError(code, port) });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', socketError('ECONNREFUSED')],
    ['connection reset', socketError('ECONNRESET')],
    ['timed out', socketError('ETIMEDOUT')],
    ['host not found', socketError('ENOTFOUND')],
    ['admin shutdown (a restart, pg_terminate_backend)', sqlError('57P01', 'terminating connection due to administrator command')],
    ['crash shutdown', sqlError('57P02')],
    ['cannot connect now (starting up, shutting down)', sqlError('57P03', 'the database system is shutting down')],
    ['too many connections', sqlError('53300')],
    ['connection failure (class 08)', sqlError('08006')],
    ['connection does not exist (class 08)', sqlError('08003')],
    ["pg's lost connection", new Error('Connection terminated unexpectedly')],
    ["pg's connect timeout", new Error('Connection terminated due to connection timeout')],
    ["pg-pool's wait for a connection", new Error('timeout exceeded when trying to connect')],
    ['a broken client used again', new Error('Client has encountered a connection error and is not queryable')],
  ])('says yes for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('sees through the wrapping of drizzle, better-auth and AggregateError', () => {
    const drizzle = new DrizzleQueryError('select 1', [], sqlError('57P01'));
    expect(isDatabaseUnavailable(drizzle)).toBe(true);
    expect(
      isDatabaseUnavailable(
        APIError.from('INTERNAL_SERVER_ERROR', { code: 'FAILED_TO_GET_SESSION', message: 'Failed to get session' }, { cause: drizzle }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('wrapped'), { cause: drizzle }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')]))).toBe(true);
  });

  it.each([
    ['a unique violation', sqlError('23505', 'duplicate key value violates unique constraint')],
    ['a check violation (an overdraft refused)', sqlError('23514')],
    ['a syntax error (our bug)', sqlError('42601')],
    ['a serialization failure (retried by the ledger)', sqlError('40001')],
    ['a query cancelled by statement_timeout', sqlError('57014')],
    ['an error of ours', new AppError('NOT_FOUND', 'No such top-up.')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing at all', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('says no for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('says yes for DatabaseUnavailableError (connecting at start-up failed)', () => {
    expect(isDatabaseUnavailable(new DatabaseUnavailableError('Cannot reach PostgreSQL'))).toBe(true);
  });

  it("says no for another service out of reach: a fetch's ECONNREFUSED is not the database's", () => {
    const aggregatorDown = fetchFailure('ECONNREFUSED', 4010);
    expect(isDatabaseUnavailable(aggregatorDown)).toBe(false);
    expect(isDatabaseUnavailable(fetchFailure('ETIMEDOUT', 443))).toBe(false);
    expect(
      isDatabaseUnavailable(
        new TopupUnreachableError('Reloadly GET /operators failed: connection refused', false, { cause: aggregatorDown }),
      ),
    ).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('catalogue sync failed'), { cause: aggregatorDown }))).toBe(false);
    // The database's own refusal, next to it, still is an outage.
    expect(isDatabaseUnavailable(socketError('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], socketError('ECONNREFUSED') as Error))).toBe(true);
  });

  it('names the service a failed run could not reach, for the log', () => {
    expect(outsideServiceOf(fetchFailure('ECONNREFUSED', 4010))).toEqual({
      service: 'an outside service at 127.0.0.1:4010 could not be reached: ECONNREFUSED',
    });
    const wrapped = new TopupUnreachableError('Reloadly GET /operators failed: connection refused', false, {
      cause: fetchFailure('ECONNREFUSED', 4010),
    });
    expect(outsideServiceOf(Object.assign(new Error('sync'), { cause: wrapped }))).toEqual({
      service: 'Reloadly GET /operators failed: connection refused',
    });
    expect(outsideServiceOf(new Error('a plain bug'))).toEqual({});
  });

  it('does not loop on an error that causes itself', () => {
    const error: Error & { cause?: unknown } = new Error('odd');
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
