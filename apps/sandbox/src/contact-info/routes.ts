// The contact-information gateway (docs/providers.md): postal code → { defaultcity, state }.
import type { FastifyPluginAsync } from 'fastify';
import { lookupPin } from './datasets';

export const NOT_FOUND_MESSAGE = 'No city found for this pin code';

export const contactInfoRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { country: string; pin: string } }>(
    '/countries/:country/pincodes/:pin',
    async (request, reply) => {
      const country = request.params.country.trim();
      const pin = request.params.pin.trim();
      if (!/^[A-Za-z]{2}$/.test(country)) {
        return reply.code(400).send({ message: 'country must be a two-letter ISO code like IN' });
      }
      const result = lookupPin(country, pin);
      switch (result.kind) {
        case 'bad-format':
          return reply
            .code(400)
            .send({ message: `${pin} is not a valid pin code for ${country.toUpperCase()}` });
        case 'not-found':
          return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
        case 'found':
          return reply
            .header('cache-control', 'public, max-age=86400')
            .send({ defaultcity: result.place.city, state: result.place.state });
      }
    },
  );
};
