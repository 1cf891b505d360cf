import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../../lib/sign-out';
import { FullPageLoader } from '../../shell/FullPageLoader';

/** /logout: signs out without asking (the error screen's way out), then goes to /login. */
export function Logout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    void signOut().then(() => !cancelled && navigate('/login', { replace: true }));
    return () => {
      cancelled = true;
    };
  }, [navigate]);
  return <FullPageLoader label={t('one_moment')} />;
}
