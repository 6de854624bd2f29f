import { validateForm } from '@hearth/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../shared/lib/api-error-message';
import { CaptchaField } from '../../../shared/ui/captcha-field';
import { useSendAgentMessage } from '../api/directory-pages';
import styles from './agent-page.module.css';

const RULES = [
  { name: 'name', required: true },
  { name: 'email', type: 'email', required: true },
  { name: 'phone', type: 'phone' },
  { name: 'message', required: true },
] as const;

/** The agent page's contact form: the message becomes a lead for the agent. */
export function AgentContactForm({
  memberMlsId,
  agentName,
}: {
  memberMlsId: string;
  agentName: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const send = useSendAgentMessage(memberMlsId);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);
  // Each captcha answer is good for one message: a new one is asked for after each send.
  const [captchaRound, setCaptchaRound] = useState(0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const values = {
      name: value('name'),
      email: value('email'),
      phone: value('phone'),
      message: value('message'),
    };
    const check = validateForm(RULES, values);
    if (!check.valid) return setProblem(check.message ?? t('directory.contact.invalid'));
    if (!captcha) return setProblem(t('directory.contact.captcha'));
    setProblem(null);
    const target = event.currentTarget;
    send.mutate(
      {
        ...values,
        phone: values.phone || undefined,
        website: value('website') || undefined,
        captcha,
        language: i18n.language === 'es' ? 'es' : 'en',
      },
      {
        onSuccess: (answer) => {
          setDone(answer.message);
          target.reset();
          setCaptchaRound((round) => round + 1);
        },
        onError: (error) => {
          setProblem(apiErrorMessage(error, t));
          setCaptchaRound((round) => round + 1);
        },
      },
    );
    return undefined;
  };

  const field = (name: 'name' | 'email' | 'phone', type: string, autoComplete: string) => (
    <div className={styles.formField}>
      <label htmlFor={`${id}-${name}`}>{t(`directory.contact.${name}`)}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={name !== 'phone'}
      />
    </div>
  );
  return (
    <section id="agent-contact" className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('directory.contact.title', { name: agentName })}</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        {field('name', 'text', 'name')}
        {field('email', 'email', 'email')}
        {field('phone', 'tel', 'tel')}
        <div className={styles.formField}>
          <label htmlFor={`${id}-message`}>{t('directory.contact.message')}</label>
          <textarea id={`${id}-message`} name="message" rows={5} required />
        </div>
        <div className={styles.hidden} aria-hidden="true">
          <label htmlFor={`${id}-website`}>Website</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <CaptchaField onChange={setCaptcha} resetKey={captchaRound} />
        <p role="alert" className={styles.error}>
          {problem}
        </p>
        <p role="status" className={styles.success}>
          {done}
        </p>
        {send.isPending ? (
          <p className={styles.spinner} role="status" aria-label={t('directory.contact.sending')} />
        ) : (
          <button type="submit" className={styles.primary}>
            {t('directory.contact.send')}
          </button>
        )}
      </form>
    </section>
  );
}
