import { Button, Flex } from '@portal/shared/ui';
import type { ReactNode } from 'react';

export type StepButton = {
  label: string;
  onClick: () => void;
  primary?: boolean;
  /** The button that saves: shows the spinner while saving. */
  saves?: boolean;
};

/** A step's buttons; all disabled while the signature is being saved. */
export const StepButtons = ({
  buttons,
  saving,
  children,
}: {
  buttons: StepButton[];
  saving: boolean;
  children?: ReactNode;
}) => (
  <Flex gap="small" wrap align="center">
    {buttons.map((button) => (
      <Button
        key={button.label}
        type={button.primary ? 'primary' : 'default'}
        onClick={button.onClick}
        disabled={saving && !button.saves}
        loading={saving && button.saves}
      >
        {button.label}
      </Button>
    ))}
    {children}
  </Flex>
);
