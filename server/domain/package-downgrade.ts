/**
 * A smaller package for a website's next period (docs/services.md "Downgrade at renewal"): which choices are refused,
 * and what would stop working, in the words of the price list's unsupported-feature guard (website-fit.ts).
 */
import { carries, packageAction, unsupportedText, type PackageLimits, type WebsiteUsage } from './website-fit';

export const DOWNGRADE_MESSAGES = {
  WEBSITE_NOT_FOUND: 'We could not find this website in your account.',
  FREE_WEBSITE: 'This website has no paid package to move down from: choose a package on the price list instead.',
  PACKAGE_NOT_FOUND: 'We could not find this package. Please choose one of the smaller packages listed.',
  SAME_PACKAGE: 'This website already has this package.',
  NOT_SMALLER: 'This package is not smaller than the current one: to move up, upgrade from the price list now.',
  NO_DOWNGRADE: 'No smaller package is chosen for this website.',
} as const;

export type DowngradeRefusal = keyof typeof DOWNGRADE_MESSAGES;

export class DowngradeError extends Error {
  override name = 'DowngradeError';
  constructor(readonly code: DowngradeRefusal) {
    super(DOWNGRADE_MESSAGES[code]);
  }
}

/** A package as the choice needs it: the catalogue's order is the list's (smallest first). */
export interface DowngradePackage {
  identifier: string;
  name: string;
  limits: PackageLimits | null;
}

/**
 * Why choosing `target` for the next period of a website on `current` (null: no paid package) is refused; null
 * when it is a smaller package of the catalogue.
 */
export function downgradeRefusal(packages: readonly DowngradePackage[], current: string | null, target: string): DowngradeRefusal | null {
  if (current === null) return 'FREE_WEBSITE';
  const targetIndex = packages.findIndex((pkg) => pkg.identifier === target);
  if (targetIndex === -1) return 'PACKAGE_NOT_FOUND';
  const currentIndex = packages.findIndex((pkg) => pkg.identifier === current);
  const action = packageAction(currentIndex === -1 ? undefined : currentIndex, targetIndex);
  if (action === 'current') return 'SAME_PACKAGE';
  return action === 'downgrade' ? null : 'NOT_SMALLER';
}

/** What would stop working on `target` (the guard's words), or null when it carries the website as it is. */
export function downgradeWarning(target: DowngradePackage, usage: WebsiteUsage): string | null {
  if (!target.limits || carries(target.limits, usage)) return null;
  return unsupportedText(target.name, target.limits, usage);
}

/** The smaller packages a website on `current` may choose for its next period, each with what would stop working. */
export function downgradeOptions(packages: readonly DowngradePackage[], current: string, usage: WebsiteUsage): { identifier: string; name: string; warning: string | null }[] {
  return packages.filter((pkg) => downgradeRefusal(packages, current, pkg.identifier) === null).map((pkg) => ({ identifier: pkg.identifier, name: pkg.name, warning: downgradeWarning(pkg, usage) }));
}
