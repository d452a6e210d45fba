import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Pot, PotInvite, PotInvitePreview, PotInviteRequest, PotsResponse } from '../../../shared/api/pots';
import { ApiError, request } from '../../lib/api';
import { newIdempotencyKey } from '../../lib/idempotency-key';

/** The family plans' calls (ADR 0074; src/server/features/schedules/pot-routes.ts). */
const enc = encodeURIComponent;

const potKeys = {
  list: ['pots'] as const,
  preview: (token: string) => ['pots', 'invite', token] as const,
};

const potsApi = {
  list: () => request<PotsResponse>('/api/pots'),
  invite: (id: string, input: PotInviteRequest, idempotencyKey: string) =>
    request<{ invite: PotInvite }>(`/api/pots/${enc(id)}/invites`, {
      method: 'POST',
      body: input,
      headers: { 'idempotency-key': idempotencyKey },
    }),
  withdraw: (id: string, inviteId: string) => request<{ pot: Pot }>(`/api/pots/${enc(id)}/invites/${enc(inviteId)}`, { method: 'DELETE' }),
  preview: (token: string) => request<{ invite: PotInvitePreview }>(`/api/pot-invites/${enc(token)}`),
  accept: (token: string) => request<{ pot: Pot }>(`/api/pot-invites/${enc(token)}/accept`, { method: 'POST', body: {} }),
  leave: (id: string) => request<PotsResponse>(`/api/pots/${enc(id)}/leave`, { method: 'POST', body: {} }),
};

/** The pots the person owns or belongs to. */
export function usePots() {
  return useQuery({ queryKey: potKeys.list, queryFn: potsApi.list });
}

/**
 * "Create the link": one Idempotency-Key per press, kept for that press's retry while no answer came (and while
 * the share is the same), so a retried press answers the invitation it made instead of making a second one, which
 * would hold a place in the plan. An answer, or another share, starts a new key. The list is read again before the
 * press is done, so a shared automatic top-up is already listed as a plan when the link shows.
 */
export function useCreateInvite(potId: string) {
  const client = useQueryClient();
  const key = useRef<{ input: string; value: string } | null>(null);
  return useMutation({
    mutationFn: (input: PotInviteRequest) => {
      const same = JSON.stringify(input);
      if (key.current?.input !== same) key.current = { input: same, value: newIdempotencyKey() };
      return potsApi.invite(potId, input, key.current.value);
    },
    onSuccess: () => {
      key.current = null;
      return client.invalidateQueries({ queryKey: potKeys.list });
    },
    onError: (error) => {
      if (error instanceof ApiError) key.current = null; // a definite refusal: nothing was made
    },
  });
}

/** The owner takes back an invitation nobody used yet. */
export function useWithdrawInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ potId, inviteId }: { potId: string; inviteId: string }) => potsApi.withdraw(potId, inviteId),
    onSuccess: () => client.invalidateQueries({ queryKey: potKeys.list }),
  });
}

/** A member leaves a plan; the answer is the plans left. */
export function useLeavePot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (potId: string) => potsApi.leave(potId),
    onSuccess: (answer) => client.setQueryData(potKeys.list, answer),
  });
}

/** What an invitation offers, before joining. */
export function useInvitePreview(token: string) {
  return useQuery({ queryKey: potKeys.preview(token), queryFn: () => potsApi.preview(token) });
}

/** Joins the plan; the list of plans is read again for /family. */
export function useAcceptInvite(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => potsApi.accept(token),
    onSuccess: () => client.invalidateQueries({ queryKey: potKeys.list }),
  });
}
