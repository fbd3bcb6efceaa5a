import { requestLocale } from '../../http/language';
import { searchDomain } from '../../orders/domain-orders';
import type { DomainOfferRecord } from '../../orders/domain-orders';
import { presentPrice } from '../../orders/present-order';
import { pricingCatalogue } from '../../orders/pricing-catalogue';
import type { DomainOffer, QueryResolvers } from '../generated/resolvers-types';
import { orderCall } from './orders';

/** Open to visitors: no session needed. */
export const domainSearch: QueryResolvers['domainSearch'] = (_parent, args, context) =>
  orderCall(async () => {
    const currency = args.currency ?? context.defaultCurrency;
    const locale = requestLocale(context.req);
    const result = await searchDomain(context.db, await pricingCatalogue(context.pricing, currency), args.name, context.auth.now());
    const present = (offer: DomainOfferRecord): DomainOffer => {
      const price = (amountMinor: bigint) => presentPrice({ amountMinor, currency }, locale);
      return {
        domain: offer.domain,
        asciiDomain: offer.asciiDomain,
        tld: offer.tld,
        availability: offer.availability,
        registration: price(offer.registration),
        renewal: price(offer.renewal),
        transfer: price(offer.transfer),
        privateRegistration: offer.privateRegistration === null ? null : price(offer.privateRegistration),
        supportsFreeVoucher: offer.supportsFreeVoucher,
      };
    };
    return { exact: present(result.exact), suggestions: result.suggestions.map(present) };
  });
