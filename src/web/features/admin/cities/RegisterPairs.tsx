import type { AdminCashRegister } from '../../../../shared/contract';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';

/** A register's currency pairs (filled in by the currencies step). */
export function RegisterPairs({ register, onClose }: { register: AdminCashRegister; onClose: () => void }) {
  return (
    <Dialog open title={`Валютные пары: ${register.name}`} onClose={onClose}>
      <p>{register.pairs.map((p) => p.code).join(', ') || 'Нет пар.'}</p>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}
