import { useQuery } from '@tanstack/react-query';
import type { CreateCreditRequest, CreatedCreditRequest, CreditRequest, CreditRequestDetected } from '../../../shared/api/credit-requests';
import { request } from '../../lib/api';

/** "Ask for credit" (ADR 0067): public calls, made with or without an account. */
export const creditRequestsApi = {
  countries: () => request<{ countries: { iso: string; name: string; callingCode: string }[] }>('/api/credit-requests/countries'),
  detect: (countryIso: string, phoneNumber: string) =>
    request<CreditRequestDetected>('/api/credit-requests/detect', { method: 'POST', body: { countryIso, phoneNumber } }),
  create: (input: CreateCreditRequest) => request<CreatedCreditRequest>('/api/credit-requests', { method: 'POST', body: input }),
  get: (token: string) => request<CreditRequest>(`/api/credit-requests/${encodeURIComponent(token)}`),
};

const creditRequestKeys = {
  countries: ['credit-requests', 'countries'] as const,
  detect: (countryIso: string, number: string) => ['credit-requests', 'detect', countryIso, number] as const,
  one: (token: string) => ['credit-requests', 'one', token] as const,
};

export const useCreditRequestCountries = () =>
  useQuery({ queryKey: creditRequestKeys.countries, queryFn: creditRequestsApi.countries, select: (data) => data.countries });

/** The number's operator, asked once the number has enough digits to be one. */
export const useDetectedOperator = (countryIso: string, number: string) => {
  const digits = number.replace(/\D/g, '').length;
  return useQuery({
    queryKey: creditRequestKeys.detect(countryIso, number.trim()),
    queryFn: () => creditRequestsApi.detect(countryIso, number.trim()),
    enabled: digits >= 8 && digits <= 15,
  });
};

export const useCreditRequest = (token: string) =>
  useQuery({ queryKey: creditRequestKeys.one(token), queryFn: () => creditRequestsApi.get(token) });
