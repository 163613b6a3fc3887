import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract';
import { registerCall } from '../http/route';
import type { Services } from '../services';

export function trackingRoutes(app: FastifyInstance, { cartTracking }: Services): void {
  registerCall(app, calls.fbConversionsEvent, (p, { request }) => cartTracking.conversion(p, request.headers['user-agent']), {
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
  });
  registerCall(app, calls.productScore, (p) => cartTracking.productScore(p));
}
