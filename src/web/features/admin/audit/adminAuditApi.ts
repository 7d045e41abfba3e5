import type { AuditEntry, Paginated } from '../../../../shared/contract';
import { baseApi } from '../../../api/baseApi';
import { provides } from '../../../api/tags';
import { LIST_PAGE_SIZE } from '../../../ui/list';
import { auditParams, type AuditListState } from './auditListState';

/** GET /api/audit/ (admins only): the audit log, newest first. */
export const adminAuditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<Paginated<AuditEntry>, AuditListState>({
      query: (s) => ({ url: 'audit/', params: { page: s.page, size: LIST_PAGE_SIZE, ...auditParams(s) } }),
      ...provides('AdminList', () => 'audit'),
    }),
  }),
});

export const { useAuditLogQuery } = adminAuditApi;
