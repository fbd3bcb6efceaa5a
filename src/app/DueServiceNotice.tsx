import { Link } from 'react-router';
import { dueServiceSentence, type DueService } from '../../contracts/services';
import { formatDate } from '../features/orders/format';

/**
 * The header's notice of a service ending within 14 days or run out (docs/services.md "Customers see it"). Its own
 * chunk: only a signed-in customer with a due service sees it, so its sentences and the date formatting stay out of
 * a visitor's first load of the price list (docs/scaling.md "The price list and the first load").
 */
export default function DueServiceNotice({ due }: { due: DueService }) {
  return (
    <p className="due-service-notice">
      {dueServiceSentence(due, formatDate)} <Link to="/my/services">Renew</Link>
    </p>
  );
}
