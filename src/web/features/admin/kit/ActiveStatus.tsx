import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import styled from 'styled-components';
import { formatInstant } from '../../../ui/formatInstant';
import { theme } from '../../../ui/theme';

/** A secondary figure in an admin list's cell (an empty value, a deactivation). */
export const Muted = styled.span`
  color: ${theme.colors.muted};
`;

interface Props {
  active: boolean;
  deactivatedAt: string | null;
  /** What an inactive row is called: «Деактивирована» (a register), «Отключена» (a currency). */
  inactive: string;
}

/** The status cell of a list whose rows can be switched off: «Активна», or the word and when. */
export function ActiveStatus({ active, deactivatedAt, inactive }: Props) {
  if (active) return <>Активна</>;
  return (
    <Muted>
      {inactive} {deactivatedAt ? formatInstant(deactivatedAt) : ''}
    </Muted>
  );
}

/** The Статус column of such a list (a register, a currency): its rows carry when they were switched off. */
export function activeStatusColumn<T extends { is_active: boolean; deactivated_at: string | null }>(inactive: string): ColumnDef<T, boolean> {
  return createColumnHelper<T>().accessor((row) => row.is_active, {
    id: 'is_active',
    header: 'Статус',
    cell: (i) => <ActiveStatus active={i.getValue()} deactivatedAt={i.row.original.deactivated_at} inactive={inactive} />,
  });
}
