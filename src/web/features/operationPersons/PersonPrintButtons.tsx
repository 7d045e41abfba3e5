import { useState } from 'react';
import { usePrintFileMutation, type PrintKind } from '../../api/fileDelivery';
import { useCanPrint } from '../../api/meApi';
import type { ParamValue } from '../../api/params';
import { toWireDate } from '../../../shared/dates';
import { DatePicker } from '../../ui/DatePicker';
import { PrintButton } from '../../ui/PrintButton';

interface Props {
  /** The /api/print_... path, relative to /api/. */
  path: string;
  /** The report's fixed parameters (the list's filters as shown on screen). */
  params?: Record<string, ParamValue>;
  /** The report takes a period (from_date, to_date): ask for it in 'Параметры'. */
  period?: boolean;
}

/**
 * Печать (a PDF in a new tab) and Скачать (an XLSX) of one server report, for admins and
 * users with isAllowToPrint only (the server refuses the others with 403, which is never
 * alerted: so the buttons are not shown). A report with a period asks for it first; an
 * empty period is all time.
 */
export function PersonPrintButtons({ path, params = {}, period = false }: Props) {
  const allowed = useCanPrint();
  const [printFile] = usePrintFileMutation();
  const [from, setFrom] = useState<Date | null>(null);
  const [to, setTo] = useState<Date | null>(null);

  const run = (kind: PrintKind) =>
    printFile({
      path,
      kind,
      params: {
        ...params,
        ...(period ? { from_date: from ? toWireDate(from) : undefined, to_date: to ? toWireDate(to) : undefined } : {}),
        format: kind === 'print' ? 'pdf' : 'xlsx',
      },
    })
      .unwrap()
      // A refusal (400, 404) was alerted by the error catalogue.
      .catch(() => undefined);

  const periodFields = period ? (
    <>
      <p style={{ marginTop: 0 }}>Период операций (пусто — за всё время):</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <DatePicker label="Дата с" value={from} maxDate={to ?? undefined} onChange={setFrom} />
        <DatePicker label="Дата по" value={to} minDate={from ?? undefined} onChange={setTo} />
      </div>
    </>
  ) : undefined;

  return (
    <>
      <PrintButton kind="print" allowed={allowed} onRun={() => run('print')} params={periodFields} />
      <PrintButton kind="download" allowed={allowed} onRun={() => run('download')} params={periodFields} />
    </>
  );
}
