import { describe, expect, it } from 'vitest';
import { evaluateGuard, type GuardState } from '../src/lib/guard';
import type { Project } from '../src/stores/projects';

const project = (key: string, authenticated: boolean, status: Project['status'] = 'successful'): Project => ({
  key,
  status,
  data: status === 'successful' ? { authenticated } : null,
  error: null,
});

const state = (patch: Partial<GuardState> = {}): GuardState => ({
  projects: [project('_', false)],
  listError: null,
  current: '_',
  hydrated: false,
  hydrationError: false,
  ...patch,
});

const to = (pathname: string, search = '') => ({ pathname, search });

describe('route guard', () => {
  it('loads the project list first', () => {
    expect(evaluateGuard(state({ projects: null }), to('/_/collections'))).toEqual({ type: 'load-projects' });
  });

  it('sends everything to /install when there are no projects', () => {
    expect(evaluateGuard(state({ projects: [] }), to('/login'))).toEqual({
      type: 'redirect',
      to: '/install',
    });
    expect(evaluateGuard(state({ projects: [] }), to('/install'))).toEqual({ type: 'pass' });
  });

  it('lets public routes pass', () => {
    for (const path of ['/login', '/logout', '/reset-password', '/install', '/setup-2fa']) {
      expect(evaluateGuard(state(), to(path))).toEqual({ type: 'pass' });
    }
  });

  it('switches the current project when the path names another one', () => {
    const s = state({ projects: [project('_', true), project('blog', true)] });
    expect(evaluateGuard(s, to('/blog/collections'))).toEqual({ type: 'switch-project', key: 'blog' });
  });

  it('sends anonymous users to /login with a redirect parameter carrying the full path', () => {
    expect(evaluateGuard(state(), to('/_/collections/posts', '?b=1'))).toEqual({
      type: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/_/collections/posts?b=1')}`,
    });
  });

  it('keeps the query of the root path', () => {
    expect(evaluateGuard(state(), to('/', '?error=true&code=115'))).toEqual({
      type: 'redirect',
      to: '/login?error=true&code=115',
    });
  });

  it('hydrates a signed-in user once, then passes', () => {
    const s = state({ projects: [project('_', true)] });
    expect(evaluateGuard(s, to('/_/collections'))).toEqual({ type: 'hydrate' });
    expect(evaluateGuard({ ...s, hydrated: true }, to('/_/collections'))).toEqual({ type: 'pass' });
    expect(evaluateGuard({ ...s, hydrated: true }, to('/'))).toEqual({
      type: 'redirect',
      to: '/_/collections',
    });
  });

  it('waits while the current project is still loading', () => {
    expect(
      evaluateGuard(state({ projects: [project('_', false, 'loading')] }), to('/_/collections')),
    ).toEqual({
      type: 'wait',
    });
  });
});
