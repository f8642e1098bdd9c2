import { useEffect } from 'react';
import {
  useForm,
  useWatch,
  type FieldValues,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';

/**
 * A booking form's react-hook-form (the trip request, the multistop quote): its errors are shown
 * from the first "Continuar" on (`showErrors`), then follow every change, each change checking
 * the whole form again (a rule over two fields, the same place twice, is said at once). The form
 * moves the focus itself.
 */
export function useBookingForm<V extends FieldValues, B>({
  resolver,
  defaultValues,
}: {
  resolver: Resolver<V, unknown, B>;
  defaultValues: UseFormProps<V, unknown, B>['defaultValues'];
}) {
  const form = useForm<V, unknown, B>({
    resolver,
    defaultValues,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { control, trigger } = form;
  const { errors, isSubmitted: showErrors } = form.formState;
  const values = useWatch({ control }) as V;
  useEffect(() => {
    if (showErrors) void trigger();
  }, [showErrors, values, trigger]);
  return { form, values, errors, showErrors };
}
