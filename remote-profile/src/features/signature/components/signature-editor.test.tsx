import {
  aStudent,
  apiError,
  apiReplies,
  createMockHost,
  isApiErrorReply,
  renderWithHost,
} from '@portal/shared/testing';
import { useSessionStore } from '@portal/shared';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignatureEditor } from './signature-editor';
import { useTimedFlag } from '../hooks/use-timed-flag';

const student = aStudent({ id: 1, info: { hasSignature: true, signatureUrl: null } });
const SAVED = 'data:image/png;base64,c2F2ZWQ=';

beforeEach(() => {
  useSessionStore.setState({ student: { ...student, info: { hasSignature: false, signatureUrl: null } } });
});
afterEach(() => jest.restoreAllMocks());

const setup = (signature: string | null, save: (body: unknown) => unknown = () => ({ student })) => {
  let current = signature;
  const api = apiReplies({
    'GET student/signature': () => ({ signature: current }),
    'POST student/update_signature': (body) => {
      const reply = save(body);
      if (!isApiErrorReply(reply)) current = SAVED;
      return reply;
    },
  });
  const host = createMockHost();
  return { api, host, user: userEvent.setup({ delay: null }) };
};

describe('view', () => {
  it("warns 'No signature created yet...' and offers the three ways to create one", async () => {
    const { host } = setup(null);
    renderWithHost(<SignatureEditor />, { host });
    expect(await screen.findByText('No signature created yet...')).toBeInTheDocument();
    for (const name of ['Draw a Signature', 'Upload a Signature', 'Type a Signature']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('says a signature is needed to continue in the required variant', async () => {
    const { host } = setup(null);
    renderWithHost(<SignatureEditor requireSignature />, { host });
    expect(
      await screen.findByText('You need a signature to continue, please choose an option to create one.'),
    ).toBeInTheDocument();
  });

  it('lets the host page override the warning', async () => {
    const { host } = setup(null);
    renderWithHost(<SignatureEditor message="Sign before you enroll" />, { host });
    expect(await screen.findByText('Sign before you enroll')).toBeInTheDocument();
  });

  it('shows the current signature', async () => {
    const { host } = setup('data:image/jpeg;base64,AAAA');
    renderWithHost(<SignatureEditor />, { host });
    expect(await screen.findByRole('img', { name: 'Your signature' })).toHaveAttribute(
      'src',
      'data:image/jpeg;base64,AAAA',
    );
    expect(screen.queryByText('No signature created yet...')).not.toBeInTheDocument();
  });
});

describe('type', () => {
  it('is done from the keyboard alone: type, pick a font with the arrows, save', async () => {
    const onSaved = jest.fn();
    const { api, host, user } = setup(null);
    renderWithHost(<SignatureEditor onSaved={onSaved} />, { host });
    (await screen.findByRole('button', { name: 'Type a Signature' })).focus();
    await user.keyboard('{Enter}');
    const input = await screen.findByRole('textbox', { name: 'Sign here' });
    expect(input).toHaveFocus();
    await user.keyboard('Jordan Rivera');
    expect(screen.getByRole('img', { name: 'Preview of your signature: Jordan Rivera' })).toHaveTextContent(
      'Jordan Rivera',
    );
    const fonts = screen.getAllByRole('radio');
    expect(fonts).toHaveLength(8);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Dancing Script' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Great Vibes' })).toBeChecked();
    expect(screen.getByRole('img', { name: /Preview/ }).style.font).toContain('Great Vibes');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(host.notify.success).toHaveBeenCalledWith('Signature saved!'));
    expect(api.posts('student/update_signature')[0]?.body).toEqual({
      signature: expect.stringMatching(/^data:image\/jpeg;base64,/),
    });
    expect(onSaved).toHaveBeenCalled();
    // Back to view, which reloads the signature.
    expect(await screen.findByRole('img', { name: 'Your signature' })).toHaveAttribute('src', SAVED);
    expect(api.gets('student/signature').length).toBeGreaterThanOrEqual(2);
    expect(useSessionStore.getState().student?.info.hasSignature).toBe(true);
  });

  it('sizes the preview below 80 px and smaller for a long name', async () => {
    const { host, user } = setup(null);
    renderWithHost(<SignatureEditor />, { host });
    await user.click(await screen.findByRole('button', { name: 'Type a Signature' }));
    await user.keyboard('Jo');
    const preview = screen.getByRole('img', { name: /Preview/ });
    const sizeOf = () => Number(/(\d+)px/.exec(preview.style.font)?.[1]);
    expect(sizeOf()).toBe(79);
    await user.keyboard(' Alexander Rivera-Lopez');
    // 25 characters at half an em must fit 290 px: 23 px.
    expect(sizeOf()).toBe(23);
  });

  it("refuses a blank signature with the spec's notification", async () => {
    const { api, host, user } = setup(null);
    renderWithHost(<SignatureEditor />, { host });
    await user.click(await screen.findByRole('button', { name: 'Type a Signature' }));
    await user.keyboard('   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(host.notify.error).toHaveBeenCalledWith(
      "Please type in your signature in the 'Sign here' field",
      'Type a signature',
    );
    expect(api.posts('student/update_signature')).toHaveLength(0);
  });

  it("says 'Could not save signature' when saving fails, and returns to view", async () => {
    const { host, user } = setup(null, () => apiError('The signature is too large', { status: 400 }));
    renderWithHost(<SignatureEditor />, { host });
    await user.click(await screen.findByRole('button', { name: 'Type a Signature' }));
    await user.keyboard('Jordan');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(host.notify.error).toHaveBeenCalledWith('Could not save signature', 'Error'));
    expect(await screen.findByText('No signature created yet...')).toBeInTheDocument();
  });

  it('Back returns to view', async () => {
    const { host, user } = setup(null);
    renderWithHost(<SignatureEditor />, { host });
    await user.click(await screen.findByRole('button', { name: 'Type a Signature' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Draw a Signature' })).toBeInTheDocument();
  });
});

describe('draw', () => {
  it('shows the pad with its tooltip and hint; an empty pad is not saved', async () => {
    const { api, host, user } = setup(null);
    renderWithHost(<SignatureEditor />, { host });
    await user.click(await screen.findByRole('button', { name: 'Draw a Signature' }));
    const pad = await screen.findByLabelText('Signature pad');
    expect(pad).toHaveAttribute('width', '320');
    expect(pad).toHaveAttribute('height', '160');
    expect(await screen.findByText('Draw your signature in this area')).toBeInTheDocument();
    expect(screen.getByText('Click save when done')).toBeInTheDocument();
    for (const name of ['Back', 'Retry', 'Save'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(host.notify.error).toHaveBeenCalledWith(
      'Please draw your signature on the pad',
      'Draw a signature',
    );
    expect(api.posts('student/update_signature')).toHaveLength(0);
  });

  it('saves what was drawn as a PNG', async () => {
    const { api, host, user } = setup(null);
    renderWithHost(<SignatureEditor />, { host });
    await user.click(await screen.findByRole('button', { name: 'Draw a Signature' }));
    const pad = screen.getByLabelText('Signature pad');
    // jsdom has no PointerEvent, so the pad listens to the mouse: down on the pad, moves on the window.
    const at = (x: number, y: number, buttons = 1) => ({ clientX: x, clientY: y, button: 0, buttons });
    fireEvent.mouseDown(pad, at(10, 10));
    fireEvent.mouseMove(window, at(60, 40));
    fireEvent.mouseMove(window, at(120, 80));
    fireEvent.mouseUp(window, at(120, 80, 0));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.posts('student/update_signature')).toHaveLength(1));
    expect(api.posts('student/update_signature')[0]?.body).toEqual({
      signature: expect.stringMatching(/^data:image\/png;base64,/),
    });
  });
});

describe('upload', () => {
  it("needs an image for Next and for rotating, with the spec's notifications", async () => {
    const { host, user } = setup(null);
    renderWithHost(<SignatureEditor />, { host });
    await user.click(await screen.findByRole('button', { name: 'Upload a Signature' }));
    expect(await screen.findByText('Select an image, adjust it and click Next')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(host.notify.error).toHaveBeenCalledWith(
      'Please, click on choose a photo to upload it',
      'Upload Signature',
    );
    await user.click(screen.getByRole('button', { name: 'Rotate left' }));
    await user.click(screen.getByRole('button', { name: 'Rotate right' }));
    expect(host.notify.error).toHaveBeenCalledWith('Nothing to rotate', 'Error rotating image');
    expect(host.notify.error).toHaveBeenCalledTimes(3);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Upload a Signature' })).toBeInTheDocument();
  });

  it('shows the chosen image in the cropper, and Clear removes it', async () => {
    const { host, user } = setup(null);
    renderWithHost(<SignatureEditor />, { host });
    await user.click(await screen.findByRole('button', { name: 'Upload a Signature' }));
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'signature.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Choose a photo'), file);
    await waitFor(() =>
      expect(document.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/)),
    );
    expect(screen.queryByText('No image chosen')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('No image chosen')).toBeInTheDocument();
  });
});

describe('the draw tooltip timer', () => {
  it('is on for 2 seconds, then off', () => {
    jest.useFakeTimers();
    try {
      const { result } = renderHook(() => useTimedFlag(2000));
      expect(result.current).toBe(true);
      act(() => jest.advanceTimersByTime(1999));
      expect(result.current).toBe(true);
      act(() => jest.advanceTimersByTime(1));
      expect(result.current).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
