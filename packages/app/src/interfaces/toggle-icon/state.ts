export interface ToggleIconOptions {
  textInactive?: string | null;
  iconInactive?: string | null;
  colorInactive?: string | null;
  textActive?: string | null;
  iconActive?: string | null;
  colorActive?: string | null;
}

export function isActive(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** Icon, text and colour of a state. */
export function stateLook(options: ToggleIconOptions, active: boolean) {
  const token = (active ? options.colorActive : options.colorInactive) || (active ? 'pink-500' : 'blue-grey');
  return {
    icon: (active ? options.iconActive : options.iconInactive) || (active ? 'favorite' : 'favorite_border'),
    text: (active ? options.textActive : options.textInactive) || '',
    color: /^[a-z-]+(-\d{2,3})?$/.test(token) ? `var(--${token})` : 'var(--input-text-color)',
  };
}
