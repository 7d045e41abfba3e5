import { useState } from 'react';
import type { ParamValue } from '../../api/params';
import { toWireDate } from '../../../shared/dates';
import { DatePicker } from '../../ui/DatePicker';
import { ReportFileButtons } from '../../ui/ReportFileButtons';

interface Props {
  /** The /api/print_... path, relative to /api/. */
  path: string;
  /** The report's fixed parameters (the list's filters as shown on screen). */
  params?: Record<string, ParamValue>;
  /** The report takes a period (from_date, to_date): ask for it in 'Параметры'. */
  period?: boolean;
}

/**
 * Печать (a PDF in a new tab) and Скачать (an XLSX) of a person list or card, through the
 * app's one file delivery (ui/ReportFileButtons: admins and isAllowToPrint only, progress
 * and cancel for a long file). A report with a period asks for it first; an empty period is
 * all time.
 */
export function PersonPrintButtons({ path, params = {}, period = false }: Props) {
  const [from, setFrom] = useState<Date | null>(null);
  const [to, setTo] = useState<Date | null>(null);
  const periodParams = period ? { from_date: from ? toWireDate(from) : undefined, to_date: to ? toWireDate(to) : undefined } : {};
  const periodFields = period ? (
    <>
      <p style={{ marginTop: 0 }}>Период операций (пусто — за всё время):</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <DatePicker label="Дата с" value={from} maxDate={to ?? undefined} onChange={setFrom} />
        <DatePicker label="Дата по" value={to} minDate={from ?? undefined} onChange={setTo} />
      </div>
    </>
  ) : undefined;
  return <ReportFileButtons path={path} params={{ ...params, ...periodParams }} fields={periodFields} />;
}
