import { useCallback, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { LiveEvent } from '../../shared/contract/events';
import { baseApi } from '../api/baseApi';
import { useLiveEvents } from '../api/liveEvents';
import { useAllCashRegistersQuery } from '../api/referenceApi';
import { ALL, allTag, registerTag, type Tag } from '../api/tags';
import type { Section } from '../lib/screenRoute';
import { paths } from '../paths';
import { Button } from '../ui/Button';
import { theme } from '../ui/theme';

const KIND: Record<LiveEvent['transfer_kind'], string> = { INTERNAL: 'внутренний', EXTERNAL: 'внешний', CRYPTO: 'крипто' };

/** What a transfer event may have changed on open screens: both registers' transfers, balances and journals. */
function tagsOf(event: LiveEvent): Tag[] {
  const registers = [event.from_cash_register, event.to_cash_register];
  return [
    ...registers.flatMap((r) => [registerTag('Transfer', r), registerTag('Balance', r), registerTag('Journal', r)]),
    allTag('Transfer'),
    allTag('Balance'),
  ];
}

/** After a gap in the stream nothing says what changed: every transfer list and balance refetches. */
// Me too: the server ends every stream when users change (permissions, cities), so a
// reconnection is when the user's own rights may have changed (issue 18).
const RESYNC_TAGS = ['Transfer', 'Balance', 'Journal', 'Me'] as const;

export interface IncomingTransfers {
  /** New incoming transfers since the user last looked at the transfers screen. */
  count: number;
  /** Where the section's transfers are (the menu item that carries the count). */
  transfersPath: string;
  notice: React.ReactNode;
}

/**
 * A cash register's or a city's live transfers (issue 9): the server's events refetch what
 * they change, and a transfer arriving at this register (or at a register of this city) is
 * counted on the Переводы menu item and announced, without a reload. Opening the transfers
 * screen clears the count. `enabled` is false until the section's object is known.
 */
export function useIncomingTransfers(section: Section, id: number, enabled: boolean): IncomingTransfers {
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const isCity = section === 'city';
  const { data: registers } = useAllCashRegistersQuery(undefined, { skip: !enabled });
  const transfersPath = isCity ? paths.cityTransfers(id) : paths.cashRegisterTransfers(id);
  const [arrived, setArrived] = useState<LiveEvent[]>([]);
  const [lastEvent, setLastEvent] = useState<LiveEvent | null>(null);
  const [dismissed, setDismissed] = useState(true);
  const onTransfers = pathname === transfersPath;

  // A new section (another register or city) starts from nothing; so does looking at the list.
  useEffect(() => {
    setArrived([]);
    setLastEvent(null);
  }, [section, id]);
  useEffect(() => {
    if (onTransfers) setArrived([]);
  }, [onTransfers]);

  const cityOfRegister = useCallback((registerId: number) => registers?.find((r) => r.id === registerId)?.city.id, [registers]);
  // A city counts what comes to any of its registers (from another city or from a neighbour).
  const isIncoming = (event: LiveEvent) => (isCity ? cityOfRegister(event.to_cash_register) === id : event.to_cash_register === id);

  useLiveEvents(
    (event) => {
      dispatch(baseApi.util.invalidateTags(tagsOf(event)));
      if (event.type === 'transfer.created' && isIncoming(event)) {
        if (!onTransfers) setArrived((list) => [...list, event]);
        setLastEvent(event);
        setDismissed(false);
      }
      // The sender took it back (issue 17): it no longer counts as new, and the screen says so.
      if (event.type === 'transfer.cancelled' && isIncoming(event)) {
        setArrived((list) => list.filter((e) => e.id !== event.id || e.transfer_kind !== event.transfer_kind));
        setLastEvent(event);
        setDismissed(false);
      }
    },
    () => dispatch(baseApi.util.invalidateTags([...RESYNC_TAGS])),
    enabled,
    // The session is over (signed out everywhere, deactivated, a reset): /api/me asked again
    // answers 401, which ends the session here (RequireAuth) and shows /login.
    (status) => {
      if (status === 401) dispatch(baseApi.util.invalidateTags([{ type: 'Me', id: ALL }]));
    },
  );

  const from = lastEvent && registers?.find((r) => r.id === lastEvent.from_cash_register);
  const to = lastEvent && registers?.find((r) => r.id === lastEvent.to_cash_register);
  const notice =
    lastEvent && !dismissed ? (
      <Banner role="status" aria-label={lastEvent.type === 'transfer.cancelled' ? 'Входящий перевод отменён' : 'Новый входящий перевод'}>
        {lastEvent.type === 'transfer.cancelled' ? (
          <span>
            Входящий {KIND[lastEvent.transfer_kind]} перевод №{lastEvent.id}
            {from ? ` из кассы «${from.name}» (${from.city.name})` : ''} отменён отправителем.
          </span>
        ) : (
          <span>
            Новый входящий {KIND[lastEvent.transfer_kind]} перевод №{lastEvent.id}
            {from ? ` из кассы «${from.name}» (${from.city.name})` : ''}
            {isCity && to ? ` в кассу «${to.name}»` : ''}.
          </span>
        )}
        <Actions>
          {!onTransfers && <Link to={transfersPath}>Открыть переводы</Link>}
          <Button $variant="ghost" aria-label="Скрыть уведомление" onClick={() => setDismissed(true)}>
            ×
          </Button>
        </Actions>
      </Banner>
    ) : null;
  return { count: onTransfers ? 0 : arrived.length, transfersPath, notice };
}

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
  margin-bottom: 16px;
  padding: 10px 14px;
  background: #fff8e1;
  border: 1px solid ${theme.colors.focus};
  border-left-width: 4px;
  border-radius: ${theme.radius};
`;
const Actions = styled.span`
  display: flex;
  margin-left: auto;
  align-items: center;
  gap: 8px;
`;
