import { createContext, useEffect } from 'react';
import { useFormikContext } from 'formik';

/**
 * A form that was just sent and reset for the next client: nothing in it is the cashier's yet.
 * Leaving one of its fields (a click on «Печать чека» under it) shows no «Поле обязательно»:
 * the hints would push the panel down between the mouse's press and release, and the click
 * would land on something else. It stops being fresh once a value is typed or picked, or
 * the form is sent (then docs/PRODUCT.md §5's rules apply as ever).
 */
export const FreshAfterReset = createContext(false);

/** While the form is fresh, a field that is left is not counted as touched (its error would show later). */
export function KeepFreshUntouched({ fresh }: { fresh: boolean }): null {
  const { touched, setTouched } = useFormikContext();
  const anyTouched = Object.values(touched).some(Boolean);
  useEffect(() => {
    if (fresh && anyTouched) void setTouched({}, false);
  }, [fresh, anyTouched, setTouched]);
  return null;
}
