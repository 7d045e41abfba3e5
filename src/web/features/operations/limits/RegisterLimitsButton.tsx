import { Suspense, useState } from 'react';
import { canSetRates } from '../../../../shared/contract';
import { useGetMeQuery } from '../../../api/meApi';
import { useRegisterLimitsQuery, useSetRegisterLimitsMutation } from '../../../api/referenceApi';
import { preloadable } from '../../../lib/lazyNamed';
import { Button } from '../../../ui/Button';

// The editor is opened now and then by a supervisor: loaded then (or when the pointer comes
// near the button), not with the register's screen, whose first visit has a JavaScript budget
// (docs/PERFORMANCE.md).
const RegisterLimitsDialog = preloadable(() => import(/* webpackChunkName: "register-limits" */ './RegisterLimitsDialog').then((m) => m.RegisterLimitsDialog));

/**
 * «Лимиты кассы» on the register's screen: supervisors and admins only (the server answers a
 * cashier 403, so a cashier is not offered it); the badges on the balances show them to all.
 */
export function RegisterLimitsButton({ registerId, registerName }: { registerId: number; registerName: string }) {
  const { data: me } = useGetMeQuery();
  const allowed = me !== undefined && canSetRates(me);
  const [open, setOpen] = useState(false);
  const { data: current } = useRegisterLimitsQuery(registerId, { skip: !allowed });
  const [save] = useSetRegisterLimitsMutation();
  if (!allowed) return null;
  return (
    <>
      <Button $variant="secondary" disabled={!current} onClick={() => setOpen(true)} onPointerEnter={RegisterLimitsDialog.preload}>
        Лимиты кассы
      </Button>
      {open && current && (
        <Suspense fallback={null}>
          <RegisterLimitsDialog
            registerName={registerName}
            current={current}
            onSave={(body) => save({ cashRegister: registerId, body }).unwrap()}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
