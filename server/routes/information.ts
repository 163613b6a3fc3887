import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract';
import { registerCall } from '../http/route';
import type { Services } from '../services';

export function informationRoutes(app: FastifyInstance, { information }: Services): void {
  registerCall(app, calls.infoDialog, (p, { locale }) => information.infoDialog(p, locale));
  registerCall(app, calls.cookiesMessage, (p, { locale }) => information.cookiesMessage(p, locale));
  registerCall(app, calls.translate, (p, { locale }) => information.translate(p, locale));
  registerCall(app, calls.getMaxSizeError, (p, { locale }) => information.maxSizeError(p, locale));
}
