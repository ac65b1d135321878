import { Button } from '@portal/shared/ui-base';
import { useRef, type ChangeEvent, type ReactNode } from 'react';

type Props = {
  /** The image types the file dialog offers. */
  accept: string;
  /** The hidden input's name ('Choose a new photo'), which tests and assistive tools find it by. */
  inputLabel: string;
  onChosen: (event: ChangeEvent<HTMLInputElement>) => void;
  size?: 'small';
  loading?: boolean;
  disabled?: boolean;
  children: ReactNode;
};

/**
 * A button that opens the file dialog for an image (the profile photo, an uploaded signature): the
 * file input itself stays hidden, since a browser's own file control cannot be styled like a button.
 */
export const ImageFileButton = ({ accept, inputLabel, onChosen, children, ...button }: Props) => {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <input ref={inputRef} type="file" accept={accept} aria-label={inputLabel} hidden onChange={onChosen} />
      <Button {...button} onClick={() => inputRef.current?.click()}>
        {children}
      </Button>
    </>
  );
};
