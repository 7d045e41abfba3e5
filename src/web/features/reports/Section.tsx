import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  margin-bottom: 28px;
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  h2 { margin: 0; font-size: 18px; }
  margin-bottom: 10px;
`;

/** A titled part of a report screen, with its print buttons (or other actions) on the right. */
export function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box aria-label={title}>
      <Head>
        <h2>{title}</h2>
        {actions}
      </Head>
      {children}
    </Box>
  );
}
