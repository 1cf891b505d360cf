import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../components/Icon';
import { useUi } from '../stores/ui';

interface HeaderProps {
  title: string;
  icon?: string;
  /** A trail above the title (the listing's breadcrumb). */
  breadcrumb?: ReactNode;
  /** Beside the title (the listing's bookmark button). */
  titleExtra?: ReactNode;
  /** Where the back arrow before the title leads (the edit screen's listing, a settings parent). */
  back?: { to: string; label: string };
  children?: ReactNode;
}

/**
 * Page header: the nav toggle on narrow screens, a back arrow, title, and action buttons. Below
 * 600 px the title takes a line of its own, the actions the next one, and an info button opens the
 * info sidebar (whose rail is hidden there).
 */
export function Header({ title, icon, breadcrumb, titleExtra, back, children }: HeaderProps) {
  const { t } = useTranslation();
  const setNavOpen = useUi((s) => s.setNavOpen);
  const setInfoOpen = useUi((s) => s.setInfoOpen);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <header className="page-header">
      <button
        type="button"
        className="nav-toggle"
        aria-label={t('navigation')}
        onClick={() => setNavOpen(true)}
      >
        <Icon name="menu" />
      </button>
      {back && (
        <Link
          className="header-back"
          to={back.to}
          aria-label={t('back_to', { name: back.label })}
          title={t('back_to', { name: back.label })}
        >
          <Icon name="arrow_back" />
        </Link>
      )}
      {icon && <Icon name={icon} className="header-icon" />}
      {breadcrumb || titleExtra ? (
        <div className="page-title-block">
          {breadcrumb}
          <div className="page-title-row">
            <h1 className="page-title">{title}</h1>
            {titleExtra}
          </div>
        </div>
      ) : (
        <h1 className="page-title">{title}</h1>
      )}
      <button
        type="button"
        className="header-info-toggle"
        aria-label={t('info')}
        title={t('info')}
        onClick={() => setInfoOpen(!useUi.getState().infoOpen)}
      >
        <Icon name="info" />
      </button>
      <div className="header-actions">{children}</div>
    </header>
  );
}
