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
      className={`material-icons icon${className ? ` ${className}` : ''}`}
      aria-hidden="true"
      style={{ fontSize: size, color }}
    >
      {name}
    </span>
  );
}
