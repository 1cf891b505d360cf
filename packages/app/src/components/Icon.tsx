/**
 * Icons that point along the reading direction: mirrored in right-to-left languages (Arabic,
 * Hebrew), where "back" points right.
 */
const DIRECTIONAL = new Set([
  'arrow_back',
  'arrow_forward',
  'arrow_right_alt',
  'chevron_left',
  'chevron_right',
  'first_page',
  'last_page',
  'keyboard_arrow_left',
  'keyboard_arrow_right',
  'navigate_before',
  'navigate_next',
  'open_in_new',
  'launch',
  'reply',
  'send',
  'redo',
  'undo',
  'format_indent_increase',
  'format_indent_decrease',
  'subdirectory_arrow_right',
  'input',
  'exit_to_app',
  'logout',
  'login',
]);

interface IconProps {
  name: string;
  className?: string;
  size?: number;
  color?: string;
}

/** A Material Icons ligature (or the app's own "box" glyph); decorative, so hidden from assistive technology. */
export function Icon({ name, className, size, color }: IconProps) {
  if (name === 'box') {
    return (
      <svg
        className={`icon icon-svg${className ? ` ${className}` : ''}`}
        width={size ?? 24}
        height={size ?? 24}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        style={{ color }}
      >
        <path
          fill="currentColor"
          d="M12 2 3 6.5v11L12 22l9-4.5v-11L12 2Zm0 2.2 6.4 3.2L12 10.6 5.6 7.4 12 4.2ZM5 9.1l6 3v7.3l-6-3V9.1Zm8 10.3v-7.3l6-3v7.3l-6 3Z"
        />
      </svg>
    );
  }
  return (
    <span
      className={`material-icons icon${DIRECTIONAL.has(name) ? ' icon-directional' : ''}${className ? ` ${className}` : ''}`}
      aria-hidden="true"
      style={{ fontSize: size, color }}
    >
      {name}
    </span>
  );
}
