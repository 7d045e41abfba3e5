import type { Me } from '../../shared/contract';
import { fakeApi, type Route } from './fakeApi';
import { CITIES, makeMe } from './renderApp';
import { pageOf } from './page';

export const REGISTER_7 = { id: 7, name: 'Касса №1', city: { id: 1, name: 'Москва' }, is_active: true, kind: 'till' };

/** Register 7's open shift: as on the server, a register in use has one. */
export const SHIFT_7 = {
  id: 70, cash_register: { id: 7, name: 'Касса №1' }, city: { id: 1, name: 'Москва' }, status: 'Open',
  opened_at: '2026-11-20T06:00:00.000Z', opened_by: { id: 3, name: 'Ксения Кассирова' }, closed_at: null, closed_by: null,
  opening: [], closing: [], comment: '', opening_comment: '', approval: 'NOT_NEEDED', approved_by: null, approved_at: null,
  approval_comment: '', closed_by_me: false,
};

/** The calls the shell makes (me, cities, city 1 and its register 7, logout, stop_site), plus `more`. */
export function shellServer(me: Me = makeMe(), more: Record<string, Route> = {}) {
  return fakeApi({
    'GET /api/me': me,
    'GET /api/city/': CITIES,
    'GET /api/city/1/': { id: 1, name: 'Москва' },
    'GET /api/cash_register/': pageOf([REGISTER_7]),
    'GET /api/cash_register/7/': REGISTER_7,
    // The city and register layouts name the registers of live transfer notices.
    'GET /api/all_cash_registers/': [REGISTER_7],
    'GET /api/transfer_cash_registers/': [REGISTER_7],
    'GET /api/logout': {},
    'GET /api/stop_site/': { detail: 'Сайт выключен.' },
    'GET /api/shift/current/': SHIFT_7,
    ...more,
  });
}
