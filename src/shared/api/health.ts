import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  live: z.literal(true),
  database: z.object({
    ready: z.boolean(),
    latencyMs: z.number().int().nullable(),
    engine: z.enum(['postgresql', 'embedded']),
  }),
  uptimeSeconds: z.number().int(),
});
