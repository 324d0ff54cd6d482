import { z } from './zod';

/** GET /healthz: what an operator (an admin session or HEALTH_TOKEN) and a load balancer read (product §15). */
export const mailQueueSchema = z.object({
  /** Messages waiting to be sent (including those waiting for a retry). */
  pending: z.number().int(),
  /** Messages given up on after every retry. */
  failed: z.number().int(),
  /** Age of the oldest pending message in whole seconds; 0 when nothing is pending. */
  oldestPendingSeconds: z.number().int(),
});

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  database: z.enum(['up', 'down']),
  /** null while the database is down: the queue lives there. */
  mail: mailQueueSchema.nullable(),
  /** Only with REDIS_URL: whether the shared rate-limit counters are reachable. */
  redis: z.enum(['up', 'down']).optional(),
});

/** What anyone else reads: whether this instance can serve (decision 028). */
export const publicHealthSchema = z.object({ status: z.enum(['up', 'down']) });

export type MailQueue = z.output<typeof mailQueueSchema>;
export type Health = z.output<typeof healthSchema>;
export type PublicHealth = z.output<typeof publicHealthSchema>;
