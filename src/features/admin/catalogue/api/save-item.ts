import { requestGraphQL } from '../../../../app/api/graphql-client';
import { graphql } from '../../../../graphql';
import type { AdminAddonInput, AdminFaqItemInput, AdminPackageInput, AdminTldInput } from '../../../../graphql/graphql';
import { withFieldErrors } from './refusal';

const AdminUpdateAddonDocument = graphql(`
  mutation AdminUpdateAddon($input: AdminAddonInput!) {
    adminUpdateAddon(input: $input) {
      identifier
    }
  }
`);

const AdminUpdateTldPricesDocument = graphql(`
  mutation AdminUpdateTldPrices($input: AdminTldInput!) {
    adminUpdateTldPrices(input: $input) {
      name
    }
  }
`);

const AdminSaveFaqItemDocument = graphql(`
  mutation AdminSaveFaqItem($input: AdminFaqItemInput!) {
    adminSaveFaqItem(input: $input) {
      identifier
    }
  }
`);

const AdminSetLimitedPackageDocument = graphql(`
  mutation AdminSetLimitedPackage($identifier: String) {
    adminSetLimitedPackage(identifier: $identifier)
  }
`);

const AdminUpdatePackageDocument = graphql(`
  mutation AdminUpdatePackage($input: AdminPackageInput!) {
    adminUpdatePackage(input: $input) {
      identifier
    }
  }
`);

export type PackageValues = AdminPackageInput;

/**
 * Saves the catalogue item a form edits, by the editor's target: 'package:ID', 'addon:ID', 'plugin:ID', 'tld:NAME', 'faq:ID',
 * 'faq:new' or 'limited:promo'. A refusal carries its field messages.
 */
export function saveCatalogueItem(target: string, values: unknown): Promise<unknown> {
  const kind = target.slice(0, target.indexOf(':'));
  return withFieldErrors(async () => {
    switch (kind) {
      case 'package':
        return requestGraphQL(AdminUpdatePackageDocument, { input: values as AdminPackageInput });
      case 'addon':
      case 'plugin':
        return requestGraphQL(AdminUpdateAddonDocument, { input: values as AdminAddonInput });
      case 'tld':
        return requestGraphQL(AdminUpdateTldPricesDocument, { input: values as AdminTldInput });
      case 'limited':
        return requestGraphQL(AdminSetLimitedPackageDocument, values as { identifier: string | null });
      case 'faq':
        return requestGraphQL(AdminSaveFaqItemDocument, { input: values as AdminFaqItemInput });
      default:
        throw new Error(`Nothing in the catalogue is called ${target}.`);
    }
  });
}
