import { CONTACT_FORM_INVALID_MESSAGE, contactPrefill, validateContactForm } from '@hearth/domain';
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../config/settings-context';
import { apiErrorMessage } from '../../../shared/lib/api-error-message';
import { showToast } from '../../../shared/ui/toast';
import { useSession } from '../api/listing-page-api';
import { useContactRequest } from '../api/listing-forms-api';
import { tourDateOptions, tourTimeOptions } from '../utils/tour-options';
import { CaptchaField } from '../../../shared/ui/captcha-field';
import { FormField } from './form-field';
import styles from './form.module.css';
import detail from './listing-detail.module.css';
import { SlidePicker } from './slide-picker';
import { Spinner } from './spinner';
import { useFieldMessages } from './use-field-messages';

interface ContactValues {
  name: string;
  email: string;
  message: string;
  scheduleTour: boolean;
  tourDate: string;
  tourTime: string;
}

/** The contact and tour request form (public-site.md §2, §4, §8). */
export function ContactForm({
  listingId,
  agentId,
  officeId,
  headingRef,
}: {
  listingId: string;
  agentId?: string;
  officeId?: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t, i18n } = useTranslation();
  const { timezone } = useSettings();
  const session = useSession();
  const send = useContactRequest(listingId);
  const messages = useFieldMessages();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const language = i18n.language === 'es' ? 'es' : 'en';
  const locale = language === 'es' ? 'es-US' : 'en-US';
  const user = session.data?.user ?? null;
  const prefill = contactPrefill(
    user ? { firstName: user.firstName, lastName: user.lastName, email: user.email } : null,
  );
  const dates = useMemo(() => tourDateOptions(new Date(), timezone, locale), [timezone, locale]);

  const resolver: Resolver<ContactValues> = async (values) => {
    const check = validateContactForm({ ...values });
    if (check.valid) return { values, errors: {} };
    const errors = Object.fromEntries(
      check.invalidFields.map((field) => [
        field,
        { type: 'validate', message: messages.one(field) },
      ]),
    );
    return { values: {}, errors };
  };
  const form = useForm<ContactValues>({
    resolver,
    defaultValues: {
      name: '',
      email: '',
      message: '',
      scheduleTour: false,
      tourDate: '',
      tourTime: '',
    },
  });
  const { register, handleSubmit, setValue, formState, reset, control } = form;
  useEffect(() => {
    if (prefill.readOnly) {
      setValue('name', prefill.name);
      setValue('email', prefill.email);
    }
  }, [prefill.readOnly, prefill.name, prefill.email, setValue]);
  const [scheduleTour, tourDate, tourTime] = useWatch({
    control,
    name: ['scheduleTour', 'tourDate', 'tourTime'],
  });
  // Only times still ahead in the site's time zone on the chosen day.
  const timesOn = (date: string) =>
    tourTimeOptions(locale, { date, now: new Date(), timeZone: timezone });
  const times = timesOn(tourDate);
  const errors = formState.errors;

  const onValid = (values: ContactValues) => {
    send.mutate(
      {
        name: values.name,
        email: values.email,
        message: values.message || undefined,
        scheduleTour: values.scheduleTour,
        tourDate: values.scheduleTour ? values.tourDate : undefined,
        tourTime: values.scheduleTour ? values.tourTime : undefined,
        agentId,
        officeId,
        captcha: captcha ?? undefined,
        language,
      },
      {
        onSuccess: (answer) => {
          showToast('success', answer.message);
          reset({ ...values, message: '', scheduleTour: false, tourDate: '', tourTime: '' });
        },
        onError: (error) => showToast('error', apiErrorMessage(error, t)),
        onSettled: () => setCaptchaReset((n) => n + 1),
      },
    );
  };
  const onInvalid = (invalid: Partial<Record<keyof ContactValues, unknown>>) => {
    const fields = Object.keys(invalid);
    showToast(
      'error',
      `${t('listing.form.invalid', { defaultValue: CONTACT_FORM_INVALID_MESSAGE })}. ${messages.all(fields)}`,
    );
  };

  return (
    <section className={detail.card} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" ref={headingRef} tabIndex={-1} className={detail.sectionTitle}>
        {t('listing.contact.title')}
      </h2>
      <form className={styles.form} noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
        <FormField
          label={t('listing.fields.name')}
          autoComplete="name"
          readOnly={prefill.readOnly}
          error={errors.name?.message}
          {...register('name')}
        />
        <FormField
          label={t('listing.fields.email')}
          type="email"
          autoComplete="email"
          readOnly={prefill.readOnly}
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField label={t('listing.fields.message')} multiline {...register('message')} />
        <label className={styles.check}>
          <input type="checkbox" {...register('scheduleTour')} />
          {t('listing.fields.scheduleTour')}
        </label>
        {scheduleTour && (
          <>
            <SlidePicker
              legend={t('listing.fields.tourDate')}
              name="tourDate"
              options={dates}
              visible={4}
              value={tourDate}
              onChange={(value) => {
                setValue('tourDate', value, { shouldValidate: formState.isSubmitted });
                if (tourTime && !timesOn(value).some((time) => time.value === tourTime))
                  setValue('tourTime', '');
              }}
              invalid={Boolean(errors.tourDate)}
            />
            {errors.tourDate && <p className={styles.error}>{errors.tourDate.message}</p>}
            <SlidePicker
              legend={t('listing.fields.tourTime')}
              name="tourTime"
              options={times}
              visible={3}
              value={tourTime}
              onChange={(value) =>
                setValue('tourTime', value, { shouldValidate: formState.isSubmitted })
              }
              invalid={Boolean(errors.tourTime)}
            />
            {errors.tourTime && <p className={styles.error}>{errors.tourTime.message}</p>}
          </>
        )}
        <input type="hidden" name="agentId" value={agentId ?? ''} />
        <input type="hidden" name="officeId" value={officeId ?? ''} />
        <CaptchaField onChange={setCaptcha} resetKey={captchaReset} />
        <p className={styles.consent}>{t('listing.contact.consent')}</p>
        {send.isPending ? (
          <Spinner label={t('listing.sending')} size={38} />
        ) : (
          <button type="submit" className={detail.primaryButton} style={{ justifySelf: 'start' }}>
            {scheduleTour ? t('listing.contact.requestTour') : t('listing.contact.send')}
          </button>
        )}
      </form>
    </section>
  );
}
