import { assign, fromPromise, setup } from 'xstate';
import type { CountedAmount, CountSheetLine, Shift } from '../../../../shared/contract/shifts';
import { countedList, emptyEntry, hasDifference, isComplete, type CountEntry } from './countFigures';

/** What the count is for: the shift's opening, its close, or a handover (close, then the report printed). */
export type CountPurpose = 'open' | 'close' | 'handover';

export type CountEvent =
  | { type: 'count.total'; currency: number; value: string }
  | { type: 'count.note'; currency: number; denomination: string; value: string }
  | { type: 'count.byNotes'; currency: number; on: boolean }
  | { type: 'count.comment'; value: string }
  | { type: 'count.submit' }
  | { type: 'count.cancel' };

export interface CountInput {
  purpose: CountPurpose;
  lines: CountSheetLine[];
}

export interface CountContext extends CountInput {
  entries: Record<number, CountEntry>;
  comment: string;
  /** The user tried to finish: missing figures and the comment are pointed out from now on. */
  tried: boolean;
  /** The server's refusal of the last submission (a 400's fields, or a 409's detail). */
  refusal: { fields: Record<string, string>; detail: string | null } | null;
  shift: Shift | null;
}

export interface SubmitCountInput {
  purpose: CountPurpose;
  counted: CountedAmount[];
  comment: string;
}

const messages = (value: unknown): string[] => (Array.isArray(value) ? value.flatMap(messages) : typeof value === 'string' ? [value] : []);

/** RTK Query's rejection `{status, data}` as the dialog shows it: field errors, or one sentence. */
function refusalOf(error: unknown): CountContext['refusal'] {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  const body = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  if (status === 400) {
    const fields = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, messages(v).join(' ')]));
    return { fields, detail: null };
  }
  const detail = typeof body.detail === 'string' ? body.detail : 'Не удалось сохранить пересчёт: проверьте связь и повторите.';
  return { fields: {}, detail };
}

const entry = (context: CountContext, currency: number) => context.entries[currency] ?? emptyEntry();

/**
 * The count dialog (docs/web/shifts.md): `counting` takes the figures (a total or
 * notes per denomination per currency) and the comment; submit is taken only when every
 * currency is counted and, if any difference is not zero, explained — otherwise what is
 * missing is pointed out. `submitting` sends it (the `submitCount` actor: open or close);
 * a refusal goes back to counting with the server's words. A handover then prints the shift
 * report (`printReport`), whose failure does not undo the close. `done` outputs the shift.
 */
export const countMachine = setup({
  types: {
    context: {} as CountContext,
    events: {} as CountEvent,
    input: {} as CountInput,
    output: {} as { shift: Shift | null },
  },
  actors: {
    submitCount: fromPromise<Shift, SubmitCountInput>(() => Promise.reject(new Error('submitCount is not provided'))),
    printReport: fromPromise<void, { shift: number }>(() => Promise.reject(new Error('printReport is not provided'))),
  },
  guards: {
    ready: ({ context }) => isComplete(context.lines, context.entries) && (!hasDifference(context.lines, context.entries) || context.comment.trim() !== ''),
    isHandover: ({ context }) => context.purpose === 'handover',
  },
}).createMachine({
  id: 'count',
  context: ({ input }) => ({ ...input, entries: {}, comment: '', tried: false, refusal: null, shift: null }),
  initial: 'counting',
  output: ({ context }) => ({ shift: context.shift }),
  states: {
    counting: {
      on: {
        'count.total': {
          actions: assign({ entries: ({ context, event }) => ({ ...context.entries, [event.currency]: { ...entry(context, event.currency), total: event.value } }) }),
        },
        'count.note': {
          actions: assign({
            entries: ({ context, event }) => {
              const current = entry(context, event.currency);
              return { ...context.entries, [event.currency]: { ...current, notes: { ...current.notes, [event.denomination]: event.value } } };
            },
          }),
        },
        'count.byNotes': {
          actions: assign({ entries: ({ context, event }) => ({ ...context.entries, [event.currency]: { ...entry(context, event.currency), byNotes: event.on } }) }),
        },
        'count.comment': { actions: assign({ comment: ({ event }) => event.value }) },
        'count.submit': [{ guard: 'ready', target: 'submitting' }, { actions: assign({ tried: true }) }],
        'count.cancel': 'cancelled',
      },
    },
    submitting: {
      entry: assign({ refusal: null }),
      invoke: {
        id: 'submitCount',
        src: 'submitCount',
        input: ({ context }) => ({ purpose: context.purpose, counted: countedList(context.lines, context.entries), comment: context.comment.trim() }),
        onDone: [
          { guard: 'isHandover', target: 'printing', actions: assign({ shift: ({ event }) => event.output }) },
          { target: 'done', actions: assign({ shift: ({ event }) => event.output }) },
        ],
        onError: { target: 'counting', actions: assign({ refusal: ({ event }) => refusalOf(event.error), tried: true }) },
      },
    },
    printing: {
      invoke: {
        id: 'printReport',
        src: 'printReport',
        input: ({ context }) => ({ shift: context.shift!.id }),
        onDone: 'done',
        // The shift is closed all the same; the report can be printed again from the shift list.
        onError: 'done',
      },
    },
    cancelled: { type: 'final' },
    done: { type: 'final' },
  },
});
