import type { ReactNode } from 'react';
import styled from 'styled-components';

const Center = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  padding: 16px;
`;

const Brand = styled.div`
  font-size: 22px;
  font-weight: 700;
`;

/** /login: no header, no menu, just the form under the product's name. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <Center>
      <Brand>Money 24/7</Brand>
      {children}
    </Center>
  );
}
