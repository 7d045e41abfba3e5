import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { fromPromise } from 'xstate';
import type { CountSheetLine, Shift } from '../../../../shared/contract/shifts';
import { OpenShiftBody } from '../../../../shared/contract/request/shifts';
import { fetchReportFile } from '../../../api/fileDelivery';
import { shiftsApi, useCountSheetQuery } from '../../../api/shiftsApi';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { CountLineFields } from './CountLineFields';
import { emptyEntry, hasDifference } from './countFigures';
import { countMachine, type CountPurpose, type SubmitCountInput } from './countMachine';
import { Comment, Refusal, Sheet } from './countStyles';

type AppDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

export const COUNT_TITLES: Record<CountPurpose, string> = {
  open: 'Открыть смену: пересчёт кассы',
  close: 'Закрыть смену: пересчёт кассы',
  handover: 'Сдать смену: пересчёт и отчёт',
};
/** The longest comment the server takes (opening and closing take the same; a plain property: this chunk has no yup). */
const COMMENT_MAX = (OpenShiftBody.properties.comment as { maxLength?: number }).maxLength;

const SUBMIT: Record<CountPurpose, string> = { open: 'Открыть смену', close: 'Закрыть смену', handover: 'Сдать смену' };

interface Props {
  registerId: number;
  purpose: CountPurpose;
  /** The open shift a close or handover ends. */
  shiftId?: number;
  onFinished: (shift: Shift | null) => void;
}

/**
 * The count dialog (open, close, handover): the count sheet's currencies with the books'
 * figures, then the count machine (countMachine.ts) takes every keystroke. Mounted per count,
 * so each starts afresh from the books of that moment.
 */
export function CountDialog(props: Props) {
  // The books move with every operation: always the figures of now.
  const { data: sheet, isError } = useCountSheetQuery(props.registerId, { refetchOnMountOrArgChange: true });
  if (!sheet) {
    return (
      <Dialog open wide title={COUNT_TITLES[props.purpose]} onClose={() => props.onFinished(null)}>
        {isError ? <Refusal role="alert">Не удалось получить суммы кассы.</Refusal> : <Spinner />}
        <DialogActions>
          <Button $variant="secondary" onClick={() => props.onFinished(null)}>
            Отмена
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return <CountForm {...props} lines={sheet.lines} />;
}

function CountForm({ registerId, purpose, shiftId, onFinished, lines }: Props & { lines: CountSheetLine[] }) {
  const dispatch = useDispatch<AppDispatch>();
  const [machine] = useState(() =>
    countMachine.provide({
      actors: {
        submitCount: fromPromise<Shift, SubmitCountInput>(({ input }) =>
          input.purpose === 'open'
            ? dispatch(shiftsApi.endpoints.openShift.initiate({ cash_register: registerId, counted: input.counted, comment: input.comment })).unwrap()
            : dispatch(
                shiftsApi.endpoints.closeShift.initiate({ id: shiftId!, cashRegister: registerId, body: { counted: input.counted, comment: input.comment } }),
              ).unwrap(),
        ),
        printReport: fromPromise<void, { shift: number }>(async ({ input }) => {
          await fetchReportFile({ path: `print_shift_report/${input.shift}/`, kind: 'print' });
        }),
      },
    }),
  );
  const [state, send] = useMachine(machine, { input: { purpose, lines } });
  const finished = useRef(false);
  useEffect(() => {
    if (state.status === 'done' && !finished.current) {
      finished.current = true;
      onFinished(state.output?.shift ?? null);
    }
  }, [state, onFinished]);

  const { context } = state;
  const busy = state.matches('submitting') || state.matches('printing');
  const needsComment = hasDifference(lines, context.entries);
  const commentError =
    context.refusal?.fields.comment ?? (context.tried && needsComment && !context.comment.trim() ? 'Объясните расхождение: комментарий обязателен.' : undefined);
  const countedError = context.refusal?.fields.counted;
  return (
    <Dialog open wide title={COUNT_TITLES[purpose]} onClose={() => !busy && send({ type: 'count.cancel' })}>
      <form
        aria-label={COUNT_TITLES[purpose]}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'count.submit' });
        }}
      >
        <Sheet>
          {lines.map((line) => (
            <CountLineFields
              key={line.currency.id}
              line={line}
              entry={context.entries[line.currency.id] ?? emptyEntry()}
              showMissing={context.tried}
              disabled={busy}
              send={send}
            />
          ))}
        </Sheet>
        <Comment>
          <label htmlFor="count-comment">Комментарий{needsComment ? ' (обязателен: есть расхождение)' : ''}</label>
          <textarea
            id="count-comment"
            rows={2}
            maxLength={COMMENT_MAX}
            value={context.comment}
            disabled={busy}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={commentError ? 'count-comment-error' : undefined}
            onChange={(e) => send({ type: 'count.comment', value: e.target.value })}
            onKeyDown={(e) => {
              // Enter finishes the count from here too (Shift+Enter: a new line).
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                send({ type: 'count.submit' });
              }
            }}
          />
          {commentError && (
            <span id="count-comment-error" role="alert">
              {commentError}
            </span>
          )}
        </Comment>
        {(countedError || context.refusal?.detail) && <Refusal role="alert">{countedError ?? context.refusal?.detail}</Refusal>}
        {state.matches('printing') && <p role="status">Смена закрыта. Печатаем отчёт о смене…</p>}
        <DialogActions>
          <Button $variant="secondary" disabled={busy} onClick={() => send({ type: 'count.cancel' })}>
            Отмена
          </Button>
          <Button type="submit" disabled={busy}>
            {SUBMIT[purpose]}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
