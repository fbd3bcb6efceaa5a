/**
 * Shown to visitors without a website who try to buy or sign up. The accounts issue puts the real sign-up
 * form here; until then the modal says plainly that sign-up is not open yet rather than faking a form.
 * Loaded lazily: most visitors never open it, so it stays out of the first paint's bundle.
 */
import { Modal } from '../../ui/Modal';

export interface RegisterModalProps {
  isOpen: boolean;
  /** Name of the package the visitor tried to buy; null when they came from the call-to-action. */
  packageName: string | null;
  onClose: () => void;
}

export default function RegisterModal({ isOpen, packageName, onClose }: RegisterModalProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Create your website">
      <p>
        {packageName ? `To buy the ${packageName} package you need a website first.` : 'To buy a package you need a website first.'}
      </p>
      <p>Sign-up is opening soon. Please come back in a few days to create your website.</p>
    </Modal>
  );
}
