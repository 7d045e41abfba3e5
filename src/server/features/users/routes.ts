import type { FastifyInstance } from 'fastify';
import { EmployeeSchema, Type } from '../../../shared/contract/schema';
import { responses } from '../../http/schemas';
import { cityScope } from '../../http/scope';
import { currentUser } from '../../plugins/auth';
import { listEmployees } from './employees';

const allEmployeesSchema = {
  summary: 'Сотрудники городов пользователя (без пагинации)',
  tags: ['users'],
  response: responses({ 200: Type.Array(EmployeeSchema) }),
} as const;

export default async function userRoutes(app: FastifyInstance) {
  app.get('/all_employee/', { schema: allEmployeesSchema }, async (request) =>
    listEmployees(app.db, cityScope(currentUser(request))),
  );
}
