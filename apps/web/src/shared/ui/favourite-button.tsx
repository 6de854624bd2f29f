import { useState } from 'react';
import { rememberPendingFavourite, useFavourite } from '../lib/favourites';
import styles from './favourite-button.module.css';
import { LoginPrompt } from './login-prompt';

/**
 * The heart of a listing, on every screen that shows one: pressed when the listing is saved.
 * A visitor who is not signed in gets the sign-in prompt, and the favourite is made once they
 * have signed in. `label` names the listing for screen readers; `text` shows beside the heart.
 */
export function FavouriteButton({
  listingId,
  label,
  text,
  className,
}: {
  listingId: string;
  label: string;
  text?: string;
  className?: string;
}) {
  const { signedIn, saved, toggle } = useFavourite(listingId);
  const [prompt, setPrompt] = useState(false);
  const onClick = () => {
    if (signedIn) {
      toggle();
    } else {
      rememberPendingFavourite(listingId);
      setPrompt(true);
    }
  };
  return (
    <>
      <button
        type="button"
        className={className ?? styles.heart}
        aria-pressed={saved}
        aria-label={text ? undefined : label}
        onClick={onClick}
        data-favourite={listingId}
      >
        <span aria-hidden="true" className={styles.icon}>
          {saved ? '♥' : '♡'}
        </span>
        {text}
      </button>
      {prompt && (
        <LoginPrompt
          onClose={() => setPrompt(false)}
          returnTo={window.location.pathname + window.location.search}
        />
      )}
    </>
  );
}
