import { listedPrice } from '../../domain/pricelist';
import type { Package, QueryResolvers } from '../generated/resolvers-types';

export const packages: QueryResolvers['packages'] = async (_parent, { currency }, { catalogue, defaultCurrency }) => {
  const wanted = currency ?? defaultCurrency;
  const snapshot = await catalogue.get();
  return snapshot.packages.flatMap((pkg): Package[] => {
    const price = listedPrice(pkg, wanted);
    if (!price) return [];
    return [
      {
        identifier: pkg.identifier,
        name: pkg.name,
        label: pkg.label,
        // GraphQL's Int is 32-bit; graphql-js rejects (and Yoga masks) an amount beyond it rather than round it.
        monthlyPrice: { amountMinor: Number(price.monthlyAmountMinor), currency: wanted },
      },
    ];
  });
};
