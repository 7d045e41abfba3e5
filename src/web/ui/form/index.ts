// The form kit: every form of the app is built from these (docs/CONTRIBUTING.md).
export { KitForm } from './KitForm';
export { FormDialog } from './FormDialog';
export { OptionalValueDialog } from './OptionalValueDialog';
export { FormField } from './FormField';
export { SelectField } from './SelectField';
export { SelectInput, SELECT_MENU_MAX_HEIGHT, type SelectOption } from './SelectInput';
export { MoneyField } from './MoneyField';
export { MoneyInput } from './MoneyInput';
export { DateField } from './DateField';
export { CheckboxField } from './CheckboxField';
export { SubmitButton } from './SubmitButton';
export { kit, REQUIRED } from './validation';
