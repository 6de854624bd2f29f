import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../shared/lib/api-error-message';
import { isApiError } from '../../../shared/lib/api-error';
import { Page } from '../../../shared/ui/page';
import { useListingPage } from '../api/listing-page-api';
import { listingIdFromParams } from '../utils/close-target';
import { ListingDetail } from './listing-detail';

/** A listing that does not exist, or is no longer shown: a proper not-found page. */
function ListingNotFound() {
  const { t } = useTranslation();
  return (
    <Page title={t('listing.notFound.title')} intro={t('listing.notFound.message')}>
      <ul>
        <li>
          <Link to={paths.search('for-sale')}>{t('listing.notFound.forSale')}</Link>
        </li>
        <li>
          <Link to={paths.search('for-rent')}>{t('listing.notFound.forRent')}</Link>
        </li>
      </ul>
    </Page>
  );
}

/** A listing's page, under every listing route of public-site.md §2. */
export function ListingDetailPage() {
  const { t } = useTranslation();
  const id = listingIdFromParams(useParams());
  const page = useListingPage(id);
  if (!id || (page.isError && isApiError(page.error) && page.error.status === 404)) {
    return <ListingNotFound />;
  }
  if (page.isPending) return <Page title={t('listing.loading')} />;
  if (page.isError) {
    return <Page title={t('listing.failed')} intro={apiErrorMessage(page.error, t)} />;
  }
  return (
    <>
      <ListingDetail data={page.data} />
    </>
  );
}
