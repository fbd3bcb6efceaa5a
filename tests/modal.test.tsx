import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from '../src/ui/Modal';
import { InEnglish } from './fixtures/app';

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
    { wrapper: InEnglish },
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

  it('takes the focus on opening, and holds Tab inside: past the last control back to the first, and the reverse', async () => {
    const { user, dialog } = renderModal();
    expect(dialog).toHaveFocus();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const caption = within(dialog).getByRole('textbox', { name: 'Caption' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(caption).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(caption).toHaveFocus();
  });

  it('closes on a click on the shade around it, not on a click inside', async () => {
    const { user, onClose, dialog } = renderModal();
    await user.click(within(dialog).getByText('Picture 2 of 5'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives the focus back to the control that opened it, and is gone, once closed', async () => {
    const user = userEvent.setup();
    function Opener() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open the gallery
          </button>
          <Modal isOpen={isOpen} title="Gallery" onClose={() => setOpen(false)}>
            <p>Picture 2 of 5</p>
          </Modal>
        </>
      );
    }
    render(<Opener />, { wrapper: InEnglish });
    const opener = screen.getByRole('button', { name: 'Open the gallery' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Gallery' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
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
      { wrapper: InEnglish },
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
