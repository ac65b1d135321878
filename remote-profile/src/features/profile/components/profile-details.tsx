import { studentDisplayName, useHostServices, useSessionStore, type Student } from '@portal/shared';
import { Button, Heading, lazyOnDemand, loadOnIntent, OnDemand } from '@portal/shared/ui-base';
import { useState, type ChangeEvent } from 'react';
import { ImageFileButton } from '../../../lib/image-file-button';
import { useUpdatePhoto } from '../api/profile';
import { initialsOf, withPhotoVersion } from '../rules/profile-rules';
import { preparePhoto } from './photo-file';

/** The form is antd's: it loads when Edit profile is about to be pressed (ADR 014). */
const loadProfileForm = () => import('./profile-form');
const ProfileForm = lazyOnDemand(loadProfileForm);

export const PHOTO_UPDATED = 'Your photo has been updated';

/** The student's details and photo, with profile editing and a new photo. */
export const ProfileDetails = ({ student }: { student: Student }) => {
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
      await updatePhoto.mutateAsync(await preparePhoto(file));
      notify.success(PHOTO_UPDATED);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Could not update the photo', 'Photo');
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
            alt="Your photo"
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
          inputLabel="Choose a new photo"
          onChosen={(event) => void photoChosen(event)}
          size="small"
          loading={preparing}
        >
          Change photo
        </ImageFileButton>
      </div>
      <div className="profile-details-main">
        {editing ? (
          <OnDemand label="Loading the form">
            <ProfileForm student={student} onDone={() => setEditing(false)} />
          </OnDemand>
        ) : (
          <>
            <Heading level={3} className="profile-details-name">
              {studentDisplayName(student)}
            </Heading>
            <dl className="profile-facts">
              <dt>Legal first name</dt>
              <dd>{student.firstName}</dd>
              <dt>Legal last name</dt>
              <dd>{student.lastName}</dd>
              <dt>Preferred name</dt>
              <dd>{student.preferredName || '—'}</dd>
              <dt>E-mail</dt>
              <dd>{student.email}</dd>
            </dl>
            <Button
              className="profile-details-edit"
              onClick={() => setEditing(true)}
              {...loadOnIntent(loadProfileForm)}
            >
              Edit profile
            </Button>
          </>
        )}
      </div>
    </div>
  );
};
