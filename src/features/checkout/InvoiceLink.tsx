/** A paid order's tax invoice as a download (GET /api/invoices/NUMBER.pdf, its owner only). */
export function InvoiceLink({ invoice }: { invoice: { number: string; downloadUrl: string } | null }) {
  if (!invoice) return null;
  return (
    <p>
      <a href={invoice.downloadUrl} download={`invoice-${invoice.number}.pdf`}>
        Download the invoice (PDF)
      </a>
    </p>
  );
}
