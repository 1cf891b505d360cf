import type { Knex } from 'knex';
import type { Project } from '../../projects/registry';
import { readSettings } from '../settings';

/** The settings that drive authentication (api.md §2.3, §2.5, §2.6), with v8's fallbacks. */
export interface AuthSettings {
  /** JWT lifetime in minutes: setting `auth_token_ttl` → config `auth.ttl` → 20. */
  tokenTtl: number;
  /** Session lifetime in minutes (`auto_sign_out`); null means "ten years". */
  autoSignOut: number | null;
  loginAttemptsAllowed: number;
  passwordPolicy: string;
  appUrl: string;
  projectUrl: string;
}

const positive = (v: string | null | undefined): number | null => {
  const n = Number(v);
  return v !== null && v !== undefined && v !== '' && Number.isFinite(n) && n > 0 ? n : null;
};

export async function authSettings(project: Project, knex: Knex = project.knex): Promise<AuthSettings> {
  const s = await readSettings(knex);
  return {
    tokenTtl: positive(s.get('auth_token_ttl')) ?? project.config.auth.ttl ?? 20,
    autoSignOut: positive(s.get('auto_sign_out')),
    loginAttemptsAllowed: positive(s.get('login_attempts_allowed')) ?? 25,
    passwordPolicy: s.get('password_policy') ?? '',
    appUrl: s.get('app_url') ?? '',
    projectUrl: s.get('project_url') ?? '',
  };
}
