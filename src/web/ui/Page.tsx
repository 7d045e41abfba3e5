import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

const Muted = styled.div`
  padding: 32px 16px;
  text-align: center;
  color: ${theme.colors.muted};
  background: ${theme.colors.surface};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radius};
`;

/** "Nothing here yet", said plainly instead of an empty white area. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <Muted>{children}</Muted>;
}

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;
`;

/** A screen's heading; every screen has exactly one h1. */
export function PageTitle({ children }: { children: ReactNode }) {
  return <h1>{children}</h1>;
}
