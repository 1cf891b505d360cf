import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon';
import { useMyAccess } from '../api/permissions/queries';
import { useProjectKey } from '../api/project-key';
import { canRead } from '../lib/permissions';
import { NotificationBell } from '../realtime/NotificationBell';
import { useUi } from '../stores/ui';

const TARGET_ID = 'info-sidebar-content';

/** Info sidebar: toggle at the top, the page's content, the activity link at the bottom. */
export function InfoSidebar() {
  const { t } = useTranslation();
  const open = useUi((s) => s.infoOpen);
  const setOpen = useUi((s) => s.setInfoOpen);
  const project = useProjectKey();
  const { admin, permissions } = useMyAccess(project);
  return (
    <aside className={`info-sidebar${open ? ' open' : ''}`} aria-label={t('info')}>
      <button
        type="button"
        className="info-toggle"
        aria-expanded={open}
        aria-controls={TARGET_ID}
        aria-label={t('info')}
        title={t('info')}
        onClick={() => setOpen(!open)}
      >
        <Icon name="info" />
      </button>
      <div id={TARGET_ID} className="info-content" hidden={!open} />
      {canRead(permissions, 'directus_activity', admin) && project && <NotificationBell project={project} />}
    </aside>
  );
}

/** Renders page content into the info sidebar. */
export function InfoSidebarContent({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useEffect(() => setTarget(document.getElementById(TARGET_ID)), []);
  return target ? createPortal(children, target) : null;
}
