/**
 * The demo project's key and sign-in credentials. Public on purpose: the `demo` command prints
 * them and the end-to-end harness imports them. Never use them for a real project.
 */
export const DEMO_PROJECT = 'demo';
export const DEMO_PROJECT_NAME = 'Atrium Demo';

export interface DemoCredentials {
  email: string;
  password: string;
}

export const DEMO_ADMIN: DemoCredentials = { email: 'admin@example.com', password: 'demo-admin-password' };
export const DEMO_EDITOR: DemoCredentials = { email: 'editor@example.com', password: 'demo-editor-password' };
