import type { ReactNode } from 'react';
import { useGetCashRegisterQuery } from '../../features/cashRegisters/cashRegistersApi';
import { paths } from '../../paths';
import { SideMenu } from '../../ui/SideMenu';
import { cashRegisterMenu } from '../menus';
import { AppShell } from './AppShell';

/**
 * /cash-registers/{id}/...: a side menu and Города > city name > cash register name (the
 * register's answer carries its city). Nothing without a cash register id.
 */
export function CashRegisterLayout({ cashRegisterId, children }: { cashRegisterId: number | null; children: ReactNode }) {
  const { data: register } = useGetCashRegisterQuery(cashRegisterId ?? 0, { skip: cashRegisterId === null });
  if (cashRegisterId === null) return null;
  return (
    <AppShell
      side={<SideMenu title="Касса" items={cashRegisterMenu(cashRegisterId)} />}
      crumbs={[
        { label: 'Города', to: paths.cities },
        { label: register?.city.name ?? '…', to: register ? paths.city(register.city.id) : undefined },
        { label: register?.name ?? '…', to: paths.cashRegister(cashRegisterId) },
      ]}
    >
      {children}
    </AppShell>
  );
}
