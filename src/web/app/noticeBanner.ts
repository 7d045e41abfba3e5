import styled from 'styled-components';
import { theme } from '../ui/theme';

/** A live notice over a section's screen (an incoming transfer, an incoming cash order). */
export const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
  margin-bottom: 16px;
  padding: 10px 14px;
  background: #fff8e1;
  border: 1px solid ${theme.colors.focus};
  border-left-width: 4px;
  border-radius: ${theme.radius};
`;
export const Actions = styled.span`
  display: flex;
  margin-left: auto;
  align-items: center;
  gap: 8px;
`;
