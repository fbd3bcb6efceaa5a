-- The payment page of the test gateway that is open for a payment (docs/checkout.md, "One payment page at a time"):
-- the attempt shown last, when it was opened and when it was answered. While an attempt is open and unanswered
-- (for at most 15 minutes) the payment is in progress: another page of the order is refused, and only the open
-- attempt's answer can take money.
alter table payments add column attempt text;
alter table payments add column attempt_opened_at timestamptz;
alter table payments add column attempt_answered_at timestamptz;
