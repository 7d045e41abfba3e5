import type { FastifyInstance } from 'fastify';
import { ADMIN_ACTION } from '../../http/adminOnly';
import { SERVER_MESSAGES as M } from '../../http/messages';
import { detailSchema, responses } from '../../http/schemas';
import { currentUser } from '../../plugins/auth';

const stopSiteSchema = {
  summary: 'Выключить сайт (только администратор; включается только из командной строки)',
  tags: ['site'],
  response: responses({ 200: detailSchema }, [403]),
} as const;

export default async function siteRoutes(app: FastifyInstance) {
  app.get('/stop_site/', { ...ADMIN_ACTION, schema: stopSiteSchema }, async (request) => {
    const user = currentUser(request);
    await app.siteSwitch.set(false, user);
    request.log.warn({ userId: user.id }, 'site switched off');
    return { detail: M.siteStopped };
  });
}
