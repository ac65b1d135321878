import { studentDisplayName, useHostServices, useSessionStore, type Student } from '@portal/shared';
import { Button, Heading, lazyOnDemand, loadOnIntent, OnDemand } from '@portal/shared/ui-base';
import { useState, type ChangeEvent } from 'react';
import { ImageFileButton } from '../../../lib/image-file-button';
import { useProfileMessages } from '../../../messages/catalog';
import { useProfileDetailsMessages } from '../messages/catalog';
import { useUpdatePhoto } from '../api/profile';
import { initialsOf, withPhotoVersion } from '../rules/profile-rules';
import { preparePhoto } from './photo-file';

/** The form is antd's: it loads when Edit profile is about to be pressed (ADR 014). */
const loadProfileForm = () => import('../../profile-form/components/profile-form');
const ProfileForm = lazyOnDemand(loadProfileForm);

/** The student's details and photo, with profile editing and a new photo. */
export const ProfileDetails = ({ student }: { student: Student }) => {
  const m = useProfileDetailsMessages();
  const common = useProfileMessages();
  const { notify } = useHostServices();
  const photoVersion = useSessionStore((state) => state.photoVersion);
  const updatePhoto = useUpdatePhoto();
  const [editing, setEditing] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const photo = withPhotoVersion(student.photoUrl, photoVersion);
  // Spec section 8: an image that fails to load is dropped; the initials show instead.
  const [brokenPhoto, setBrokenPhoto] = useState<string | null>(null);

  const photoChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPreparing(true);
    try {
      await updatePhoto.mutateAsync(await preparePhoto(file, m, common));
      notify.success(m('profile.photoUpdated'));
    } catch (error) {
      notify.error(
        error instanceof Error ? error.message : m('profile.photoUpdateFailed'),
        m('profile.photoTitle'),
      );
    } finally {
      setPreparing(false);
    }
  };

  return (
    <div className="profile-details">
      <div className="profile-photo">
        {photo && photo !== brokenPhoto ? (
          <img
            className="profile-avatar"
            src={photo}
            alt={m('profile.photoAlt')}
            width={112}
            height={112}
            onError={() => setBrokenPhoto(photo)}
          />
        ) : (
          <span className="profile-avatar" aria-hidden="true">
            {initialsOf(student)}
          </span>
        )}
        <ImageFileButton
          accept="image/png,image/jpeg,image/gif,image/webp"
          inputLabel={m('profile.chooseNewPhoto')}
          onChosen={(event) => void photoChosen(event)}
          size="small"
          loading={preparing}
        >
          {m('profile.changePhoto')}
        </ImageFileButton>
      </div>
      <div className="profile-details-main">
        {editing ? (
          <OnDemand label={m('common.loadingForm')}>
            <ProfileForm student={student} onDone={() => setEditing(false)} />
          </OnDemand>
        ) : (
          <>
            <Heading level={3} className="profile-details-name">
              {studentDisplayName(student)}
            </Heading>
            <dl className="profile-facts">
              <dt>{m('profile.legalFirstName')}</dt>
              <dd>{student.firstName}</dd>
              <dt>{m('profile.legalLastName')}</dt>
              <dd>{student.lastName}</dd>
              <dt>{m('profile.preferredName')}</dt>
              <dd>{student.preferredName || '—'}</dd>
              <dt>{m('profile.email')}</dt>
              <dd>{student.email}</dd>
            </dl>
            <Button
              className="profile-details-edit"
              onClick={() => setEditing(true)}
              {...loadOnIntent(loadProfileForm)}
            >
              {m('profile.edit')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
};
