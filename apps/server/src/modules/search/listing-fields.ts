/**
 * The listing fields the search API filters and sorts on: RESO names (as public-site.md §3 spells
 * them) mapped to the typed columns of `listings`. Address fields read as empty where the listing
 * hides its address, so no filter can probe a hidden address.
 */
import { LISTING_COLUMN_FIELDS } from '@hearth/domain';
import type { FieldSpec, FieldSpecs } from './search-params';

/** The registry's fields the search API takes, in the registry's order. */
const REGISTRY_FIELDS: Record<string, FieldSpec> = Object.fromEntries(
  LISTING_COLUMN_FIELDS.flatMap((entry) =>
    entry.search
      ? [
          [
            entry.name,
            {
              column: entry.column,
              type: entry.search.kind,
              ...(entry.search.sortable ? { sortable: true } : {}),
              ...(entry.visibility === 'address'
                ? { visibleIf: 'internet_address_display_yn' }
                : {}),
            } satisfies FieldSpec,
          ],
        ]
      : [],
  ),
);

export const LISTING_FIELDS: FieldSpecs = {
  id: { column: 'id', type: 'integer', sortable: true },
  ...REGISTRY_FIELDS,
  // Other names for registry fields (public-site.md §3).
  MiddleSchool: { column: 'middle_or_junior_school', type: 'text' },
  SchoolDistrict: {
    column: 'elementary_school_district',
    type: 'text',
    alsoColumns: ['middle_or_junior_school_district', 'high_school_district'],
  },
  AgentMlsId: { column: 'list_agent_mls_id', type: 'text' },
};

/** Fields holding an agent's MLS id: 'mlsId-associationKey' pairs are read as the MLS id. */
export const AGENT_ID_FIELDS: ReadonlySet<string> = new Set(['ListAgentMlsId', 'AgentMlsId']);

/** RLSE is also spelt RSLE (§3). */
export const PROPERTY_TYPE_SYNONYMS: Readonly<Record<string, string>> = { RSLE: 'RLSE' };

/** The fields `sortBy` accepts. */
export const SORTABLE_LISTING_FIELDS: readonly string[] = Object.entries(LISTING_FIELDS)
  .filter(([, spec]) => spec.sortable)
  .map(([name]) => name);
