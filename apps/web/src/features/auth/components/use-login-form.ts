import { useRef, useState, type FormEvent, type RefObject } from 'react';
import type { FieldError } from 'react-hook-form';
import type { LoginBody } from '@trayecto/contracts/auth';
import { authFormsLoaded, loadAuthForms } from '../api/lazy-auth-forms.ts';

type Field = keyof LoginBody;
/** In the order of the form: the first one with an error gets the focus. */
const FIELDS: readonly Field[] = ['email', 'password'];

export type LoginFieldProps = {
  name: Field;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: () => void;
};

/**
 * The two fields of the login form, behaving as react-hook-form with zodResolver does in the
 * other forms (validated on submit with the contracts' loginBodySchema, then again on each change,
 * the first field in error focused), without react-hook-form: 13 KiB of gzipped JavaScript that
 * a first visit to login would otherwise download (bench/README.md). The schema itself comes with
 * auth-forms.ts, fetched on the first keystroke or the submit.
 */
export function useLoginForm(
  onValid: (values: LoginBody, form: { retypePassword: () => void }) => Promise<void>,
) {
  const inputs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  const [errors, setErrors] = useState<Partial<Record<Field, FieldError>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitted = useRef(false);

  const read = (): LoginBody => ({
    email: inputs.email.current?.value ?? '',
    password: inputs.password.current?.value ?? '',
  });

  const validate = async () => (await loadAuthForms()).validateLogin(read());

  /** After the first submit, a change re-checks its own field (react-hook-form's reValidateMode). */
  const revalidate = async (field: Field) => {
    if (!submitted.current) return;
    const { errors: found } = await validate();
    const message = found?.[field];
    setErrors((current) => ({
      ...current,
      [field]: message ? { type: 'validate', message } : undefined,
    }));
  };

  const register = (name: Field): LoginFieldProps => ({
    name,
    inputRef: inputs[name],
    onChange: () => void revalidate(name).catch(() => undefined),
  });

  /** Empties the password and focuses it (a refused sign-in). */
  const retypePassword = () => {
    const input = inputs.password.current;
    if (input) input.value = '';
    setErrors((current) => ({ ...current, password: undefined }));
    input?.focus();
  };

  /** The submit handler; rejects only when the validation could not be fetched. */
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    // busy while the validation downloads (a submit before any keystroke) and while signing in;
    // not for the instant of a check that finds errors
    if (!authFormsLoaded()) setSubmitting(true);
    try {
      const result = await validate();
      if (result.errors) {
        const found = result.errors;
        setErrors(
          Object.fromEntries(
            FIELDS.filter((f) => found[f]).map((f) => [f, { type: 'validate', message: found[f] }]),
          ),
        );
        inputs[FIELDS.find((f) => found[f]) ?? 'email'].current?.focus();
        return;
      }
      setErrors({});
      setSubmitting(true);
      await onValid(result.values, { retypePassword });
    } finally {
      setSubmitting(false);
    }
  };

  return { register, errors, isSubmitting, handleSubmit };
}
