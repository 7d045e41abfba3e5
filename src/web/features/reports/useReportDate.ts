import { useState } from 'react';
import { toWireDate } from '../../../shared/dates';
import { today } from '../../appConfig';
import { monthToDate } from '../../ui/ReportPeriod';

/** The report's day (today until another is picked) and its wire form. */
export function useReportDate() {
  const [date, setDate] = useState<Date | null>(() => today());
  return { date, setDate, wireDate: toWireDate(date ?? today()) };
}

/** The report's period (the month so far until changed) and its wire form. */
export function useReportPeriod() {
  const [[from, to], setPeriod] = useState<[Date | null, Date | null]>(monthToDate);
  return {
    from,
    to,
    setPeriod: (f: Date | null, t: Date | null) => setPeriod([f, t]),
    fromDate: toWireDate(from ?? today()),
    toDate: toWireDate(to ?? from ?? today()),
  };
}
