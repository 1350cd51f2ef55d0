import * as z from 'zod/mini';

/** GET /api/health/live: the process answers (no dependency is asked). */
export const LiveAnswer = z.object({ status: z.literal('ok') });
export type LiveAnswer = z.infer<typeof LiveAnswer>;

/** GET /api/health/ready: PostgreSQL answers and every migration this build knows is applied. */
export const ReadyAnswer = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  migrations: z.literal('ok'),
});
export type ReadyAnswer = z.infer<typeof ReadyAnswer>;
