import type { ContactCreate } from '@hearth/contracts';
import { formatPhoneInput, titleize, validateNewContact } from '@hearth/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../shared/lib/api-error-message';
import { isApiError } from '../../../shared/lib/api-error';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import { showToast } from '../../../shared/ui/toast';
import { useAddContact } from '../api/contacts-api';
import styles from './agent.module.css';

type FieldName = 'firstName' | 'lastName' | 'email' | 'phoneNumber';
const FIELDS: readonly FieldName[] = ['firstName', 'lastName', 'email', 'phoneNumber'];
const EMPTY: Record<FieldName, string> = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
};

/**
 * Add Contact (members-area.md §5): first and last name of at least 2 characters, a valid
 * e-mail, an optional phone formatted 3-3-4 as typed. A failed submit says 'Please Check' and
 * names each field; success says 'Your contact has been added'.
 */
export default function ContactAddDialog({
  isOpen,
  onClose,
}: {
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddContact();
  const [values, setValues] = useState(EMPTY);
  const [invalid, setInvalid] = useState<readonly string[]>([]);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setValues(EMPTY);
    setInvalid([]);
    setError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = validateNewContact(values);
    setInvalid(check.invalidFields);
    if (!check.valid) {
      const fields = check.invalidFields
        .map((name) => t(`agent.add.${name as FieldName}`, { defaultValue: titleize(name) }))
        .join(', ');
      setError(t('agent.add.pleaseCheck', { fields }));
      document.getElementById(`${id}-${check.invalidFields[0]}`)?.focus();
      return;
    }
    setError(null);
    const contact: ContactCreate = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      name: `${values.firstName.trim()} ${values.lastName.trim()}`,
      email: values.email.trim(),
      phoneNumber: values.phoneNumber.trim() || null,
    };
    add.mutate(contact, {
      onSuccess: () => {
        showToast('success', t('agent.add.added'));
        close();
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.field) setInvalid([failure.field]);
        setError(apiErrorMessage(failure, t));
      },
    });
  };

  return (
    <ModalDialog title={t('agent.add.title')} isOpen={isOpen} onClose={close}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {FIELDS.map((name) => {
          const hint =
            name === 'phoneNumber'
              ? t('agent.add.phoneHint')
              : name === 'email'
                ? null
                : t('agent.add.nameHint');
          return (
            <div key={name} className={styles.field}>
              <label htmlFor={`${id}-${name}`}>
                {t(`agent.add.${name}`)}
                {name === 'phoneNumber' && ` ${t('agent.add.optional')}`}
              </label>
              <input
                id={`${id}-${name}`}
                className={styles.input}
                type={name === 'email' ? 'email' : name === 'phoneNumber' ? 'tel' : 'text'}
                // Someone else's details: the agent's own saved entries would not fit.
                autoComplete="off"
                required={name !== 'phoneNumber'}
                aria-invalid={invalid.includes(name)}
                aria-describedby={hint ? `${id}-${name}-hint` : undefined}
                value={values[name]}
                maxLength={name === 'email' ? 254 : name === 'phoneNumber' ? 12 : 80}
                onChange={(event) => {
                  const value =
                    name === 'phoneNumber'
                      ? formatPhoneInput(event.target.value)
                      : event.target.value;
                  setValues((current) => ({ ...current, [name]: value }));
                }}
              />
              {hint && (
                <small id={`${id}-${name}-hint`} className={styles.muted}>
                  {hint}
                </small>
              )}
            </div>
          );
        })}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <div className={styles.row}>
          <button type="submit" className={styles.primary} disabled={add.isPending}>
            {t('agent.add.save')}
          </button>
          <button type="button" className={styles.secondary} onClick={close}>
            {t('agent.add.cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
