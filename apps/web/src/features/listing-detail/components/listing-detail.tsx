import type { ListingPageResponse } from '@hearth/contracts';
import { useRef } from 'react';
import { Page } from '../../../shared/ui/page';
import { BuildingDataSection } from './building-data-section';
import { ContactForm } from './contact-form';
import { ListingAttribution } from './listing-attribution';
import styles from './listing-detail.module.css';
import { ListingFacts } from './listing-facts';
import { ListingMap } from './listing-map';
import { ListingSummary } from './listing-summary';
import { ListingToolbar } from './listing-toolbar';
import { LocationDataSection } from './location-data-section';
import { PhotoGallery } from './photo-gallery';
import { RelatedListings } from './related-listings';

/** The listing page: its photos first, then its facts, map, nearby data, contact form and attribution. */
export function ListingDetail({ data }: { data: ListingPageResponse }) {
  const { listing, agents, offices, header } = data;
  const contactHeading = useRef<HTMLHeadingElement>(null);
  const listingId = listing.ListingId ?? listing.id;
  const goToContact = () => {
    contactHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    contactHeading.current?.focus({ preventScroll: true });
  };
  return (
    <Page title={header.title}>
      <ListingToolbar listing={listing} onContact={goToContact} />
      {listing.StandardStatus !== 'Closed' && <PhotoGallery listing={listing} />}
      <div className={styles.layout}>
        <div className={styles.main}>
          <ListingSummary listing={listing} />
          <ListingFacts listing={listing} />
          <ListingMap listing={listing} />
          <LocationDataSection listingId={listingId} />
          <BuildingDataSection listingId={listingId} />
        </div>
        <div className={styles.aside}>
          <ListingAttribution
            agents={agents}
            offices={offices}
            dataUpdatedAt={data.dataUpdatedAt}
          />
          <ContactForm
            listingId={listingId}
            agentId={agents[0]?.MemberMlsId}
            officeId={offices[0]?.OfficeMlsId}
            headingRef={contactHeading}
          />
        </div>
      </div>
      <RelatedListings listing={listing} />
    </Page>
  );
}
