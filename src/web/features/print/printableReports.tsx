import { useMemo, useState, type ComponentType } from 'react';
import { toWireDate } from '../../../shared/dates';
import { useAllOperationPersonsQuery } from '../../api/referenceApi';
import { today } from '../../appConfig';
import { DatePicker } from '../../ui/DatePicker';
import { ParamField, ParamSelect } from '../../ui/ParamField';
import { ReportFileButtons } from '../../ui/ReportFileButtons';
import { ReportPeriod } from '../../ui/ReportPeriod';
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
  const [[from, to], setPeriod] = useState<[Date | null, Date | null]>(() => [today(), today()]);
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

/** The reports of /cities/print/, in the order a supervisor looks for them. */
export const PRINTABLE_REPORTS: ReadonlyArray<{ id: string; title: string; Buttons: ComponentType }> = [
  { id: 'value-settings', title: 'Курсы валют (табло)', Buttons: ValueSettingButtons },
  { id: 'operation-persons', title: 'Список кредиторов и дебиторов', Buttons: OperationPersonListButtons },
  { id: 'operation-person', title: 'Карточка кредитора \\ дебитора', Buttons: OperationPersonDetailButtons },
  { id: 'out-transactions', title: 'Операции кредиторов \\ дебиторов по кассе', Buttons: OutTransactionButtons },
];
