import { useFormContext, type Control, type FieldValues, type UseFormReturn } from 'react-hook-form';

/**
 * The form's `control` if given, else the one of react-hook-form's `FormProvider` around: the field
 * groups of the forms kit (address, phone, legal name) serve a form either way.
 */
export const useFormControl = <T extends FieldValues>(control: Control<T> | undefined): Control => {
  const context = useFormContext() as UseFormReturn | null;
  const found = (control as Control | undefined) ?? context?.control;
  if (!found) throw new Error('A field group needs a form: pass `control` or use a FormProvider');
  return found;
};
