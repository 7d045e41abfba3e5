import type { FastifyInstance } from 'fastify';
import { AdminSettingsSchema } from '../../../shared/contract/schema';
import { ADMIN_ONLY } from '../../http/adminOnly';
import { responses } from '../../http/schemas';
import { adminSettings } from './adminSettingsService';

const settingsSchema = {
  summary: 'Настройки с их значениями по умолчанию: лимиты городов (меняются через PUT /api/city_limits/{id}/), время жизни сессий (из окружения сервера)',
  tags: ['admin'],
  response: responses({ 200: AdminSettingsSchema }, [404]),
} as const;

/** /api/admin/settings/ (docs/admin.md "Settings"). */
export default async function adminSettingsRoutes(app: FastifyInstance) {
  app.get('/admin/settings/', { ...ADMIN_ONLY, schema: settingsSchema }, async () => adminSettings(app.db));
}
