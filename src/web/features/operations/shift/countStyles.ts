import styled from 'styled-components';
import { theme } from '../../../ui/theme';
import type { DifferenceKind } from './countFigures';

/** The count dialog's pieces (CountDialog, CountLineFields). Short is red, over is blue. */
export const DIFFERENCE_COLORS: Record<DifferenceKind, string> = { short: theme.colors.danger, over: theme.colors.primary, none: theme.colors.muted };

export const Sheet = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  max-height: 60vh;
  overflow: auto;
`;

export const Line = styled.fieldset`
  margin: 0;
  padding: 8px 12px 10px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  display: grid;
  grid-template-columns: 1fr;
  gap: 6px 12px;
  align-items: end;
  legend { padding: 0 4px; font-weight: 700; }
  legend small { font-weight: 400; color: ${theme.colors.muted}; }
  @media (min-width: 640px) {
    grid-template-columns: minmax(110px, 1fr) minmax(150px, 1.3fr) auto minmax(130px, 1fr);
  }
`;

export const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: 12px;
  color: ${theme.colors.muted};
  output, label { font-size: 12px; }
  output.value { font-size: 14px; color: ${theme.colors.text}; font-variant-numeric: tabular-nums; }
`;

export const Difference = styled.output<{ $kind: DifferenceKind }>`
  display: block;
  font-size: 14px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${(p) => DIFFERENCE_COLORS[p.$kind]};
`;

export const Notes = styled.div`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 6px 12px;
  label { display: flex; align-items: center; gap: 6px; font-size: 13px; }
  label span { min-width: 52px; text-align: right; font-variant-numeric: tabular-nums; }
  input { width: 72px; height: 32px; padding: 0 8px; border: 1px solid ${theme.colors.border}; border-radius: ${theme.radius}; text-align: right; }
`;

export const Missing = styled.span`
  grid-column: 1 / -1;
  color: ${theme.colors.danger};
  font-size: 12px;
`;

export const Comment = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-top: 12px;
  textarea { padding: 8px 10px; border: 1px solid ${theme.colors.border}; border-radius: ${theme.radius}; font: inherit; resize: vertical; }
  span { color: ${theme.colors.danger}; font-size: 12px; }
`;

export const Refusal = styled.p`
  color: ${theme.colors.danger};
`;
