import type { PricelistMetadata } from '../../../contracts/pricelist';
import { Accordion, AccordionItem } from '../../ui/Accordion';
import { useT } from '../../i18n/i18n';

export interface FaqProps {
  faq: PricelistMetadata['faq'];
}

/**
 * One DisclosureGroup laid out in two CSS columns (pricelist.css): two groups side by side would let
 * one item stay open in each, and SPEC.md allows only one open item.
 */
export function Faq({ faq }: FaqProps) {
  const t = useT();
  if (faq.items.length === 0) return null;
  // Only one item can be open, so the first one the server marks as shown wins.
  const firstShown = faq.items.findIndex((item) => item.isShown);
  return (
    <section className="faq" aria-label={faq.heading ? undefined : t('pricelist.faq')}>
      {faq.heading && <h2 className="faq-heading">{faq.heading}</h2>}
      <Accordion className="faq-columns" defaultExpandedKey={firstShown === -1 ? undefined : String(firstShown)}>
        {faq.items.map((item, index) => (
          <AccordionItem key={item.question} id={String(index)} title={item.question} headingLevel={faq.heading ? 3 : 2}>
            <p>{item.answer}</p>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
