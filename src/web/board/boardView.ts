import type { PublicRates } from '../../shared/contract/shopFront';
import { flagOf } from './boardFlags';
import { boardLayout } from './boardLayout';

/** What the screen shows; rendered whole on each change (a dozen rows: no diffing needed). */
export interface BoardState {
  rates: PublicRates | null;
  fresh: boolean;
  unpublished: boolean;
}

/** "Обновлено 14:05" in the server's zone. */
export function updatedText(updatedAt: string | null, timeZone: string): string {
  if (!updatedAt) return '';
  const time = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(updatedAt));
  return `Обновлено ${time}`;
}

/** "27.11.2026" from a wire date, without a Date (no zone can shift it). */
export const dayText = (date: string) => date.split('-').reverse().join('.');

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  return node;
}

export interface BoardScreen {
  timeZone: string;
  flags: boolean;
  width: number;
  height: number;
}

export function renderBoard(root: HTMLElement, state: BoardState, screen: BoardScreen): void {
  const { rates } = state;
  const count = rates?.rates.length ?? 0;
  const longest = Math.max(0, ...(rates?.rates ?? []).flatMap((r) => [r.buy.length, r.sell.length]));
  const { portrait, columns, figure } = boardLayout(screen.width, screen.height, count, longest);
  root.dataset.orientation = portrait ? 'portrait' : 'landscape';
  root.style.setProperty('--cols', String(columns));
  root.style.setProperty('--fig', `${figure}px`);
  root.replaceChildren();

  const header = el('header', 'board-header');
  header.append(el('h1', 'board-title', rates ? `Курсы валют · ${rates.city.name}` : 'Курсы валют'));
  if (rates) header.append(el('div', 'board-date', dayText(rates.date)));
  root.append(header);

  if (state.unpublished) {
    root.append(el('p', 'board-message', 'Курсы не публикуются'));
    return;
  }
  if (!rates) {
    root.append(el('p', 'board-message', 'Загрузка курсов…'));
    return;
  }
  if (count === 0) {
    root.append(el('p', 'board-message', 'Курсы уточняйте в кассе'));
  } else {
    const grid = el('main', 'board-grid');
    for (let c = 0; c < columns; c++) {
      const perColumn = Math.ceil(count / columns);
      const table = el('table', 'board-table');
      table.setAttribute('aria-label', c === 0 ? 'Курсы валют' : 'Курсы валют, продолжение');
      const head = el('tr', 'board-head');
      head.append(el('th', 'board-cur', 'Валюта'), el('th', 'board-fig-head', 'Покупка'), el('th', 'board-fig-head', 'Продажа'));
      table.append(el('thead', ''), el('tbody', ''));
      table.tHead!.append(head);
      for (const rate of rates.rates.slice(c * perColumn, (c + 1) * perColumn)) {
        const row = el('tr', 'board-row');
        const currency = el('th', 'board-cur');
        currency.scope = 'row';
        if (screen.flags) currency.append(el('span', 'board-flag', flagOf(rate.code)));
        currency.append(el('span', 'board-code', rate.code), el('span', 'board-name', rate.name));
        row.append(currency, el('td', 'board-fig board-buy', rate.buy), el('td', 'board-fig board-sell', rate.sell));
        table.tBodies[0].append(row);
      }
      grid.append(table);
    }
    root.append(grid);
  }
  const footer = el('footer', 'board-footer');
  footer.append(el('span', 'board-updated', updatedText(rates.updated_at, screen.timeZone)));
  if (!state.fresh) footer.append(el('strong', 'board-stale', 'Курсы могут быть неактуальны'));
  root.append(footer);
}
