import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorCode, type InstallProjectBody as InstallBody } from '@atrium/sdk';
import { Button } from '../../components/Button';
import { SelectField, TextField } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { errorCode } from '../../lib/errors';
import { PublicFrame } from '../../shell/PublicFrame';
import { useProjects } from '../../stores/projects';
import { api, ApiError } from '../../api/client';

type Step = 'project' | 'database' | 'schema' | 'done';
const STEPS: Step[] = ['project', 'database', 'schema', 'done'];

/** A project key from a name: lowercase letters, digits, - and _ (the server's key pattern). */
export function slugifyKey(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^0-9a-z_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Install flow (product.md §2): project info, database connection, initial schema, all set. */
export function Install() {
  const { t } = useTranslation();
  const projectsExist = useProjects((s) => (s.projects?.length ?? 0) > 0);
  const [step, setStep] = useState<Step>('project');
  const [keyTouched, setKeyTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [installing, setInstalling] = useState(false);
  const [form, setForm] = useState({
    project_name: '',
    project: '',
    user_email: '',
    user_password: '',
    super_admin_token: '',
    db_client: 'sqlite' as 'sqlite' | 'pg' | 'mysql',
    db_host: 'localhost',
    db_port: '',
    db_user: '',
    db_password: '',
    db_name: '',
    schema: 'none',
  });
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const stepIndex = STEPS.indexOf(step);

  async function install() {
    setInstalling(true);
    setError(null);
    const body: InstallBody = {
      project: form.project,
      project_name: form.project_name,
      user_email: form.user_email,
      user_password: form.user_password,
      db_client: form.db_client,
    };
    if (projectsExist) body.super_admin_token = form.super_admin_token;
    if (form.db_client !== 'sqlite') {
      Object.assign(body, {
        db_host: form.db_host,
        db_port: form.db_port || undefined,
        db_user: form.db_user,
        db_password: form.db_password,
        db_name: form.db_name,
      });
    }
    try {
      await api.installProject(body);
      await useProjects.getState().loadProjects();
      useProjects.getState().setCurrent(form.project);
      setStep('done');
    } catch (err) {
      const code = errorCode(err);
      if (code === ErrorCode.Unauthorized) {
        setError(t('wrong_super_admin_password'));
        setStep('project');
      } else {
        setError((err as ApiError).message || t('error_unknown'));
        if (code === ErrorCode.InvalidDatabaseConnection || code === ErrorCode.DatabaseConnectionFailed) {
          setStep('database');
        }
      }
    } finally {
      setInstalling(false);
    }
  }

  function next(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (step === 'project') setStep('database');
    else if (step === 'database') setStep('schema');
    else if (step === 'schema') void install();
  }

  const headings: Record<Step, string> = {
    project: t('project_info'),
    database: t('database_connection'),
    schema: t('choose_schema'),
    done: t('all_set'),
  };

  return (
    <PublicFrame
      heading={headings[step]}
      wide
      notice={
        error ? (
          <Notice color="danger">{error}</Notice>
        ) : (
          <Notice color="gray">{t('install_step', { step: stepIndex + 1, total: STEPS.length })}</Notice>
        )
      }
    >
      <ol className="steps" aria-label={t('install')}>
        {STEPS.map((s, i) => (
          <li
            key={s}
            className={i <= stepIndex ? 'active' : ''}
            aria-current={s === step ? 'step' : undefined}
          >
            <span className="visually-hidden">{headings[s]}</span>
          </li>
        ))}
      </ol>
      {step === 'done' ? (
        <div className="stack">
          <p>{t('all_set_copy')}</p>
          <Link className="button button-primary" to={`/login?project=${encodeURIComponent(form.project)}`}>
            <span>{t('sign_in')}</span>
          </Link>
        </div>
      ) : (
        <form className="stack" onSubmit={next}>
          {step === 'project' && (
            <div className="grid-2">
              <TextField
                label={t('project_name')}
                value={form.project_name}
                required
                autoFocus
                onChange={(e) =>
                  set({
                    project_name: e.target.value,
                    ...(keyTouched ? {} : { project: slugifyKey(e.target.value) }),
                  })
                }
              />
              <TextField
                label={t('project_key')}
                value={form.project}
                required
                pattern="[0-9a-z_\-]+"
                onChange={(e) => {
                  setKeyTouched(true);
                  set({ project: slugifyKey(e.target.value) || e.target.value.toLowerCase() });
                }}
              />
              <TextField
                label={t('admin_email')}
                type="email"
                autoComplete="username"
                value={form.user_email}
                required
                onChange={(e) => set({ user_email: e.target.value })}
              />
              <TextField
                label={t('admin_password')}
                type="password"
                autoComplete="new-password"
                value={form.user_password}
                required
                onChange={(e) => set({ user_password: e.target.value })}
              />
              {projectsExist && (
                <TextField
                  label={t('super_admin_password')}
                  type="password"
                  value={form.super_admin_token}
                  required
                  className="span-2"
                  note={t('super_admin_password_note')}
                  onChange={(e) => set({ super_admin_token: e.target.value })}
                />
              )}
            </div>
          )}
          {step === 'database' && (
            <div className="grid-2">
              <SelectField
                label={t('db_client')}
                className="span-2"
                value={form.db_client}
                options={[
                  { value: 'sqlite', label: t('db_sqlite') },
                  { value: 'pg', label: t('db_pg') },
                  { value: 'mysql', label: t('db_mysql') },
                ]}
                onChange={(e) => set({ db_client: e.target.value as typeof form.db_client })}
              />
              {form.db_client === 'sqlite' ? (
                <p className="span-2">{t('db_sqlite_copy')}</p>
              ) : (
                <>
                  <TextField
                    label={t('db_host')}
                    value={form.db_host}
                    required
                    onChange={(e) => set({ db_host: e.target.value })}
                  />
                  <TextField
                    label={t('db_port')}
                    value={form.db_port}
                    inputMode="numeric"
                    placeholder={form.db_client === 'pg' ? '5432' : '3306'}
                    onChange={(e) => set({ db_port: e.target.value.replace(/\D/g, '') })}
                  />
                  <TextField
                    label={t('db_user')}
                    value={form.db_user}
                    required
                    onChange={(e) => set({ db_user: e.target.value })}
                  />
                  <TextField
                    label={t('db_password')}
                    type="password"
                    value={form.db_password}
                    onChange={(e) => set({ db_password: e.target.value })}
                  />
                  <TextField
                    label={t('db_name')}
                    value={form.db_name}
                    required
                    onChange={(e) => set({ db_name: e.target.value })}
                  />
                </>
              )}
            </div>
          )}
          {step === 'schema' && (
            <fieldset className="radio-group">
              <legend className="field-label">{t('choose_schema')}</legend>
              <label className="radio">
                <input
                  type="radio"
                  name="schema"
                  value="none"
                  checked={form.schema === 'none'}
                  onChange={() => set({ schema: 'none' })}
                />
                <span>
                  <strong>{t('schema_none')}</strong>
                  <br />
                  {t('schema_none_copy')}
                </span>
              </label>
            </fieldset>
          )}
          <div className="button-row spread">
            {stepIndex > 0 ? (
              <Button
                variant="secondary"
                onClick={() => setStep(STEPS[stepIndex - 1]!)}
                disabled={installing}
              >
                {t('back')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={installing} disabled={installing}>
              {step === 'schema' ? (installing ? t('installing') : t('install')) : t('next')}
            </Button>
          </div>
        </form>
      )}
    </PublicFrame>
  );
}
