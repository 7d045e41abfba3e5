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
