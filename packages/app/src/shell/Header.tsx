import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon';
import { useUi } from '../stores/ui';

interface HeaderProps {
  title: string;
  icon?: string;
  /** A trail above the title (the listing's breadcrumb). */
  breadcrumb?: ReactNode;
  /** Beside the title (the listing's bookmark button). */
  titleExtra?: ReactNode;
  children?: ReactNode;
}

/** Page header: the nav toggle on narrow screens, title, and action buttons. */
export function Header({ title, icon, breadcrumb, titleExtra, children }: HeaderProps) {
  const { t } = useTranslation();
  const setNavOpen = useUi((s) => s.setNavOpen);
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
      <div className="header-actions">{children}</div>
    </header>
  );
}
