import { useState } from 'react';
import styled from 'styled-components';
import type { Ref } from '../../../shared/contract';
import { formatAmount } from '../../../shared/money';
import { errorMessage } from '../../api/errors';
import { useListShiftsQuery, useWitnessShiftMutation } from '../../api/shiftsApi';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatInstant } from '../../ui/formatInstant';
import { LoadProblem } from '../../ui/LoadProblem';
import { ProblemBox } from '../../ui/ProblemBox';
import { theme } from '../../ui/theme';
import { unwitnessedCounts, type UnwitnessedCount } from './vaultCounts';

const Counts = styled.ul`
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  li { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px; margin-bottom: 6px; }
  small { color: ${theme.colors.muted}; }
`;

const PHASE = { OPEN: 'при открытии', CLOSE: 'при закрытии' } as const;
/** The vault's latest shifts: a count waits for its witness for a day or two, not longer. */
const RECENT = 20;

const lines = (c: UnwitnessedCount) => (c.phase === 'OPEN' ? c.shift.opening : c.shift.closing)
  .map((l) => `${l.currency.code} ${formatAmount(l.counted)}`)
  .join(', ');

/**
 * The vault's counts waiting for a witness (docs/VAULT.md, "Counting the vault"): each with who
 * counted it, when and what was found, and «Подтвердить как свидетель» for anyone else of the
 * city — the counter sees why not. A count is confirmed once; the figures are not changed.
 */
export function VaultWitness({ vault }: { vault: Ref }) {
  const { data, isError, refetch } = useListShiftsQuery({ cashRegister: vault.id, size: RECENT });
  const [witness, { isLoading }] = useWitnessShiftMutation();
  const [asked, setAsked] = useState<UnwitnessedCount | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (isError && !data) {
    return <LoadProblem what="пересчёты хранилища" retry={() => void refetch()} />;
  }
  if (!data) return null;
  const counts = unwitnessedCounts(data.results);
  const confirm = async () => {
    if (!asked) return;
    setProblem(null);
    try {
      await witness({ id: asked.shift.id, cashRegister: vault.id, phase: asked.phase }).unwrap();
    } catch (error) {
      setProblem(errorMessage(error));
    }
    setAsked(null);
  };
  return (
    <section aria-label="Пересчёты хранилища">
      {problem && <ProblemBox role="alert"><p>{problem}</p></ProblemBox>}
      {counts.length === 0 ? (
        <p>Все пересчёты хранилища подтверждены свидетелем.</p>
      ) : (
        <Counts>
          {counts.map((c) => (
            <li key={`${c.shift.id}${c.phase}`}>
              <span>
                Пересчёт {PHASE[c.phase]} смены №{c.shift.id}, {formatInstant(c.at)}, {c.counter}: {lines(c) || 'пусто'}
              </span>
              {c.mine ? (
                <small>свой пересчёт подтверждает другой сотрудник</small>
              ) : (
                <Button onClick={() => setAsked(c)} aria-label={`Подтвердить как свидетель: пересчёт ${PHASE[c.phase]} смены №${c.shift.id}`}>
                  Подтвердить как свидетель
                </Button>
              )}
            </li>
          ))}
        </Counts>
      )}
      <ConfirmDialog open={asked !== null} title="Подтвердить пересчёт" onConfirm={() => void confirm()} onCancel={() => setAsked(null)} busy={isLoading}>
        {asked && `Вы были при пересчёте ${PHASE[asked.phase]} смены №${asked.shift.id} и видели: ${lines(asked) || 'пусто'}?`}
      </ConfirmDialog>
    </section>
  );
}
