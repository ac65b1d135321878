import { renderWithHost } from '@portal/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImageDataLike } from '../../signature/rules/black-and-white';
import { FilterStep } from './filter-step';

afterEach(() => jest.restoreAllMocks());

/** 320x160 paper at 210 with a dark band at 30. */
const scan = (): ImageDataLike => {
  const width = 320;
  const height = 160;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const y = Math.floor(i / width);
    const value = y >= 70 && y < 90 ? 30 : 210;
    data.set([value, value, value, 255], i * 4);
  }
  return { width, height, data };
};

const threshold = () => screen.getByRole('slider', { name: 'Adjust the slider to get the best quality' });

it('starts the threshold at the midpoint of the darkest and lightest brightness, bounded by them', () => {
  renderWithHost(<FilterStep source={scan()} saving={false} onBack={jest.fn()} onSave={jest.fn()} />);
  expect(threshold()).toHaveAttribute('aria-valuenow', '120');
  expect(threshold()).toHaveAttribute('aria-valuemin', '30');
  expect(threshold()).toHaveAttribute('aria-valuemax', '210');
  expect(screen.getByRole('img', { name: 'Black and white preview of your signature' })).toBeInTheDocument();
});

it('moves the threshold from the keyboard, never past the image’s range', () => {
  renderWithHost(<FilterStep source={scan()} saving={false} onBack={jest.fn()} onSave={jest.fn()} />);
  // The slider reads the legacy key codes.
  const press = (key: string, keyCode: number) =>
    fireEvent.keyDown(threshold(), { key, keyCode, which: keyCode });
  press('ArrowRight', 39);
  expect(threshold()).toHaveAttribute('aria-valuenow', '121');
  press('End', 35);
  expect(threshold()).toHaveAttribute('aria-valuenow', '210');
  press('ArrowRight', 39);
  expect(threshold()).toHaveAttribute('aria-valuenow', '210');
  press('Home', 36);
  expect(threshold()).toHaveAttribute('aria-valuenow', '30');
  press('ArrowLeft', 37);
  expect(threshold()).toHaveAttribute('aria-valuenow', '30');
});

it('saves the black-and-white preview as a JPEG; Back goes back', async () => {
  const user = userEvent.setup({ delay: null });
  const onSave = jest.fn();
  const onBack = jest.fn();
  renderWithHost(<FilterStep source={scan()} saving={false} onBack={onBack} onSave={onSave} />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSave).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/jpeg;base64,/));
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(onBack).toHaveBeenCalled();
});

it('disables its buttons while saving', () => {
  renderWithHost(<FilterStep source={scan()} saving onBack={jest.fn()} onSave={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  expect(screen.getByRole('button', { name: /Save/ })).toHaveClass('ant-btn-loading');
});
