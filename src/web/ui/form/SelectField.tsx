import type { ReactNode } from 'react';
import { controlAria, FieldFrame } from './FieldFrame';
import { SelectInput, type SelectOption } from './SelectInput';
import { useKitField } from './useKitField';

interface Props<V extends string | number> {
  name: string;
  label: string;
  options: SelectOption<V>[];
  placeholder?: string;
  searchable?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  /** Called after the value changed (e.g. to prefill another field from it). */
  onPicked?: (value: V) => void;
}

/**
 * A select bound to the formik field `name` (value null until chosen). A required select is
 * in error with no choice (docs/PRODUCT.md §5): say so in the form's schema with kit.required.
 */
export function SelectField<V extends string | number>({ name, label, options, placeholder, searchable, disabled, hint, onPicked }: Props<V>) {
  const { field, meta, helpers, id, error } = useKitField<V | null>(name);
  return (
    <FieldFrame id={id} name={name} label={label} error={error} hint={hint}>
      <SelectInput<V>
        {...controlAria(id, error, hint)}
        value={field.value}
        options={options}
        placeholder={placeholder}
        searchable={searchable}
        disabled={disabled}
        onChange={(value) => {
          // A choice clears a shown error at once; otherwise validation waits for blur.
          void helpers.setValue(value, Boolean(meta.error));
          onPicked?.(value);
        }}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FieldFrame>
  );
}
