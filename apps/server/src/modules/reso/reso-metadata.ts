/**
 * The service document and the `$metadata` EDMX (OData 4.0 CSDL) of our RESO Web API, written
 * from the resource definitions: every field we serve with its type, lookups as strings with
 * their Data Dictionary lookup name, and which fields may not be filtered or sorted on.
 */
import { RESO_RESOURCES, type ResoResource } from './reso-resources';

const NAMESPACE = 'org.reso.metadata';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function entityType(resource: ResoResource): string {
  const properties = resource.fields.map((field) => {
    const type = field.collection ? `Collection(${field.type})` : field.type;
    const nullable = field.name === resource.key ? ' Nullable="false"' : '';
    // Precision and scale as the Data Dictionary 2.0 gives them (the listing field registry).
    const precision =
      field.type === 'Edm.Decimal' && field.precision !== undefined
        ? ` Precision="${field.precision}" Scale="${field.scale ?? 0}"`
        : '';
    const open = `        <Property Name="${field.name}" Type="${type}"${nullable}${precision}`;
    // RCP-040 §2.2 "Required Annotation" (transport proposals/data-dictionary.md): a lookup
    // field is Edm.String (or a collection of it) naming its LookupName.
    return field.lookupName
      ? `${open}>\n          <Annotation Term="RESO.OData.Metadata.LookupName" String="${escapeXml(field.lookupName)}"/>\n        </Property>`
      : `${open}/>`;
  });
  const navigation =
    resource.name === 'Property'
      ? ['        <NavigationProperty Name="Media" Type="Collection(org.reso.metadata.Media)"/>']
      : [];
  return [
    `      <EntityType Name="${resource.name}">`,
    `        <Key><PropertyRef Name="${resource.key}"/></Key>`,
    ...properties,
    ...navigation,
    '      </EntityType>',
  ].join('\n');
}

function restrictions(resource: ResoResource): string {
  const notFiltered = resource.fields
    .filter((field) => !field.filterable)
    .map((field) => field.name);
  const notSorted = resource.fields.filter((field) => !field.sortable).map((field) => field.name);
  const paths = (names: string[]) =>
    names.map((name) => `<PropertyPath>${name}</PropertyPath>`).join('');
  return [
    `        <Annotation Term="Org.OData.Capabilities.V1.FilterRestrictions"><Record><PropertyValue Property="NonFilterableProperties"><Collection>${paths(notFiltered)}</Collection></PropertyValue></Record></Annotation>`,
    `        <Annotation Term="Org.OData.Capabilities.V1.SortRestrictions"><Record><PropertyValue Property="NonSortableProperties"><Collection>${paths(notSorted)}</Collection></PropertyValue></Record></Annotation>`,
    `        <Annotation Term="Org.OData.Capabilities.V1.TopSupported" Bool="true"/>`,
  ].join('\n');
}

export function metadataXml(): string {
  const sets = RESO_RESOURCES.map((resource) =>
    [
      `      <EntitySet Name="${resource.name}" EntityType="${NAMESPACE}.${resource.name}">`,
      ...(resource.name === 'Property'
        ? ['        <NavigationPropertyBinding Path="Media" Target="Media"/>']
        : []),
      restrictions(resource),
      '      </EntitySet>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<edmx:Edmx xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx" Version="4.0">',
    '  <edmx:Reference Uri="https://oasis-tcs.github.io/odata-vocabularies/vocabularies/Org.OData.Capabilities.V1.xml">',
    '    <edmx:Include Namespace="Org.OData.Capabilities.V1"/>',
    '  </edmx:Reference>',
    '  <edmx:DataServices>',
    `    <Schema xmlns="http://docs.oasis-open.org/odata/ns/edm" Namespace="${NAMESPACE}">`,
    ...RESO_RESOURCES.map(entityType),
    '      <EntityContainer Name="Default">',
    ...sets,
    '      </EntityContainer>',
    '    </Schema>',
    '  </edmx:DataServices>',
    '</edmx:Edmx>',
    '',
  ].join('\n');
}

/** The service document: the entity sets, relative to the service root. */
export function serviceDocument(root: string) {
  return {
    '@odata.context': `${escapeXml(root)}/$metadata`,
    value: RESO_RESOURCES.map((resource) => ({
      name: resource.name,
      kind: 'EntitySet',
      url: resource.name,
    })),
  };
}
