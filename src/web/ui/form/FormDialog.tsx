import type { FormikValues } from 'formik';
import { Button } from '../Button';
import { Dialog, DialogActions } from '../Dialog';
import { KitForm, type KitFormProps } from './KitForm';
import { SubmitButton } from './SubmitButton';

type Props<V extends FormikValues> = Omit<KitFormProps<V>, 'label'> & {
  open: boolean;
  title: string;
  submitLabel: string;
  onClose: () => void;
};

/** A form in a modal dialog: its fields, then Отмена and the submit button; Escape closes it. */
export function FormDialog<V extends FormikValues>({ open, title, submitLabel, onClose, children, ...form }: Props<V>) {
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <KitForm<V> label={title} {...form}>
        {(formik) => (
          <>
            {typeof children === 'function' ? children(formik) : children}
            <DialogActions>
              <Button $variant="secondary" onClick={onClose}>
                Отмена
              </Button>
              <SubmitButton>{submitLabel}</SubmitButton>
            </DialogActions>
          </>
        )}
      </KitForm>
    </Dialog>
  );
}
