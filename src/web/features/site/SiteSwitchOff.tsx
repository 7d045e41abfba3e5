import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { fromPromise } from 'xstate';
import { MESSAGES } from '../../../shared/contract';
import { siteSwitchedOff } from '../../api/apiStatusSlice';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { siteApi } from './siteApi';
import { siteSwitchOffMachine } from './siteSwitchOffMachine';

export const SWITCH_OFF_TITLE = 'Выключить сайт?';
export const SWITCH_OFF_TEXT = 'Если выключить сайт, сайт и страница администратора станут недоступны.';

/** The admin-only header icon and its confirmation, driven by the switch-off machine. */
export function SiteSwitchOff() {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const [machine] = useState(() =>
    siteSwitchOffMachine.provide({
      actors: {
        stopSite: fromPromise(() => dispatch(siteApi.endpoints.stopSite.initiate()).unwrap()),
      },
      actions: {
        announceSwitchedOff: (_, detail) => dispatch(siteSwitchedOff(detail ?? MESSAGES.siteOff)),
      },
    }),
  );
  const [state, send] = useMachine(machine);
  const open = state.matches('confirming') || state.matches('stopping');

  return (
    <>
      <Button $variant="ghost" aria-label="Выключить сайт" title="Выключить сайт" onClick={() => send({ type: 'site.open' })}>
        <PowerIcon />
      </Button>
      <ConfirmDialog
        open={open}
        title={SWITCH_OFF_TITLE}
        busy={state.matches('stopping')}
        onConfirm={() => send({ type: 'site.confirm' })}
        onCancel={() => send({ type: 'site.cancel' })}
      >
        {SWITCH_OFF_TEXT}
      </ConfirmDialog>
    </>
  );
}

function PowerIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M12 2v10" strokeLinecap="round" />
      <path d="M6.3 5.6a9 9 0 1 0 11.4 0" strokeLinecap="round" />
    </svg>
  );
}
