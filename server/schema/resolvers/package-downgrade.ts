/** A website's smaller package for its next period, as the API answers it (docs/services.md "Downgrade at renewal"). */
import type { ChosenDowngrade } from '../../renewals/downgrade';
import type { ServiceNextPackage } from '../generated/resolvers-types';

export const nextPackageOf = (chosen: ChosenDowngrade & { paid: boolean }): ServiceNextPackage => ({
  identifier: chosen.packageIdentifier,
  name: chosen.packageName,
  startsAt: chosen.startsAt.toISOString(),
  warning: chosen.warning,
  paid: chosen.paid,
});
