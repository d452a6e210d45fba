/**
 * The person's row read inside another feature's statement (ADR 0072). Identity owns `users`; a feature that
 * needs one of its columns in a statement of its own (one that locks its rows, runs in a pass's transaction or
 * pages a staff list) embeds these scalar sub-selects instead of naming the table. `userId` is an SQL
 * expression of the caller's statement (a column such as `o.user_id`, or a `$n` parameter), never a value.
 */

/** The columns of `users` other features may read this way. */
export type PersonColumn = 'email' | 'time_zone' | 'first_name' | 'last_name' | 'deleted_at' | 'referral_code';

/** `(select <column> of the person whose id is userId)`: null when there is no such person, as a left join gives. */
export const personColumnSql = (column: PersonColumn, userId: string): string =>
  `(select person_row.${column} from users person_row where person_row.id = ${userId})`;

/** The ids of the people whose email is `email` (an SQL expression), compared without case. */
export const peopleWithEmailSql = (email: string): string =>
  `(select person_row.id from users person_row where lower(person_row.email) = lower(${email}))`;
