import { Link } from 'react-router';
import { useT } from '../../i18n/i18n';

/** The price list of a website that does not exist or belongs to someone else (the server answers 404). */
export function ProjectNotFound({ message }: { message: string }) {
  const t = useT();
  return (
    <div className="pricelist-error">
      <title>{t('pricelist.websiteNotFound')}</title>
      <h1>{t('pricelist.websiteNotFound')}</h1>
      <p>{message}</p>
      <Link to="/websites">{t('pricelist.goToWebsites')}</Link>
    </div>
  );
}
