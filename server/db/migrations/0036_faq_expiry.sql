-- The FAQ's answer about an expiring package says what the service lifecycle does (docs/services.md): the reminders'
-- days, the free version, the 90 days and the archiving after them. Only the seeded words are replaced: an answer an
-- operator has edited in the console stays theirs.
update faq_item
set answer = 'We remind you by e-mail 30, 14 and 3 days before the end of the paid period, and on the day it ends, each time with a link to renew. If you do not renew, your website switches to the free version and your content stays safe for 90 days: renew within them and your package is back. After the 90 days the website is archived; we e-mail you a week before.'
where identifier = 'expiry'
  and answer = 'We remind you by e-mail before the end of the paid period. If you do not renew, your website switches to the free version and your content stays safe for 90 days.';
