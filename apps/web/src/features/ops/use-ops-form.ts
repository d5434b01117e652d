import { type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { errorText } from '../../shared/forms/error-text.ts';
import { applyServerFieldErrors } from '../../shared/forms/server-errors.ts';
import { useWorded } from '../../shared/forms/use-worded.ts';

/** What a console form is made of: the contract schema's resolver, its fields and its call. */
export interface OpsFormSpec<In extends FieldValues, Out> {
  resolver: Resolver<In, unknown, Out>;
  defaultValues: In;
  /** The fields whose server messages show under their inputs; any other refusal above them. */
  fields: readonly Path<In>[];
  /** Sends the checked values; the form empties when it succeeds. */
  send: (values: Out) => Promise<void>;
}

/**
 * A console form: checked with the contract's schema before anything is sent, a refusal's field
 * messages under their inputs (focus on the first), any other refusal as the form's alert.
 */
export function useOpsForm<In extends FieldValues, Out>(
  spec: OpsFormSpec<In, Out>,
): {
  form: UseFormReturn<In, unknown, Out>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  formError: string | null;
} {
  const [formError, setFormError] = useWorded();
  const form = useForm<In, unknown, Out>({
    resolver: spec.resolver,
    defaultValues: spec.defaultValues as never,
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await spec.send(values);
      form.reset();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, spec.fields))
        setFormError(() => errorText(error));
    }
  });
  return { form, submit, formError };
}
