-- Why a refund failed, as a code beside its English words (docs/frontend.md "Messages in Czech and English"), so the
-- back office says it in the operator's language: INTERRUPTED (the server stopped before the provider answered),
-- PROVIDER_REFUSED (the provider's own message, kept as it came in failure_detail), or the refusal's code
-- (PROVIDER_NOT_CONFIGURED, PAYMENT_NOT_REFUNDABLE). Refunds that failed before keep no code and show their stored words.
alter table refunds add column failure_code text;
alter table refunds add column failure_detail text;
