import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { cityFromSegment } from '../../../config/paths';
import { Page } from '../../../shared/ui/page';
import { defaultPropertyType, searchTypeOfPath } from '../utils/search-title';

/** The listing search of every search route and of the place search (`/homes/{city}`). */
export function ListingSearchPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { city } = useParams();
  const title = t(`search.title.${defaultPropertyType[searchTypeOfPath(pathname)]}`);
  const heading = city ? t('search.inCity', { title, city: cityFromSegment(city) }) : title;
  return <Page title={heading} intro={t('search.intro')} />;
}
