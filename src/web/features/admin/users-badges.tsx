import { useTranslation } from 'react-i18next';
import type { StaffPerson } from '../../../shared/api/admin-users';
import { Badge } from '../../ui/Badge';

/** Blocked, admin: what staff must see about a person at a glance, in words. */
export function UserBadges({ user }: { user: StaffPerson }) {
  const { t } = useTranslation();
  if (!user.blockedAt && !user.isAdmin) return null;
  return (
    <span className="flex flex-wrap gap-2">
      {user.blockedAt && <Badge tone="warning">{t('admin.users.blocked')}</Badge>}
      {user.isAdmin && <Badge tone="info">{t('admin.users.admin')}</Badge>}
    </span>
  );
}
