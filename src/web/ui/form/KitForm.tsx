import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Form, Formik, type FormikErrors, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { enterMovesOn, requiredFields } from './enterMovesOn';
import { FormStatus, type FormStatusValue } from './FormStatus';
import { FreshAfterReset, KeepFreshUntouched } from './freshForm';
import { serverFormErrors } from './serverErrors';

export interface KitFormProps<V extends FormikValues> {
  /** The form's accessible name. */
  label: string;
  initialValues: V;
  /** The form's rules: a yup schema (kit.*), or a plain function where yup's ~11 KB matter (/login). */
  schema?: AnyObjectSchema;
  validate?: (values: V) => FormikErrors<V>;
  /** Sends the form; a rejection with a 400 body is shown on the form, others are rethrown. */
  onSubmit: (values: V, helpers: FormikHelpers<V>) => Promise<unknown>;
  /** The message for a refused form (docs/PRODUCT.md §8), shown above it with the server's reasons. */
  failureMessage?: string;
  children: ReactNode | ((formik: FormikProps<V>) => ReactNode);
}

/**
 * Every form of the app: formik with the kit's rules (validation on blur, docs/PRODUCT.md §5),
 * one submission at a time, and the server's 400 answer put where it belongs — field errors
 * under their fields, the rest above the form. What was typed is never lost on a failure.
 */
export function KitForm<V extends FormikValues>({ label, initialValues, schema, validate, onSubmit, failureMessage, children }: KitFormProps<V>) {
  const inFlight = useRef(false);
  const required = useMemo(() => requiredFields(schema), [schema]);
  // Set once a submission went through: a form its onSubmit reset for the next client is
  // "fresh" (freshForm.ts) until something is typed into it or it is sent again.
  const [sentOnce, setSentOnce] = useState(false);
  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    helpers.setStatus(undefined);
    try {
      await onSubmit(values, helpers);
      setSentOnce(true);
    } catch (error) {
      const mapped = serverFormErrors(error, Object.keys(values));
      if (!mapped) {
        // Not a refusal of this form (a 409, a 500, the network): the catalogue alerted it;
        // still say the record was not saved.
        if (failureMessage) helpers.setStatus({ messages: [failureMessage] } satisfies FormStatusValue);
        return;
      }
      helpers.setErrors(mapped.fields as never);
      helpers.setTouched(Object.fromEntries(Object.keys(mapped.fields).map((k) => [k, true])) as never, false);
      const messages = [...(failureMessage ? [failureMessage] : []), ...mapped.form];
      if (messages.length) helpers.setStatus({ messages } satisfies FormStatusValue);
    } finally {
      inFlight.current = false;
    }
  };
  return (
    <Formik<V>
      initialValues={initialValues}
      validationSchema={schema}
      validate={validate}
      validateOnBlur
      validateOnChange={false}
      onSubmit={submit}
    >
      {(formik) => {
        // resetForm sets submitCount back to 0: a later attempt to send counts again.
        const fresh = sentOnce && formik.submitCount === 0 && !formik.dirty;
        return (
          <FreshAfterReset.Provider value={fresh}>
            <Form noValidate aria-label={label} onKeyDown={(e) => enterMovesOn(e, required, formik.values)}>
              <KeepFreshUntouched fresh={fresh} />
              <FormStatus />
              {typeof children === 'function' ? children(formik) : children}
            </Form>
          </FreshAfterReset.Provider>
        );
      }}
    </Formik>
  );
}
