import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toWireDate } from '../../../shared/dates';
import { useCityDataQuery } from '../../api/balancesApi';
import { today } from '../../appConfig';
import { parseId, paths } from '../../paths';
import { BalanceGrid } from '../../ui/BalanceGrid';
import { DatePicker } from '../../ui/DatePicker';
import { PageTitle, Toolbar } from '../../ui/Page';
import { CityRatesLink } from './CityRatesLink';
import { RegisterShifts } from './RegisterShifts';

/**
 * /cities/{id}/: the city's registers with each one's closing balance per currency on a day
 * (today unless another is picked) and the city's totals, all from one city_data call; then
 * their shifts, today's count differences and the shifts waiting for approval.
 */
export function CashRegisterList() {
  const cityId = parseId(useParams().cityId);
  const [date, setDate] = useState<Date | null>(() => today());
  const wireDate = toWireDate(date ?? today());
  const { data, isFetching } = useCityDataQuery({ city: cityId ?? 0, date: wireDate }, { skip: cityId === null });
  const registers = useMemo(() => data?.cash_registers.map((r) => r.cash_register), [data]);
  const lines = useMemo(
    () =>
      data?.cash_registers.map(({ cash_register, balances }) => ({
        id: String(cash_register.id),
        name: <Link to={paths.cashRegister(cash_register.id)}>{cash_register.name}</Link>,
        balances,
      })),
    [data],
  );
  return (
    <>
      <PageTitle>Кассы</PageTitle>
      <Toolbar>
        <DatePicker label="Дата" value={date} onChange={setDate} />
        <span>Остаток на конец дня</span>
        {cityId !== null && <CityRatesLink cityId={cityId} />}
      </Toolbar>
      <BalanceGrid label="Кассы" nameHeader="Касса" lines={lines} totals={data?.totals} loading={isFetching} />
      <h2>Смены</h2>
      {cityId !== null && <RegisterShifts cityId={cityId} registers={registers} />}
    </>
  );
}
