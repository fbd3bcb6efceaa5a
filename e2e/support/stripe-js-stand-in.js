// A stand-in of Stripe.js for the browser tests, served by page.route at https://js.stripe.com/. It offers what the
// portal uses: Stripe(key).elements().create('card') with mount, on('change'), destroy, and confirmCardPayment.
// The card field is a plain labelled input; 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.
(function () {
  var state = { confirmed: [], declined: [] };
  window.__stripeStandIn = state;
  function digits(value) {
    return String(value || '').replace(/\D/g, '');
  }
  function createCard() {
    var input = null;
    var listeners = [];
    return {
      mount: function (target) {
        var container = typeof target === 'string' ? document.querySelector(target) : target;
        input = document.createElement('input');
        input.type = 'text';
        input.inputMode = 'numeric';
        input.autocomplete = 'cc-number';
        input.setAttribute('aria-label', 'Card number');
        input.className = 'stripe-stand-in-card';
        input.addEventListener('input', function () {
          var number = digits(input.value);
          var event = { elementType: 'card', empty: number.length === 0, complete: number.length === 16, error: undefined };
          if (number.length > 16) event.error = { type: 'validation_error', message: 'Your card number is invalid.' };
          listeners.forEach(function (listener) {
            listener(event);
          });
        });
        container.appendChild(input);
      },
      on: function (name, listener) {
        if (name === 'change') listeners.push(listener);
      },
      focus: function () {
        if (input) input.focus();
      },
      unmount: function () {
        if (input && input.parentNode) input.parentNode.removeChild(input);
      },
      destroy: function () {
        if (input && input.parentNode) input.parentNode.removeChild(input);
        input = null;
      },
      number: function () {
        return input ? digits(input.value) : '';
      },
    };
  }
  function Stripe(publishableKey) {
    var card = null;
    return {
      _registerWrapper: function () {},
      elements: function () {
        return {
          create: function (type) {
            if (type !== 'card') throw new Error('The stand-in offers the card element only.');
            card = createCard();
            return card;
          },
        };
      },
      confirmCardPayment: function (clientSecret, data) {
        var number = data && data.payment_method && data.payment_method.card ? data.payment_method.card.number() : '';
        var billing = data && data.payment_method ? data.payment_method.billing_details || null : null;
        if (number === '4242424242424242') {
          var confirmation = { clientSecret: clientSecret, billingDetails: billing, publishableKey: publishableKey, setupFutureUsage: (data && data.setup_future_usage) || null };
          state.confirmed.push(confirmation);
          // Kept across the page's move to the success URL, for the test to tell Stripe's answer.
          window.sessionStorage.setItem('stripeStandInLastConfirmed', JSON.stringify(confirmation));
          return Promise.resolve({ paymentIntent: { id: clientSecret.split('_secret_')[0], status: 'succeeded' } });
        }
        state.declined.push({ clientSecret: clientSecret });
        return Promise.resolve({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
