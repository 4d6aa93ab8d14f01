import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Avatar, Dropdown } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChangePasswordModal } from './ChangePasswordModal';
import { loginRedirect } from './guard';
import { LogoModal } from './LogoModal';
import { logout, useSession } from './session';
import { pressable } from './pressable';

/** The logo dialog saves with the merchant settings menu; the server refuses a logo upload to anyone else. */
const LOGO_MENU = 205000;

/** Top-bar avatar: change password, replace logo, log out (spec §2.2). */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, roles } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'password' | 'logo' | null>(null);
  const name = user?.realName || user?.username;

  const signOut = async () => {
    await logout();
    queryClient.clear(); // nothing of this user's data outlives the session
    void navigate(loginRedirect(pathname, search), { replace: true });
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'password', label: t('shell.user.changePassword') },
            ...(roles.includes(LOGO_MENU) ? [{ key: 'logo', label: t('shell.user.replaceLogo') }] : []),
            { type: 'divider' },
            { key: 'logout', label: t('shell.user.logout') },
          ],
          onClick: ({ key }) => (key === 'logout' ? void signOut() : setDialog(key as 'password' | 'logo')),
        }}
      >
        {/* The name shown is part of the accessible name (WCAG 2.5.3 label in name). */}
        <span className="right-menu-item avatar-wrapper" {...pressable} aria-label={[name, t('shell.user.menu')].filter(Boolean).join(' ')}>
          <Avatar size="small" src={user?.avatar || undefined} icon={<UserOutlined />} />
          <span className="avatar-name">{name}</span>
        </span>
      </Dropdown>
      <ChangePasswordModal open={dialog === 'password'} userId={user?.userId} onClose={() => setDialog(null)} />
      <LogoModal open={dialog === 'logo'} onClose={() => setDialog(null)} />
    </>
  );
}
