import { useMemo, useState, type ComponentType } from 'react';
import { toWireDate } from '../../../shared/dates';
import { useAllOperationPersonsQuery } from '../../api/referenceApi';
import { today } from '../../appConfig';
import { DatePicker } from '../../ui/DatePicker';
import { ParamField, ParamSelect } from '../../ui/ParamField';
import { ReportFileButtons } from '../../ui/ReportFileButtons';
import { monthToDate, ReportPeriod } from '../../ui/ReportPeriod';
import { usePlaces } from './usePlaces';

const wire = (d: Date | null) => (d ? toWireDate(d) : undefined);

/** A city chosen in the dialog: the first of the user's cities until another is picked. */
function useCityChoice() {
  const { cityOptions } = usePlaces();
  const [picked, setPicked] = useState<number | null>(null);
  const city = picked ?? cityOptions[0]?.value ?? null;
  const field = <ParamSelect label="Город" value={city} options={cityOptions} onChange={setPicked} />;
  return { city, field };
}

function usePeriod() {
  const [[from, to], setPeriod] = useState<[Date | null, Date | null]>(monthToDate);
  const field = <ReportPeriod from={from} to={to} onChange={(f, t) => setPeriod([f, t])} />;
  return { from_date: wire(from), to_date: wire(to), field };
}

function OperationPersonListButtons() {
  const { city, field } = useCityChoice();
  return <ReportFileButtons path="print_operation_person_list/" params={{ city }} fields={field} ready={city !== null} />;
}

function OperationPersonDetailButtons() {
  const { city, field: cityField } = useCityChoice();
  const { data } = useAllOperationPersonsQuery({ city: city ?? 0 }, { skip: city === null });
  const options = useMemo(() => (data ?? []).map((p) => ({ value: p.id, label: `${p.first_name} ${p.last_name}`.trim() })), [data]);
  const [picked, setPicked] = useState<number | null>(null);
  const person = options.some((o) => o.value === picked) ? picked : (options[0]?.value ?? null);
  const { field: periodField, ...period } = usePeriod();
  const fields = (
    <>
      {cityField}
      <ParamSelect label="Кредитор \ дебитор" value={person} options={options} onChange={setPicked} searchable />
      {periodField}
    </>
  );
  return <ReportFileButtons path={`print_operation_person_detail/${person ?? 0}/`} params={period} fields={fields} ready={person !== null} />;
}

function ValueSettingButtons() {
  const { city, field } = useCityChoice();
  const [date, setDate] = useState<Date | null>(() => today());
  const fields = (
    <>
      {field}
      <ParamField label="Дата">
        <DatePicker label="Дата курсов" value={date} onChange={setDate} />
      </ParamField>
    </>
  );
  return <ReportFileButtons path="print_value_setting_detail/" params={{ city, date: wire(date) }} fields={fields} ready={city !== null} />;
}

function OutTransactionButtons() {
  const { registerOptions } = usePlaces();
  const [picked, setPicked] = useState<number | null>(null);
  const register = picked ?? registerOptions[0]?.value ?? null;
  const { field: periodField, ...period } = usePeriod();
  const fields = (
    <>
      <ParamSelect label="Касса" value={register} options={registerOptions} onChange={setPicked} searchable />
      {periodField}
    </>
  );
  return (
    <ReportFileButtons path="print_out_transaction_report/" params={{ cash_register: register, ...period }} fields={fields} ready={register !== null} />
  );
}

/** A day's balances: a city's registers, or (Все города) each city and the network. */
function DayReportButtons() {
  const { cityOptions } = usePlaces();
  const [city, setCity] = useState<number>(0);
  const [date, setDate] = useState<Date | null>(() => today());
  const fields = (
    <>
      <ParamSelect label="Город" value={city} options={[{ value: 0, label: 'Все города' }, ...cityOptions]} onChange={setCity} />
      <ParamField label="Дата">
        <DatePicker label="Дата отчета" value={date} onChange={setDate} />
      </ParamField>
    </>
  );
  return <ReportFileButtons path="print_day_report/" params={{ city: city || undefined, date: wire(date) }} fields={fields} />;
}

/** The earning report of a city or of every city over a period (needs the earning right too). */
function EarningButtons() {
  const { cityOptions } = usePlaces();
  const [city, setCity] = useState<number>(0);
  const { field: periodField, ...period } = usePeriod();
  const fields = (
    <>
      <ParamSelect label="Город" value={city} options={[{ value: 0, label: 'Все города' }, ...cityOptions]} onChange={setCity} />
      {periodField}
    </>
  );
  return <ReportFileButtons path="print_earning_report/" params={{ city: city || undefined, ...period }} fields={fields} />;
}

/** The reports of /cities/print/, in the order a supervisor looks for them. */
export const PRINTABLE_REPORTS: ReadonlyArray<{ id: string; title: string; Buttons: ComponentType; earnings?: boolean }> = [
  { id: 'day', title: 'Остатки за день', Buttons: DayReportButtons },
  { id: 'earnings', title: 'Отчет о доходах', Buttons: EarningButtons, earnings: true },
  { id: 'value-settings', title: 'Курсы валют (табло)', Buttons: ValueSettingButtons },
  { id: 'operation-persons', title: 'Список кредиторов и дебиторов', Buttons: OperationPersonListButtons },
  { id: 'operation-person', title: 'Карточка кредитора \\ дебитора', Buttons: OperationPersonDetailButtons },
  { id: 'out-transactions', title: 'Операции кредиторов \\ дебиторов по кассе', Buttons: OutTransactionButtons },
];
