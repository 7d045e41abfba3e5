import { useField } from 'formik';
import { formatAmount } from '../../../shared/money';
import styled from 'styled-components';
import { theme } from '../../ui/theme';
import { countedSum, type NoteCounts } from './denominationCount';

// The shift count's banknote grid (operations/shift/countStyles.ts), the same look.
const Notes = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 6px 12px;
  label { display: flex; align-items: center; gap: 6px; font-size: 13px; }
  label span { min-width: 52px; text-align: right; font-variant-numeric: tabular-nums; }
  input { width: 72px; height: 32px; padding: 0 8px; border: 1px solid ${theme.colors.border}; border-radius: ${theme.radius}; text-align: right; }
`;

interface Props {
  /** The Formik field holding the NoteCounts. */
  name: string;
  /** The currency's banknotes, largest first (reference data). */
  denominations: readonly string[];
  code: string;
  disabled?: boolean;
}

/**
 * A count by banknote, the shift count's inputs (operations/shift): a count per value and the
 * counted total under them. The expected figure is never shown here: a receiver counts blind.
 */
export function DenominationFields({ name, denominations, code, disabled }: Props) {
  const [field, meta, helpers] = useField<NoteCounts>(name);
  const notes = field.value ?? {};
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : null;
  return (
    <fieldset aria-label={`Купюры ${code}`} style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
      <legend>Пересчёт по купюрам, {code}</legend>
      <Notes role="group" aria-label={`Купюры ${code}`}>
        {denominations.map((d) => (
          <label key={d}>
            <span>{formatAmount(d, (d.split('.')[1] ?? '').length)} ×</span>
            <input
              aria-label={`${d} ${code}, штук`}
              inputMode="numeric"
              autoComplete="off"
              value={notes[d] ?? ''}
              disabled={disabled}
              onBlur={() => void helpers.setTouched(true)}
              onChange={(e) => void helpers.setValue({ ...notes, [d]: e.target.value.replace(/\D/g, '').slice(0, 7) })}
            />
          </label>
        ))}
      </Notes>
      <p aria-live="polite">
        Пересчитано: <output aria-label={`Пересчитано ${code}`}>{formatAmount(countedSum(notes))} {code}</output>
      </p>
      {error && (
        <p role="alert" style={{ color: theme.colors.danger, margin: 0 }}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
