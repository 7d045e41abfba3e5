import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { theme } from '../../ui/theme';

export const Problem = styled.div`
  margin-bottom: 14px;
  padding: 10px 12px;
  border: 1px solid ${theme.colors.danger};
  border-radius: ${theme.radius};
  color: ${theme.colors.danger};
  background: #fdecec;
  p { margin: 0 0 8px; }
  p:last-child { margin: 0; }
`;

/** A list or an order that did not load: said, with Повторить. */
export function LoadProblem({ what, retry }: { what: string; retry: () => void }) {
  return (
    <Problem role="alert">
      <p>Не удалось загрузить {what}.</p>
      <Button $variant="secondary" onClick={retry}>
        Повторить
      </Button>
    </Problem>
  );
}
