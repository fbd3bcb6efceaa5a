import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Button } from '../../ui/Button';
import { focusMover, focusWasLost } from '../../ui/focus';
import { TextField } from '../../ui/TextField';
import type { CheckoutActorRef } from './checkoutActor';
import { useCheckoutWords } from './messages';
import { orderView } from './types';

const CODE_FIELD_ID = 'checkout-voucher-code';
const REMOVE_ID = 'checkout-voucher-remove';

/**
 * Apply a voucher by its code, or remove the one applied; the server's refusal is shown on the field and the code
 * stays as typed. Once applied the typed code is cleared, so removing the voucher leaves an empty field. Applying
 * replaces the form with the Remove button and removing brings the form back: the focus follows to that control.
 */
export function VoucherBox({ actorRef }: { actorRef: CheckoutActorRef }) {
  const applied = useSelector(actorRef, (state) => (state.context.order ? orderView(state.context.order).voucher : null));
  const voucherError = useSelector(actorRef, (state) => state.context.voucherError);
  const { t, message } = useCheckoutWords();
  const [code, setCode] = useState('');
  const box = useRef<HTMLElement>(null);
  const appliedCode = applied?.code ?? null;
  const previous = useRef(appliedCode);

  useEffect(() => {
    if (previous.current === appliedCode) return;
    previous.current = appliedCode;
    if (appliedCode) setCode('');
    // Only a control of this box that went away loses the focus here; anywhere else it stays where it is.
    if (focusWasLost() || box.current?.contains(document.activeElement)) {
      focusMover.moveFocus(() => document.getElementById(appliedCode ? REMOVE_ID : CODE_FIELD_ID));
    }
  }, [appliedCode]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) actorRef.send({ type: 'voucher.submit', code: code.trim() });
  };

  return (
    <section ref={box} className="checkout-section checkout-voucher" aria-labelledby="checkout-voucher-heading">
      <h2 id="checkout-voucher-heading">{t('checkout.voucher.heading')}</h2>
      {applied ? (
        <div className="checkout-voucher-applied">
          <p>
            <strong>{applied.code}</strong>: {applied.text}
          </p>
          {voucherError && <p className="field-error">{message(voucherError)}</p>}
          <Button id={REMOVE_ID} variant="outline" onPress={() => actorRef.send({ type: 'voucher.delete' })}>
            {t('checkout.voucher.remove', { code: applied.code })}
          </Button>
        </div>
      ) : (
        <form className="checkout-voucher-form" onSubmit={apply}>
          <TextField id={CODE_FIELD_ID} label={t('checkout.voucher.code')} name="voucher" value={code} error={message(voucherError)} onChange={setCode} autoComplete="off" />
          <Button type="submit" variant="outline">
            {t('checkout.voucher.apply')}
          </Button>
        </form>
      )}
    </section>
  );
}
