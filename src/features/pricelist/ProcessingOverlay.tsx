/** SPEC.md section 2: shown while a package order is being created, until the browser leaves for the checkout. */
export function ProcessingOverlay() {
  return (
    <div className="processing-overlay" role="status" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      Processing...
    </div>
  );
}
