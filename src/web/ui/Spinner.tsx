import styled, { keyframes } from 'styled-components';
import { theme } from './theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 16px;
  color: ${theme.colors.muted};
`;

const Circle = styled.span`
  width: 18px;
  height: 18px;
  border: 2px solid ${theme.colors.border};
  border-top-color: ${theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

/** A loading indicator that screen readers announce (role=status). */
export function Spinner({ label = 'Загрузка…' }: { label?: string }) {
  return (
    <Wrap role="status">
      <Circle aria-hidden="true" />
      {label}
    </Wrap>
  );
}
