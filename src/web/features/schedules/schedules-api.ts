import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Schedule, ScheduleCreateRequest, SchedulesResponse, ScheduleUpdateRequest } from '../../../shared/api/schedules';
import type { ScheduleFrequency } from '../../../shared/schedules';
import { ApiError, request } from '../../lib/api';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { formatCalendarDay, formatWeekday } from '../../../shared/dates';

const scheduleKeys = { list: ['schedules'] as const };

const enc = encodeURIComponent;
type Answer = { schedule: Schedule };

/** The automatic top-up calls (src/server/features/schedules/routes.ts). */
const schedulesApi = {
  list: () => request<SchedulesResponse>('/api/schedules'),
  create: (input: ScheduleCreateRequest, idempotencyKey: string) =>
    request<Answer>('/api/schedules', { method: 'POST', body: input, headers: { 'idempotency-key': idempotencyKey } }),
  update: (id: string, input: ScheduleUpdateRequest) => request<Answer>(`/api/schedules/${enc(id)}`, { method: 'PUT', body: input }),
  pause: (id: string) => request<Answer>(`/api/schedules/${enc(id)}/pause`, { method: 'POST', body: {} }),
  resume: (id: string) => request<Answer>(`/api/schedules/${enc(id)}/resume`, { method: 'POST', body: {} }),
  cancel: (id: string) => request<Answer>(`/api/schedules/${enc(id)}`, { method: 'DELETE' }),
  confirm: (id: string, runOn: string) =>
    request<Answer>(`/api/schedules/${enc(id)}/runs/${enc(runOn)}/confirm`, { method: 'POST', body: {} }),
};

export function useSchedules() {
  return useQuery({ queryKey: scheduleKeys.list, queryFn: schedulesApi.list });
}

/** One change to a schedule; the list is read again after it. */
export function useScheduleAction<A>(run: (args: A) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: scheduleKeys.list }) });
}

/**
 * Sets one up and has the list read again (the send screen's "repeat", once the send succeeded), keyed by
 * that send (`idempotencyKey`), so the same send never sets up two. The list is read again even on an
 * error: a dropped answer may still have set it up.
 */
export function createSchedule(input: ScheduleCreateRequest, idempotencyKey: string, client: QueryClient): Promise<Answer> {
  return schedulesApi.create(input, idempotencyKey).finally(() => void client.invalidateQueries({ queryKey: scheduleKeys.list }));
}

/**
 * "Set it up" on a form: one Idempotency-Key per press, kept for the press's retry while no answer came (and
 * while the form says the same), so a retried press answers the schedule it made instead of making a second
 * one, which would charge the wallet twice each run. An answer, or a changed form, starts a new key.
 */
export function useCreateSchedule() {
  const client = useQueryClient();
  const key = useRef<{ input: string; value: string } | null>(null);
  return useMutation({
    mutationFn: (input: ScheduleCreateRequest) => {
      const same = JSON.stringify(input);
      if (key.current?.input !== same) key.current = { input: same, value: newIdempotencyKey() };
      return schedulesApi.create(input, key.current.value);
    },
    onSuccess: () => {
      key.current = null;
      return client.invalidateQueries({ queryKey: scheduleKeys.list });
    },
    onError: (error) => {
      if (error instanceof ApiError) key.current = null; // a definite refusal: nothing was set up
    },
  });
}

export const scheduleActions = {
  update: ({ id, input }: { id: string; input: ScheduleUpdateRequest }) => schedulesApi.update(id, input),
  pause: (id: string) => schedulesApi.pause(id),
  resume: (id: string) => schedulesApi.resume(id),
  cancel: (id: string) => schedulesApi.cancel(id),
  confirm: ({ id, runOn }: { id: string; runOn: string }) => schedulesApi.confirm(id, runOn),
};

/** A weekday's or a day of the month's name in the reader's language (days are UTC, as the server's). */
export function dayName(frequency: ScheduleFrequency, runDay: number, locale: string): string {
  return frequency === 'monthly' ? String(runDay) : formatWeekday(runDay, locale);
}

/** A run day (YYYY-MM-DD, UTC) as the reader writes dates. */
export function formatDay(day: string, locale: string): string {
  return formatCalendarDay(day, locale);
}
