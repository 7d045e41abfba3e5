import styled from 'styled-components';
import type { RegisterLimit } from '../../../../shared/contract';
import { groupThousands } from '../../../../shared/money';
import { theme } from '../../../ui/theme';

/** What a breach says at a glance, and what the title spells out (docs/VAULT.md). */
const WORDS = { below_min: 'ниже минимума', above_max: 'выше максимума' } as const;

// The words are drawn by CSS (content: attr(data-words)), not written in the cell: the closing
// figure's cell holds the figure alone, as read by whoever compares it with the API's (a
// screen reader hears the badge's label).
const Badge = styled.span<{ $low: boolean }>`
  display: inline-block;
  &::after {
    content: attr(data-words);
  }
  margin-left: 6px;
  padding: 0 6px;
  border-radius: 8px;
  font-size: 12px;
  font-weight: 600;
  white-space: nowrap;
  color: #fff;
  /* Short of cash is the urgent one (red); too much is the insurance's worry (orange). */
  background: ${(p) => (p.$low ? theme.colors.danger : theme.colors.handedOver)};
`;

const amount = (value: string | null, code: string) => (value === null ? '—' : `${groupThousands(value)} ${code}`);

/** The limits in words, for the badge's title: «Минимум 2 000.00 USD, максимум 10 000.00 USD, пополнять до 5 000.00 USD». */
export function limitTitle(limit: RegisterLimit): string {
  const code = limit.currency.code;
  const parts = [`минимум ${amount(limit.min, code)}`, `максимум ${amount(limit.max, code)}`];
  if (limit.refill_to !== null) parts.push(`пополнять до ${amount(limit.refill_to, code)}`);
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Beside a currency's balance on the register's screen: nothing while it is within its limits
 * (or has none); a red «ниже минимума» or an orange «выше максимума» otherwise, the limits in
 * its title.
 */
export function LimitBadge({ limit }: { limit: RegisterLimit | undefined }) {
  if (!limit || (limit.state !== 'below_min' && limit.state !== 'above_max')) return null;
  const title = limitTitle(limit);
  return (
    <Badge
      $low={limit.state === 'below_min'}
      data-words={WORDS[limit.state]}
      title={title}
      role="img"
      aria-label={`${limit.currency.code} ${WORDS[limit.state]}. ${title}`}
    />
  );
}
