import { DatePicker } from '../DatePicker';
import { FieldFrame } from './FieldFrame';
import { useKitField } from './useKitField';

/** The app's date picker (dd/MM/yyyy, nothing after today) bound to the formik field `name` (a Date or null). */
export function DateField({ name, label, minDate }: { name: string; label: string; minDate?: Date }) {
  const { field, helpers, id, error } = useKitField<Date | null>(name);
  return (
    <FieldFrame id={id} name={name} label={label} error={error}>
      <DatePicker
        id={id}
        label={label}
        value={field.value}
        minDate={minDate}
        onChange={(date) => {
          void helpers.setValue(date, true);
          void helpers.setTouched(true, false);
        }}
      />
    </FieldFrame>
  );
}
