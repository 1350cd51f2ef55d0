// Retention (issue 30): analytics events lose their link to a person after RETENTION_ANALYTICS_DAYS, delivered mails
// their bodies after RETENTION_MAIL_BODY_DAYS (docs/decisions.md, "Data rights"). `now` is injectable for tests.
import { clearOldMailBodies, unlinkOldAnalytics } from '../../repositories/retention';
import type { AppDeps } from '../../types';

const DAY_MS = 86_400_000;

export async function applyRetention(
  deps: Pick<AppDeps, 'pool' | 'config'>,
  opts: { now?: Date; limit?: number } = {},
): Promise<{ analytics: number; mails: number }> {
  const now = (opts.now ?? new Date()).getTime();
  const limit = opts.limit ?? 500;
  const analytics = await unlinkOldAnalytics(
    deps.pool,
    new Date(now - deps.config.RETENTION_ANALYTICS_DAYS * DAY_MS),
    limit,
  );
  const mails = await clearOldMailBodies(
    deps.pool,
    new Date(now - deps.config.RETENTION_MAIL_BODY_DAYS * DAY_MS),
    limit,
  );
  return { analytics, mails };
}
