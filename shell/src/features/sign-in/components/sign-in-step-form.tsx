import { Button } from '@portal/shared/ui';
import { Form } from '@portal/shared/ui-forms';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';

type Props<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** The form's accessible name ('Find your email'). */
  label: string;
  /** What the form sends once its values pass its schema; the button spins while it is pending. */
  mutation: { mutate: (values: T) => void; isPending: boolean };
  submitText: string;
  /** Text above the fields. */
  intro?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of the sign-in modal's one-step forms (find your e-mail, request a reset link, set a new
 * password): the fields, read through react-hook-form's context too, then one full-width submit.
 */
export const SignInStepForm = <T extends FieldValues>({
  form,
  label,
  mutation,
  submitText,
  intro,
  children,
}: Props<T>) => (
  <form onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate aria-label={label}>
    {intro}
    <FormProvider {...form}>
      <Form layout="vertical" component={false}>
        {children}
      </Form>
    </FormProvider>
    <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
      {submitText}
    </Button>
  </form>
);
