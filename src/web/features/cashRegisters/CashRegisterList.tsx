import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Link, useParams } from 'react-router-dom';
import { toWireDate } from '../../../shared/dates';
import { useCityDataQuery } from '../../api/balancesApi';
import { today } from '../../appConfig';
import { parseId, paths } from '../../paths';
import { BalanceGrid } from '../../ui/BalanceGrid';
import { REGISTER_KIND_LABEL } from '../../ui/registerKind';
import { DatePicker } from '../../ui/DatePicker';
import { PageTitle, Toolbar } from '../../ui/Page';
import { theme } from '../../ui/theme';
import { CityBreaches } from './CityBreaches';
import { CityRatesLink } from './CityRatesLink';
import { RegisterShifts } from './RegisterShifts';
import { VaultWitness } from './VaultWitness';

const Muted = styled.p`
  margin: 4px 0 0;
  color: ${theme.colors.muted};
`;

/**
 * /cities/{id}/: the city's vault, if it has one, in a block of its own with its counts waiting
 * for a witness, then its tills, each
 * with its closing balance per currency on a day (today unless another is picked) and the
 * city's totals, all from one city_data call; then their shifts, today's count differences and
 * the shifts waiting for approval.
 */
export function CashRegisterList() {
  const cityId = parseId(useParams().cityId);
  const [date, setDate] = useState<Date | null>(() => today());
  const wireDate = toWireDate(date ?? today());
  const { data, isFetching } = useCityDataQuery({ city: cityId ?? 0, date: wireDate }, { skip: cityId === null });
  const registers = useMemo(() => data?.cash_registers.map((r) => r.cash_register), [data]);
  // The city's vault is listed apart (docs/VAULT.md): its reserve is not a till's cash.
  const [tills, vaults] = useMemo(() => {
    const line = ({ cash_register, balances }: NonNullable<typeof data>['cash_registers'][number]) => ({
      id: String(cash_register.id),
      name: <Link to={paths.cashRegister(cash_register.id)}>{cash_register.name}</Link>,
      balances,
    });
    if (!data) return [undefined, undefined];
    return [data.cash_registers.filter((r) => r.kind !== 'vault').map(line), data.cash_registers.filter((r) => r.kind === 'vault').map(line)];
  }, [data]);
  const hasVault = (vaults?.length ?? 0) > 0;
  const vaultRef = data?.cash_registers.find((r) => r.kind === 'vault')?.cash_register;
  return (
    <>
      <PageTitle>Кассы</PageTitle>
      <Toolbar>
        <DatePicker label="Дата" value={date} onChange={setDate} />
        <span>Остаток на конец дня</span>
        {cityId !== null && <CityRatesLink cityId={cityId} />}
      </Toolbar>
      {cityId !== null && <CityBreaches cityId={cityId} stockPath={paths.cityStock(cityId)} />}
      {hasVault && (
        <>
          <h2>{REGISTER_KIND_LABEL.vault}</h2>
          <BalanceGrid label={REGISTER_KIND_LABEL.vault} nameHeader={REGISTER_KIND_LABEL.vault} lines={vaults} totals={undefined} withoutTotals loading={isFetching} />
          {vaultRef && <VaultWitness vault={vaultRef} />}
          <h2>Кассы</h2>
        </>
      )}
      <BalanceGrid label="Кассы" nameHeader="Касса" lines={tills} totals={data?.totals} loading={isFetching} />
      {/* The server's totals are the whole city's: with a vault, they hold its reserve too. */}
      {hasVault && <Muted>Итого — по всему городу, с хранилищем.</Muted>}
      <h2>Смены</h2>
      {cityId !== null && <RegisterShifts cityId={cityId} registers={registers} />}
    </>
  );
}
