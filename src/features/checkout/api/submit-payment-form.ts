import type { CheckoutPaymentMethod } from '../../../../contracts/checkout';

/**
 * Finish step 6: a real form posted to the method's url with its inputs as hidden fields, so the browser leaves
 * for the payment provider exactly as a form on the provider's own page would.
 */
export function submitPaymentForm(method: Pick<CheckoutPaymentMethod, 'url' | 'inputs'>, doc: Document = document): void {
  if (!method.url) throw new Error('This payment method has no address to send the payment to.');
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = method.url;
  form.hidden = true;
  for (const input of method.inputs) {
    const field = doc.createElement('input');
    field.type = 'hidden';
    field.name = input.name;
    field.value = input.value;
    form.append(field);
  }
  doc.body.append(form);
  form.submit();
}
