import styled from 'styled-components';
import { SCREENING_STATUS_LABELS, type ScreeningStatus } from '../../../shared/contract';
import { theme } from '../../ui/theme';

const COLOURS: Record<ScreeningStatus, string> = {
  clear: theme.colors.buy,
  review: theme.colors.handedOver,
  blocked: theme.colors.danger,
};

const Badge = styled.span<{ $colour: string }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  border: 1px solid ${(p) => p.$colour};
  color: ${(p) => p.$colour};
  font-size: 12px;
  font-weight: 600;
  white-space: nowrap;
`;

/** The client's screening state: in words and colour (the words carry it for a screen reader and on paper). */
export function ScreeningBadge({ status }: { status: ScreeningStatus }) {
  return <Badge $colour={COLOURS[status]}>{SCREENING_STATUS_LABELS[status]}</Badge>;
}
