import { memo } from 'react';
import { formatAmount } from '../../../../shared/money';
import type { CountSheetLine } from '../../../../shared/contract/shifts';
import { Button } from '../../../ui/Button';
import { MoneyInput } from '../../../ui/form/MoneyInput';
import { countedOf, differenceKind, differenceOf, type CountEntry } from './countFigures';
import type { CountEvent } from './countMachine';
import { Difference, Figure, Line, Missing, Notes } from './countStyles';

const WORDS = { short: 'недостача', over: 'излишек', none: 'без расхождения' } as const;

interface Props {
  line: CountSheetLine;
  entry: CountEntry;
  showMissing: boolean;
  disabled: boolean;
  send: (event: CountEvent) => void;
}

/**
 * One currency of the count: the books' figure, what was counted (typed, or summed from the
 * banknotes as they are typed), and the difference, coloured. Memoised: a keystroke in one
 * currency redraws that currency only (docs/PERFORMANCE.md, the count dialog).
 */
export const CountLineFields = memo(function CountLineFields({ line, entry, showMissing, disabled, send }: Props) {
  const { id, code, name } = line.currency;
  const counted = countedOf(entry, line);
  const difference = differenceOf(entry, line);
  const kind = differenceKind(difference);
  const inputId = `count-${id}`;
  return (
    <Line aria-label={`${code}: пересчёт`}>
      <legend>
        {code} <small>{name}</small>
      </legend>
      <Figure>
        По учёту
        <output className="value" aria-label={`По учёту ${code}`}>
          {formatAmount(line.expected, line.decimals)}
        </output>
      </Figure>
      <Figure>
        <label htmlFor={inputId}>Пересчитано {code}</label>
        {entry.byNotes ? (
          <output id={inputId} className="value" aria-label={`Пересчитано ${code}`} style={{ height: 38, display: 'flex', alignItems: 'center' }}>
            {counted ? formatAmount(counted, line.decimals) : '—'}
          </output>
        ) : (
          <MoneyInput
            id={inputId}
            decimals={line.decimals}
            value={entry.total}
            disabled={disabled}
            aria-invalid={showMissing && !counted ? true : undefined}
            onChange={(value) => send({ type: 'count.total', currency: id, value })}
          />
        )}
      </Figure>
      {line.denominations.length > 0 ? (
        <Button
          $variant={entry.byNotes ? undefined : 'secondary'}
          aria-pressed={entry.byNotes}
          disabled={disabled}
          onClick={() => send({ type: 'count.byNotes', currency: id, on: !entry.byNotes })}
        >
          По купюрам
        </Button>
      ) : (
        <span />
      )}
      <Figure>
        Расхождение
        <Difference $kind={kind} aria-label={`Расхождение ${code}`} aria-live="polite">
          {difference === null ? '—' : `${kind === 'over' ? '+' : ''}${formatAmount(difference, line.decimals)}`}
          {difference !== null && <small> {WORDS[kind]}</small>}
        </Difference>
      </Figure>
      {entry.byNotes && (
        <Notes role="group" aria-label={`Купюры ${code}`}>
          {line.denominations.map((d) => (
            <label key={d}>
              <span>{formatAmount(d, (d.split('.')[1] ?? '').length)} ×</span>
              <input
                aria-label={`${d} ${code}, штук`}
                inputMode="numeric"
                autoComplete="off"
                value={entry.notes[d] ?? ''}
                disabled={disabled}
                onChange={(e) => {
                  const value = e.target.value.replace(/\D/g, '').slice(0, 7);
                  send({ type: 'count.note', currency: id, denomination: d, value });
                }}
              />
            </label>
          ))}
        </Notes>
      )}
      {showMissing && !counted && <Missing role="alert">Пересчитайте {code}.</Missing>}
    </Line>
  );
});
