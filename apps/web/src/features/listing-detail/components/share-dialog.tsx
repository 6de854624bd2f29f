import type { ListingRecord } from '@hearth/contracts';
import { canConfirmShare, validateShareForm } from '@hearth/domain';
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../shared/lib/api-error-message';
import { showToast } from '../../../shared/ui/toast';
import { useShareListing } from '../api/listing-forms-api';
import { useSession } from '../api/listing-page-api';
import { CaptchaField } from '../../../shared/ui/captcha-field';
import dialog from './dialog.module.css';
import { FormField } from './form-field';
import styles from './form.module.css';
import detail from './listing-detail.module.css';
import { Spinner } from './spinner';
import { useFieldMessages } from './use-field-messages';

interface ShareValues {
  fromName: string;
  fromEmail: string;
  toName: string;
  toEmail: string;
  message: string;
  phone: string;
}

function ShareForm({ listing, close }: { listing: ListingRecord; close: () => void }) {
  const { t, i18n } = useTranslation();
  const messages = useFieldMessages();
  const session = useSession();
  const share = useShareListing(listing.ListingId ?? listing.id);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const user = session.data?.user;
  const resolver: Resolver<ShareValues> = async (values) => {
    const check = validateShareForm({ ...values });
    if (check.valid) return { values, errors: {} };
    const errors = Object.fromEntries(
      check.invalidFields.map((f) => [f, { type: 'validate', message: messages.one(f) }]),
    );
    return { values: {}, errors };
  };
  const { register, handleSubmit, formState } = useForm<ShareValues>({
    resolver,
    defaultValues: {
      fromName: user ? `${user.firstName} ${user.lastName}` : '',
      fromEmail: user?.email ?? '',
      toName: '',
      toEmail: '',
      message: '',
      phone: '',
    },
  });
  const errors = formState.errors;
  // The confirm button waits for the captcha: one is always set (the built-in one at least).
  const captchaSolved = captcha !== null;
  const onValid = (values: ShareValues) => {
    if (!canConfirmShare({ captchaKeySet: true, captchaSolved, values: { ...values } })) return;
    share.mutate(
      {
        ...values,
        message: values.message || undefined,
        phone: values.phone || undefined,
        captcha: captcha ?? undefined,
        language: i18n.language === 'es' ? 'es' : 'en',
      },
      {
        onSuccess: (answer) => {
          showToast('success', answer.message);
          close();
        },
        // Errors read as errors (ARCHITECTURE.md decisions), with the server's message.
        onError: (error) => {
          showToast('error', apiErrorMessage(error, t));
          setCaptchaReset((n) => n + 1);
        },
      },
    );
  };
  const onInvalid = (invalid: Partial<Record<keyof ShareValues, unknown>>) =>
    showToast('error', messages.all(Object.keys(invalid)));

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
      <FormField
        label={t('listing.fields.fromName')}
        autoComplete="name"
        error={errors.fromName?.message}
        {...register('fromName')}
      />
      <FormField
        label={t('listing.fields.fromEmail')}
        type="email"
        autoComplete="email"
        error={errors.fromEmail?.message}
        {...register('fromEmail')}
      />
      <FormField
        label={t('listing.fields.toName')}
        error={errors.toName?.message}
        {...register('toName')}
      />
      <FormField
        label={t('listing.fields.toEmail')}
        type="email"
        error={errors.toEmail?.message}
        {...register('toEmail')}
      />
      <FormField label={t('listing.fields.message')} multiline {...register('message')} />
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          {t('listing.fields.phone')}
          <input type="text" tabIndex={-1} autoComplete="off" {...register('phone')} />
        </label>
      </div>
      <CaptchaField onChange={setCaptcha} resetKey={captchaReset} />
      <div className={dialog.actions}>
        {share.isPending ? (
          <Spinner label={t('listing.sending')} />
        ) : (
          <button type="submit" className={dialog.primary} disabled={!captchaSolved}>
            {t('listing.share.confirm')}
          </button>
        )}
        <button type="button" className={dialog.secondary} onClick={close}>
          {t('listing.close')}
        </button>
      </div>
    </form>
  );
}

/** The 'Share This Listing' dialog (public-site.md §2, §3). */
export function ShareDialog({ listing }: { listing: ListingRecord }) {
  const { t } = useTranslation();
  return (
    <DialogTrigger>
      <Button className={detail.button}>{t('listing.toolbar.share')}</Button>
      <ModalOverlay isDismissable className={dialog.overlay}>
        <Modal className={dialog.modal}>
          <Dialog className={dialog.dialog}>
            {({ close }) => (
              <>
                <Heading slot="title" className={dialog.title}>
                  {t('listing.share.title')}
                </Heading>
                <ShareForm listing={listing} close={close} />
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
