import { render, screen } from '@testing-library/react';
import { MountOnFirstUse } from './mount-on-first-use';

const Panel = ({ active }: { active: boolean }) => (
  <MountOnFirstUse active={active}>
    <p>Panel</p>
  </MountOnFirstUse>
);

it('mounts nothing until first active, then keeps its children mounted', () => {
  const { rerender } = render(<Panel active={false} />);
  expect(screen.queryByText('Panel')).not.toBeInTheDocument();
  rerender(<Panel active />);
  expect(screen.getByText('Panel')).toBeInTheDocument();
  rerender(<Panel active={false} />);
  expect(screen.getByText('Panel')).toBeInTheDocument();
});

it('mounts at once when active from the start', () => {
  render(<Panel active />);
  expect(screen.getByText('Panel')).toBeInTheDocument();
});
