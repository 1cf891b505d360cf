import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PublicFrame } from '../src/shell/PublicFrame';
import { useProjects } from '../src/stores/projects';
import '../src/i18n';
import { resetStores } from './reset';

const asset = (name: string) => ({
  full_url: `http://localhost/assets/${name}`,
  url: `/assets/${name}`,
  asset_url: '',
});

function withProject(data: Record<string, unknown>) {
  useProjects.setState({
    current: '_',
    projects: [{ key: '_', status: 'successful', error: null, data: { authenticated: false, ...data } }],
  });
}

describe('public frame', () => {
  beforeEach(() => resetStores());

  it('shows the project branding: name, colour, foreground logo and public note', () => {
    withProject({
      project_name: 'Acme',
      project_color: '#ff0000',
      project_foreground: asset('logo.png'),
      project_public_note: 'Welcome to **Acme**',
    });
    render(<PublicFrame heading="Sign In">{null}</PublicFrame>);
    const art = screen.getByRole('complementary', { name: 'Acme' });
    expect(art.style.backgroundColor).toBe('rgb(255, 0, 0)');
    expect(screen.getByRole('img', { name: 'Acme' }).getAttribute('src')).toBe(
      'http://localhost/assets/logo.png',
    );
    expect(art.querySelector('.public-note')!.innerHTML).toBe('<p>Welcome to <strong>Acme</strong></p>');
    expect(screen.getByRole('heading', { name: 'Sign In', level: 1 })).toBeTruthy();
    const logo = screen.getByRole('link', { name: 'Powered by Atrium' });
    expect(logo.getAttribute('title')).toBe('Version 8.8.0');
    expect(logo.getAttribute('target')).toBe('_blank');
  });

  it('prefers the background image, takes palette names as tokens, and falls back to defaults', () => {
    withProject({ project_name: 'Acme', project_background: asset('bg.jpg'), project_color: 'red' });
    const { unmount } = render(<PublicFrame heading="x">{null}</PublicFrame>);
    expect(screen.getByRole('complementary').style.backgroundImage).toBe(
      'url("http://localhost/assets/bg.jpg")',
    );
    unmount();
    withProject({ project_color: 'deep-purple' });
    const second = render(<PublicFrame heading="x">{null}</PublicFrame>);
    expect(screen.getByRole('complementary').style.backgroundColor).toBe('var(--deep-purple)');
    expect(screen.getByText('Atrium')).toBeTruthy();
    second.unmount();
    useProjects.setState({ projects: [], current: null });
    render(<PublicFrame heading="x">{null}</PublicFrame>);
    expect(screen.getByRole('complementary').style.backgroundColor).toBe('var(--project-background-color)');
  });
});
