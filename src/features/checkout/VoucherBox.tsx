import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import type { CheckoutActorRef } from './checkoutActor';
import { orderView } from './types';

/** Apply a voucher by its code, or remove the one applied; the server's refusal is shown on the field. */
export function VoucherBox({ actorRef }: { actorRef: CheckoutActorRef }) {
  const voucher = useSelector(actorRef, (state) => (state.context.order ? orderView(state.context.order).voucher : null));
  const voucherError = useSelector(actorRef, (state) => state.context.voucherError);
  const [code, setCode] = useState('');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) actorRef.send({ type: 'voucher.submit', code: code.trim() });
  };

  return (
    <section className="checkout-section checkout-voucher" aria-labelledby="checkout-voucher-heading">
      <h2 id="checkout-voucher-heading">Voucher</h2>
      {voucher ? (
        <div className="checkout-voucher-applied">
          <p>
            <strong>{voucher.code}</strong>: {voucher.text}
          </p>
          {voucherError && <p className="field-error">{voucherError}</p>}
          <Button variant="outline" onPress={() => actorRef.send({ type: 'voucher.delete' })}>
            Remove voucher {voucher.code}
          </Button>
        </div>
      ) : (
        <form className="checkout-voucher-form" onSubmit={apply}>
          <TextField label="Voucher code" name="voucher" value={code} error={voucherError} onChange={setCode} autoComplete="off" />
          <Button type="submit" variant="outline">
            Apply
          </Button>
        </form>
      )}
    </section>
  );
}
