-- A domain's private registration runs until its domain's date and goes through grace, redemption and release with
-- it (docs/services.md "Private registration"). Before, it lapsed as a website's service does: archived ('expired'),
-- and a renewal paid in its grace ran from the payment day, so it could end on another day than its domain. An
-- archived registration is released; one still renewable takes its domain's date and status where the domain is
-- renewable too.
update services set status = 'released' where kind = 'private_registration' and status = 'expired';
update services
set paid_until = domain.paid_until, status = domain.status
from services as domain
where services.kind = 'private_registration'
  and services.status in ('active', 'expiring', 'grace', 'redemption')
  and domain.kind = 'domain'
  and domain.domain = services.domain
  and domain.account_id = services.account_id
  and domain.status in ('active', 'expiring', 'grace', 'redemption');
