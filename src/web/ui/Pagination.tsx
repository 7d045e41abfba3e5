import styled from 'styled-components';
import { Button } from './Button';
import { theme } from './theme';

/** DRF page-number pagination: pages count from 1. */
export interface PaginationSettings {
  page: number;
  pageSize: number;
  /** Total rows on the server (the `count` of the answer). */
  count: number;
  onPageChange: (page: number) => void;
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 12px;
  color: ${theme.colors.muted};
`;

// On a phone-narrow screen the total takes its own line, so the page controls stay together.
const Total = styled.span`
  @media (max-width: 600px) {
    flex-basis: 100%;
    text-align: right;
  }
`;

export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, pageSize)));
}

/** The buttons' names begin with their visible words (WCAG 2.5.3, label in name), then say where they lead. */
export function Pagination({ page, pageSize, count, onPageChange }: PaginationSettings) {
  const pages = pageCount(count, pageSize);
  return (
    <Bar aria-label="Страницы">
      <Total>Всего: {count}</Total>
      <Button $variant="secondary" aria-label="Назад, предыдущая страница" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        ‹ Назад
      </Button>
      <span aria-live="polite">
        Страница {Math.min(page, pages)} из {pages}
      </span>
      <Button $variant="secondary" aria-label="Вперёд, следующая страница" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Вперёд ›
      </Button>
    </Bar>
  );
}
