import styled from 'styled-components';
import { theme } from './theme';

/** A live notice above a screen's content (an incoming transfer, an incoming cash order): what came, then its actions. */
export const NoticeBanner = styled.div`
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

/** A notice's links and its ×, at its right end. */
export const NoticeActions = styled.span`
  display: flex;
  margin-left: auto;
  align-items: center;
  gap: 8px;
`;
