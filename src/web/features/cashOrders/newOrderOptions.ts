import type { CashRegister } from '../../../shared/contract';
import type { CashOrderKind } from '../../../shared/machines/cashOrderLifecycle';
import type { SelectOption } from '../../ui/form';

const option = (r: CashRegister): SelectOption<number> => ({ value: r.id, label: r.name, group: r.city.name });
const isVault = (r: CashRegister) => r.kind === 'vault';

/**
 * The registers the new order's form offers, by kind (docs/CASH-ORDERS.md, Kinds): a refill
 * goes from the city's vault to one of its tills, a surplus back, a move from one of the city's
 * tills to another till (any city) or from its vault to another city's vault. The form offers
 * only these; the server refuses any other pairing anyway.
 */
export function fromOptions(kind: CashOrderKind, city: number, registers: readonly CashRegister[]): SelectOption<number>[] {
  const own = registers.filter((r) => r.city.id === city && r.is_active);
  if (kind === 'refill') return own.filter(isVault).map(option);
  if (kind === 'surplus') return own.filter((r) => !isVault(r)).map(option);
  return own.map(option);
}

export function toOptions(kind: CashOrderKind, city: number, from: number | null, registers: readonly CashRegister[]): SelectOption<number>[] {
  const active = registers.filter((r) => r.is_active && r.id !== from);
  if (kind === 'refill') return active.filter((r) => r.city.id === city && !isVault(r)).map(option);
  if (kind === 'surplus') return active.filter((r) => r.city.id === city && isVault(r)).map(option);
  const source = registers.find((r) => r.id === from);
  if (source && isVault(source)) return active.filter((r) => isVault(r) && r.city.id !== source.city.id).map(option);
  return active.filter((r) => !isVault(r)).map(option);
}
