// GET /user/data ("Download my data", issue 30): every row held about the caller, read from the tables the reviewed
// map names (repositories/devotee-data.ts). Only the caller's own: the request names no one.
import type { MyDataAnswer } from '@sannidhi/domain/contracts/data-rights';
import { notFound } from '../../errors';
import { writeAudit } from '../../repositories/audit';
import { readDevoteeData } from '../../repositories/devotee-data';
import { findUserById } from '../../repositories/users';
import type { AppDeps, AuthContext } from '../../types';
import { ENDED_MESSAGE } from './mirror-user';

export async function exportMyData(
  deps: Pick<AppDeps, 'pool'>,
  auth: AuthContext,
  ctx: { requestId: string },
): Promise<MyDataAnswer> {
  const user = await findUserById(deps.pool, auth.userId);
  if (!user) throw notFound(ENDED_MESSAGE);
  const tables = await readDevoteeData(deps.pool, user.id, user.email);
  await writeAudit(deps.pool, {
    actorId: auth.userId,
    action: 'data.export',
    entity: 'account',
    entityId: auth.userId,
    requestId: ctx.requestId,
  });
  return { generatedAt: new Date().toISOString(), tables };
}
