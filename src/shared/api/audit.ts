import { z } from 'zod';

/** One staff action as the admin panel lists it (docs/product-rules.md#audit-log, ADR 0030). */
const auditEntry = z.object({
  id: z.number().int(),
  actorUserId: z.string(),
  /** The admin's email at the time of listing, or null once that account is gone. */
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The state before and after, as JSON (null when there was none). */
  before: z.unknown().describe('The state before, as JSON; null when there was none'),
  after: z.unknown().describe('The state after, as JSON; null when there was none'),
  reason: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const optionalText = z.string().trim().min(1).max(200).optional();

/** Filters of GET /api/admin/audit; every one optional. Newest first, `before` pages by id. */
export const auditQuery = z.object({
  action: optionalText,
  targetType: optionalText,
  targetId: optionalText,
  actorUserId: optionalText,
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditPage = z.object({
  entries: z.array(auditEntry),
  /** Pass as `before` for the next page; null on the last one. */
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPage>;
