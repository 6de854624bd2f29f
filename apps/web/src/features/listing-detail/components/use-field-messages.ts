import { useTranslation } from 'react-i18next';

/** 'Please Check' and the field's name (public-site.md §5), in the visitor's language. */
export function useFieldMessages() {
  const { t } = useTranslation();
  const name = (field: string) => t(`listing.fields.${field}` as 'listing.fields.name');
  return {
    one: (field: string) => t('listing.form.pleaseCheck', { fields: name(field) }),
    all: (fields: readonly string[]) =>
      t('listing.form.pleaseCheck', { fields: fields.map(name).join(', ') }),
  };
}
