import { formatAmount } from '../../../../shared/money';
import type { OfflineDeal } from '../../../lib/offlineDeal';

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The client's receipt of a deal made during an outage, printed by the browser (the server's
 * PDF, docs/print.md, needs the server): an 80 mm strip marked «Офлайн-операция» with the
 * register's local number and the time at the window.
 */
export function offlineReceiptHtml(deal: OfflineDeal, timeZone: string): string {
  const when = new Date(deal.body.made_at).toLocaleString('ru-RU', { timeZone });
  const verb = deal.body.operation_type === 'BUY' ? 'Покупка' : 'Продажа';
  const rows: Array<[string, string]> = [
    ['Офлайн-операция', `№${deal.localNumber}`],
    ['Время', when],
    ['Операция', verb],
    ['Сумма', `${formatAmount(deal.body.amount)} ${deal.currencyCode}`],
    ['Курс', deal.body.rate],
    ['Итого', `${formatAmount(deal.total)} ${deal.localCode}`],
  ];
  const body = rows.map(([k, v]) => `<tr><th>${escape(k)}</th><td>${escape(v)}</td></tr>`).join('');
  return (
    '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Чек</title>' +
    '<style>@page{size:80mm auto;margin:4mm}body{font:12px sans-serif;width:72mm}th{text-align:left;padding-right:8px}h1{font-size:14px}</style>' +
    `</head><body><h1>Офлайн-операция</h1><table>${body}</table><p>Операция будет передана на сервер при восстановлении связи.</p></body></html>`
  );
}

export function printOfflineReceipt(deal: OfflineDeal, timeZone = 'Europe/Moscow'): void {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0';
  document.body.append(frame);
  const doc = frame.contentDocument!;
  doc.open();
  doc.write(offlineReceiptHtml(deal, timeZone));
  doc.close();
  frame.contentWindow?.print();
  setTimeout(() => frame.remove(), 60_000);
}
