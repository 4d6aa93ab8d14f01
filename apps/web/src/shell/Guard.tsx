import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { Code } from '@canteen/contract';
import { ApiError } from '@/api';
import { BootLoading } from './BootLoading';
import { guardDecision } from './guard';
import { loadUserInfo, resetToken, useSession } from './session';

/**
 * Spec §2.1 route guard. While the user's info loads the first-load state stays up (a deep link showed a blank page).
 * If it cannot be loaded the token is reset, the error shown, and the guard sends the user to login.
 */
export function Guard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const session = useSession();
  const { message } = App.useApp();
  const { t } = useTranslation();
  const decision = guardDecision({ pathname, search, hasToken: Boolean(session.token), rolesLoaded: session.hasRoles });
  const mustLoadUser = decision.kind === 'loadUser';

  useEffect(() => {
    if (!mustLoadUser) return;
    loadUserInfo().catch((error: unknown) => {
      // Transport failures and expired sessions were already announced by the client.
      if (error instanceof ApiError && error.code !== Code.UNAUTHORIZED) void message.error(error.msg || t('shell.guard.error'));
      resetToken();
    });
  }, [mustLoadUser, message, t]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'loadUser') return <BootLoading />;
  return children;
}
