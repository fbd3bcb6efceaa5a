/** What a package lets a website use. */
export interface PackageLimits {
  /** null: unlimited. */
  maxPages: number | null;
  /** null: unlimited. */
  storageMb: number | null;
  eshop: boolean;
}

/** What a website uses today. */
export interface WebsiteUsage {
  pages: number;
  storageMb: number;
  eshop: boolean;
}

export type PackageAction = 'buy' | 'upgrade' | 'downgrade';
export const PACKAGE_ACTIONS: readonly PackageAction[] = ['buy', 'upgrade', 'downgrade'];

export interface Shortfall {
  eshop: boolean;
  pages: boolean;
  storage: boolean;
}

/** What the package lacks for the website; a package without limits lacks nothing. */
export function shortfall(limits: PackageLimits | null, usage: WebsiteUsage): Shortfall {
  if (!limits) return { eshop: false, pages: false, storage: false };
  return {
    eshop: usage.eshop && !limits.eshop,
    pages: limits.maxPages !== null && usage.pages > limits.maxPages,
    storage: limits.storageMb !== null && usage.storageMb > limits.storageMb,
  };
}

export function carries(limits: PackageLimits | null, usage: WebsiteUsage): boolean {
  const lacking = shortfall(limits, usage);
  return !lacking.eshop && !lacking.pages && !lacking.storage;
}

/** Buying for a website without a package, else upgrade or downgrade by the packages' order (smallest first). */
export function packageAction(currentIndex: number | undefined, targetIndex: number): PackageAction | 'current' {
  if (currentIndex === undefined) return 'buy';
  if (targetIndex === currentIndex) return 'current';
  return targetIndex > currentIndex ? 'upgrade' : 'downgrade';
}

/** 3000 -> '2.9 GB', 500 -> '500 MB'. */
export function formatStorage(mb: number): string {
  if (mb < 1024) return `${mb} MB`;
  const gb = Math.floor((mb / 1024) * 10) / 10;
  return `${Number.isInteger(gb) ? gb.toFixed(0) : gb.toFixed(1)} GB`;
}

/** 'Your website has an e-shop and 40 pages; Mini has no e-shop and up to 20 pages.' (only what is lacking) */
export function unsupportedText(packageName: string, limits: PackageLimits, usage: WebsiteUsage): string {
  const lacking = shortfall(limits, usage);
  const has: string[] = [];
  const offers: string[] = [];
  if (lacking.eshop) {
    has.push('an e-shop');
    offers.push('no e-shop');
  }
  if (lacking.pages) {
    has.push(`${usage.pages} pages`);
    offers.push(`up to ${limits.maxPages} pages`);
  }
  if (lacking.storage) {
    has.push(`${formatStorage(usage.storageMb)} of files`);
    offers.push(`${formatStorage(limits.storageMb ?? 0)} of storage`);
  }
  return `Your website has ${list(has)}; ${packageName} has ${list(offers)}.`;
}

function list(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
