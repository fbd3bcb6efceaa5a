import { Link } from 'react-router';
import { useT } from '../i18n/i18n';

/** Any address the portal has no page for; its words are the 'public' area's, loaded with it (routes.tsx). */
export function NotFoundPage() {
  const t = useT();
  return (
    <div className="not-found">
      <title>{t('public.notFound.title')}</title>
      <h1>{t('public.notFound.title')}</h1>
      <p>{t('public.notFound.text')}</p>
      <Link to="/pricelist">{t('public.notFound.pricelist')}</Link>
    </div>
  );
}
