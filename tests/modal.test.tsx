import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from '../src/ui/Modal';

function renderModal(props: Partial<ModalProps> = {}) {
  const handlers = { onClose: vi.fn(), onPrevious: vi.fn(), onNext: vi.fn() };
  const user = userEvent.setup();
  render(
    <Modal isOpen title="Gallery" {...handlers} {...props}>
      <p>Picture 2 of 5</p>
      <label>
        Caption <input type="text" />
      </label>
    </Modal>,
  );
  return { user, ...handlers, dialog: screen.getByRole('dialog', { name: 'Gallery' }) };
}

describe('Modal', () => {
  const initialHeight = window.innerHeight;
  afterEach(() => {
    window.innerHeight = initialHeight;
  });

  it('calls onPrevious on ArrowLeft and ArrowUp, onNext on ArrowRight and ArrowDown', async () => {
    const { user, onPrevious, onNext } = renderModal();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(onPrevious).toHaveBeenCalledTimes(2);
    expect(onNext).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(onNext).toHaveBeenCalledTimes(2);
  });

  it('leaves the arrow keys to a text field that has focus', async () => {
    const { user, onPrevious, onNext } = renderModal();
    await user.click(screen.getByRole('textbox', { name: 'Caption' }));
    await user.keyboard('{ArrowLeft}{ArrowRight}{ArrowUp}{ArrowDown}');
    expect(onPrevious).not.toHaveBeenCalled();
    expect(onNext).not.toHaveBeenCalled();
  });

  it('closes on Escape', async () => {
    const { user, onClose } = renderModal();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes from its Close button', async () => {
    const { user, onClose, dialog } = renderModal();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows 'Wait please...' instead of its content while loading", () => {
    const { dialog } = renderModal({ isLoading: true });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Wait please...');
    expect(within(dialog).queryByText('Picture 2 of 5')).not.toBeInTheDocument();
  });

  it('shows its content when not loading', () => {
    const { dialog } = renderModal();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Picture 2 of 5')).toBeInTheDocument();
  });

  it('renders nothing when closed', () => {
    render(
      <Modal isOpen={false} title="Gallery" onClose={() => {}}>
        content
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('height (jsdom measures header and footer as 0 px)', () => {
    it('limits the body to the viewport share minus the margin on a tall enough screen', () => {
      window.innerHeight = 1000;
      const { dialog } = renderModal();
      const body = dialog.querySelector<HTMLElement>('.modal-body');
      expect(body?.style.maxHeight).toBe('720px'); // 1000 * 0.8 - 80
      expect(dialog.querySelector('.modal-content')).toHaveAttribute('data-scrolls', 'body');
    });

    it('scrolls the whole modal when too little is left for the body', () => {
      window.innerHeight = 240; // 240 * 0.95 - 80 = 148 px, under the 150 px floor
      const { dialog } = renderModal();
      const content = dialog.querySelector<HTMLElement>('.modal-content');
      expect(content).toHaveAttribute('data-scrolls', 'modal');
      expect(content?.style.maxHeight).toBe('228px');
      expect(dialog.querySelector<HTMLElement>('.modal-body')?.style.maxHeight).toBe('');
    });
  });
});
