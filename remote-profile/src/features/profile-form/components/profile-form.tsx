import { zodResolver } from '@hookform/resolvers/zod';
import { FIELD_LIMITS, useHostServices, type Student } from '@portal/shared';
import { Alert, Button, Flex } from '@portal/shared/ui';
import { Form, FormField, Input, LegalNameFields } from '@portal/shared/ui-forms';
import { useForm } from 'react-hook-form';
import type * as z from '@portal/shared/zod';
import { useProfileMessages } from '../../../messages/catalog';
import { useProfileDetailsMessages } from '../../profile/messages/catalog';
import { useProfileFormMessages } from '../messages/catalog';
import { useUpdateProfile } from '../../profile/api/profile';
import { profileFormSchema, type ProfileFormValues } from '../../profile/rules/profile-form-schema';

type Props = { student: Student; onDone: () => void };

/** Profile editing (POST /student/update_profile): legal first and last name, preferred name. */
export const ProfileForm = ({ student, onDone }: Props) => {
  const m = useProfileDetailsMessages();
  const common = useProfileMessages();
  const form = useProfileFormMessages();
  const { notify } = useHostServices();
  const update = useUpdateProfile();
  const { control, handleSubmit } = useForm<ProfileFormValues, unknown, z.output<typeof profileFormSchema>>({
    defaultValues: {
      firstName: student.firstName,
      lastName: student.lastName,
      preferredName: student.preferredName ?? '',
    },
    resolver: zodResolver(profileFormSchema),
  });

  return (
    <form
      aria-label={m('profile.edit')}
      noValidate
      onSubmit={(event) =>
        void handleSubmit((values) =>
          update.mutate(
            { ...values, preferredName: values.preferredName === '' ? null : values.preferredName },
            {
              onSuccess: () => {
                notify.success(form('profile.saved'));
                onDone();
              },
            },
          ),
        )(event)
      }
    >
      <Form component={false} layout="vertical">
        {update.isError ? (
          <Alert type="error" showIcon title={update.error.message} className="profile-alert" />
        ) : null}
        <LegalNameFields control={control} />
        <FormField
          control={control}
          name="preferredName"
          label={m('profile.preferredName')}
          maxLength={FIELD_LIMITS.name}
          render={(field) => <Input {...field} autoComplete="nickname" />}
        />
        <Flex gap="small">
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {common('common.save')}
          </Button>
          <Button onClick={onDone} disabled={update.isPending}>
            {common('common.cancel')}
          </Button>
        </Flex>
      </Form>
    </form>
  );
};

export default ProfileForm;
