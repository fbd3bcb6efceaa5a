-- A transfer paid twice: a statement line naming an order that was paid already is refunded to its payer
-- (docs/admin.md, "Bank statements"). Same rules as 0001: UUID keys made by the application, and every statement
-- ends with a semicolon at the end of a line.

-- The payer's account as the bank gives it (camt.053 RltdPties/DbtrAcct, the CSV's counterparty_account); '' when
-- the statement names none. A refund of the line is paid out to it.
alter table bank_statement_lines add column counterparty_account text not null default '';

-- refunded: the line's order was paid already, and the operator refunded the line's money to its payer.
alter table bank_statement_lines drop constraint bank_statement_lines_outcome_check;

alter table bank_statement_lines add constraint bank_statement_lines_outcome_check
  check (outcome in ('paid', 'short', 'over', 'unknown', 'resolved', 'left', 'refunded'));

-- The money of such a line is a payment of its order like any other, so that it is refunded like any other (what is
-- left of it, its refunds, their credit notes); it names its line. An order still has at most one payment per
-- provider besides these: the key of the payment a provider takes (a PaymentIntent, a gateway transaction, the
-- transfer awaited) and of the orders paid exactly once.
alter table payments add column statement_line_id uuid unique references bank_statement_lines (id);

alter table payments drop constraint payments_order_id_provider_key;

create unique index payments_order_provider_idx on payments (order_id, provider) where statement_line_id is null;

-- Where a bank transfer's refund is to be paid out, when the portal knows (the refunded line's payer); null: the
-- account the customer paid from, found at the bank.
alter table refunds add column pay_out_to text;
