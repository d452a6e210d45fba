import type { TFunction } from 'i18next';
import { MAX_SCHEDULES } from '../../shared/schedules';
import { ApiError, NetworkError } from './api';

/** The figures a reason's sentence names (`{{max}}`), from the same constants the server checks. */
const REASON_VALUES = { max: MAX_SCHEDULES };

/**
 * A person-readable, translated reason for a failed call: a refusal's reason (reasons.*, ADR 0055), else
 * our error codes and better-auth's codes map to catalog keys (errors.*, authErrors.*); anything else falls
 * back to the server's own words.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof NetworkError) return t(error.offline ? 'errors.OFFLINE' : 'errors.NETWORK');
  if (error instanceof ApiError) {
    // "Try again in {{minutes}} min": whole minutes, rounded up, never 0.
    const wait = error.retryAfterSeconds ? { minutes: Math.ceil(error.retryAfterSeconds / 60) } : {};
    if (error.reason && t(`reasons.${error.reason}`, { defaultValue: '' })) return t(`reasons.${error.reason}`, REASON_VALUES);
    if (error.code && t(`authErrors.${error.code}`, { defaultValue: '' })) return t(`authErrors.${error.code}`, wait);
    if (error.code && t(`errors.${error.code}`, { defaultValue: '' })) return t(`errors.${error.code}`);
    return error.serverMessage ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** A field's message: our schemas carry i18n keys ('validation.*'); the library's defaults are shown as they are. */
export function fieldMessage(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return undefined;
  return message.startsWith('validation.') ? t(message) : message;
}

/** The translated message the server gave for one field of a refused request, if any. */
export function apiFieldMessage(error: unknown, field: string, t: TFunction): string | undefined {
  return error instanceof ApiError ? fieldMessage(error.fields[field], t) : undefined;
}
