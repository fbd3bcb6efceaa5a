import { useT } from '../../i18n/i18n';

/** A paid order's tax invoice as a download (GET /api/invoices/NUMBER.pdf, its owner only). */
export function InvoiceLink({ invoice }: { invoice: { number: string; downloadUrl: string } | null }) {
  const t = useT();
  if (!invoice) return null;
  return (
    <p>
      <a href={invoice.downloadUrl} download={`invoice-${invoice.number}.pdf`}>
        {t('checkout.invoice.download')}
      </a>
    </p>
  );
}
