-- The saved card an automatic renewal's attempt charged (docs/services.md "Automatic renewal"), in the customer's
-- words' parts: My services says "Renewed automatically on DATE with Visa ending 4242" and the invoice names the card,
-- even after the card is removed. Null for attempts made before this was kept.
alter table renewal_charges add column card_brand text;
alter table renewal_charges add column card_last4 text;
