import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { MemberAreaSegment } from '../../../config/paths';
import { Page } from '../../../shared/ui/page';

type MembersTitleKey = `members.${
  | 'logIn'
  | 'register'
  | 'lostPassword'
  | 'user'
  | 'account'
  | 'mlsAgent'
  | 'businessCenter'
  | 'membio'}`;

const areaTitle: Record<MemberAreaSegment, MembersTitleKey> = {
  user: 'members.user',
  my: 'members.user',
  'user-center': 'members.user',
  uc: 'members.user',
  account: 'members.account',
  'mls-agent': 'members.mlsAgent',
  'business-center': 'members.businessCenter',
  bc: 'members.businessCenter',
  membio: 'members.membio',
};

const actionTitle: Record<string, MembersTitleKey> = {
  login: 'members.logIn',
  register: 'members.register',
  'lost-password': 'members.lostPassword',
  'forgot-password': 'members.lostPassword',
};

/** The members and consumer areas (user, account, my, mls-agent, business-center, membio). */
export function AreaPlaceholderPage() {
  const { t } = useTranslation();
  const [area = 'user', action = ''] = useLocation().pathname.split('/').filter(Boolean);
  const key =
    (Object.hasOwn(actionTitle, action) ? actionTitle[action] : undefined) ??
    areaTitle[area as MemberAreaSegment] ??
    'members.user';
  return <Page title={t(key)} intro={t('members.intro')} />;
}
