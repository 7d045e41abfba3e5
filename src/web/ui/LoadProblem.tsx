import { Button } from './Button';
import { ProblemBox } from './ProblemBox';

/** A list or a record that did not load: said, with Повторить. `what` is in the accusative: «заявки», «заявку». */
export function LoadProblem({ what, retry }: { what: string; retry: () => void }) {
  return (
    <ProblemBox role="alert">
      <p>Не удалось загрузить {what}.</p>
      <Button $variant="secondary" onClick={retry}>
        Повторить
      </Button>
    </ProblemBox>
  );
}
