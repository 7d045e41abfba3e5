import type { FastifyInstance } from 'fastify';
import { responses } from '../../http/schemas';
import { cityScope } from '../../http/scope';
import { currentUser } from '../../plugins/auth';
import { listEmployees } from './employees';

const employeeSchema = {
  type: 'object',
  required: ['id', 'name', 'first_name', 'last_name', 'role'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    role: { type: 'string' },
  },
} as const;

const allEmployeesSchema = {
  summary: 'Сотрудники городов пользователя (без пагинации)',
  tags: ['users'],
  response: responses({ 200: { type: 'array', items: employeeSchema } }),
} as const;

export default async function userRoutes(app: FastifyInstance) {
  app.get('/all_employee/', { schema: allEmployeesSchema }, async (request) =>
    listEmployees(app.db, cityScope(currentUser(request))),
  );
}
