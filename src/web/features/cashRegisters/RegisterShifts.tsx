import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { canSetRates, type Ref, type Shift } from '../../../shared/contract';
import { todayWire } from '../../appConfig';
import { useGetMeQuery } from '../../api/meApi';
import { useCashDifferencesQuery, useListShiftsQuery } from '../../api/shiftsApi';
import { paths } from '../../paths';
import { Table } from '../../ui/Table';
import { theme } from '../../ui/theme';
import { ApproveShiftButton } from './ApproveShiftButton';
import { closedAt, dayDifferences, describeDifferences, openSince } from './shiftWords';

const Waiting = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; margin-bottom: 6px; }
  small { color: ${theme.colors.muted}; }
`;

interface Row {
  register: Ref;
  open: Shift | undefined;
  waiting: Shift[];
}
const column = createColumnHelper<Row>();

/**
 * The city's registers and their shifts: open since when and by whom, or closed;
 * today's count differences; and the shifts waiting for approval, which a supervisor or an
 * admin who did not close them approves from here.
 */
export function RegisterShifts({ cityId, registers }: { cityId: number; registers: Ref[] | undefined }) {
  const { data: me } = useGetMeQuery();
  const open = useListShiftsQuery({ city: cityId, status: 'Open', size: 100 });
  const waiting = useListShiftsQuery({ city: cityId, approval: 'WAITING', size: 100 });
  const today = todayWire();
  const { data: differences } = useCashDifferencesQuery({ city: cityId, fromDate: today, toDate: today });
  const decides = me !== undefined && canSetRates(me);
  const rows = useMemo(
    () =>
      registers?.map((register) => ({
        register,
        open: open.data?.results.find((s) => s.cash_register.id === register.id),
        waiting: waiting.data?.results.filter((s) => s.cash_register.id === register.id) ?? [],
      })),
    [registers, open.data, waiting.data],
  );
  const columns = useMemo(
    () => [
      column.accessor((r) => r.register.name, {
        id: 'register',
        header: 'Касса',
        cell: ({ row: { original: r } }) => <Link to={paths.cashRegister(r.register.id)}>{r.register.name}</Link>,
        meta: { priority: 'key' },
      }),
      column.accessor((r) => (r.open ? `Смена ${openSince(r.open)}` : 'Касса закрыта'), { id: 'shift', header: 'Смена' }),
      column.accessor((r) => dayDifferences(differences, r.register.id), { id: 'today', header: 'Расхождения сегодня' }),
      column.display({
        id: 'waiting',
        header: 'Ждут подтверждения',
        cell: ({ row: { original: r } }) =>
          r.waiting.length === 0 ? (
            'нет'
          ) : (
            <Waiting>
              {r.waiting.map((s) => (
                <li key={s.id}>
                  <span>
                    Смена №{s.id}, {closedAt(s)}: {describeDifferences(s)}
                    {s.comment && <small> — «{s.comment}»</small>}
                  </span>
                  {decides && !s.closed_by_me && <ApproveShiftButton shift={s} />}
                </li>
              ))}
            </Waiting>
          ),
      }),
    ],
    [differences, decides],
  );
  return (
    <Table
      label="Смены касс"
      columns={columns}
      data={rows}
      loading={open.isFetching && !open.data}
      getRowId={(r) => String(r.register.id)}
    />
  );
}
