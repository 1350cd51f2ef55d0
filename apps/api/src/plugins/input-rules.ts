// The one input rule (packages/domain/src/input-rules.ts) applied to every request's query, path parameters and body
// before the route's own schema: a NUL, a broken character or an overlong or too deeply nested value answers 400
// { message } naming where it is, and never reaches a service, the providers or the database.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findInputProblem } from '@sannidhi/domain/input-rules';
import { badRequest } from '../errors';

async function inputRules(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('preValidation', (request, _reply, done) => {
    const problem =
      findInputProblem(request.params, 'path') ??
      findInputProblem(request.query, 'query') ??
      findInputProblem(request.body, 'body');
    done(problem ? badRequest(problem) : undefined);
  });
}

export const inputRulesPlugin = fp(inputRules, { name: 'input-rules' });
