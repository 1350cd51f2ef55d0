// The waiting list of full slots (issue 29, Deliver 3): join, the caller's entries, one entry (an offer), leave.
// Every entry is the signed-in caller's own.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  JoinWaitingListBody,
  MyWaitingList,
  WaitingListEntry,
  WaitingListEntryParams,
} from '@sannidhi/domain/contracts/waiting-list';
import { requireAuth } from '../plugins/auth';
import { joinWaitingList } from '../services/waiting-list/join-waiting-list';
import { leaveWaitingListEntry } from '../services/waiting-list/leave-waiting-list';
import { getMyWaitingListEntry, listMyWaitingListEntries } from '../services/waiting-list/list-waiting-list';
import { answers, signedIn } from './signed-in';

export async function waitingListRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tag = 'waiting-list';

  app.post(
    '/waiting-list',
    signedIn(app, tag, { body: JoinWaitingListBody, response: answers(WaitingListEntry, 400, 404, 409) }),
    async (request) => ({
      payload: await joinWaitingList(app.deps, requireAuth(request), request.body, { requestId: request.id }),
    }),
  );

  app.get('/waiting-list', signedIn(app, tag, { response: answers(MyWaitingList) }), async (request) => ({
    payload: await listMyWaitingListEntries(app.deps, requireAuth(request)),
  }));

  app.get(
    '/waiting-list/:id',
    signedIn(app, tag, { params: WaitingListEntryParams, response: answers(WaitingListEntry, 400, 404) }),
    async (request) => ({
      payload: await getMyWaitingListEntry(app.deps, requireAuth(request), request.params.id),
    }),
  );

  app.delete(
    '/waiting-list/:id',
    signedIn(app, tag, {
      params: WaitingListEntryParams,
      response: answers(z.object({ left: z.string() }), 400, 404),
    }),
    async (request) => ({
      payload: await leaveWaitingListEntry(app.deps, requireAuth(request), request.params.id, {
        requestId: request.id,
      }),
    }),
  );
}
