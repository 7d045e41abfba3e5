import type { CityLimits } from '../../../shared/contract';
import { useSetCityLimitsMutation } from '../../api/referenceApi';
import { CityLimitsDialog } from '../../ui/CityLimitsDialog';

interface Props {
  cityId: number;
  current: CityLimits;
  baseCode: string;
  onClose: () => void;
}

/** Supervisors and admins set the city's limits beside its rates (docs/api/limits.md). */
export function CityLimitsForm({ cityId, current, baseCode, onClose }: Props) {
  const [save] = useSetCityLimitsMutation();
  return (
    <CityLimitsDialog
      title="Лимиты города"
      current={current}
      baseCode={baseCode}
      onSave={(body) => save({ city: cityId, body }).unwrap()}
      onClose={onClose}
    />
  );
}
