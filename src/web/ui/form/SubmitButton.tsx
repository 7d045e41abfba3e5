import type { ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { Button } from '../Button';

/**
 * The form's submit button: disabled with a progress label while the form is submitting,
 * so a second click or Enter cannot send the same record twice (KitForm also ignores it).
 */
export function SubmitButton({ children, busyLabel = 'Сохранение…' }: { children: ReactNode; busyLabel?: string }) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
      {isSubmitting ? busyLabel : children}
    </Button>
  );
}
