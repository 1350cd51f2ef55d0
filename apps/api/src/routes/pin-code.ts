import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { envelope } from '@sannidhi/domain/contracts/common';
import { PinCodeAnswer, PinCodeQuery } from '@sannidhi/domain/contracts/pin-code';
import { lookUpPinCode } from '../services/addresses/pin-code';

/** Pin code → city and state (the contact-information gateway); null when the code is unknown. */
export async function pinCodeRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/contactInfo/pincode',
    {
      schema: {
        tags: ['address'],
        querystring: PinCodeQuery,
        response: { 200: envelope(z.nullable(PinCodeAnswer)) },
      },
    },
    async (request) => ({
      payload: await lookUpPinCode(app.deps.providers.contactInfo, request.query.country, request.query.pin),
    }),
  );
}
