import type { InputProps } from '../types';
import './divider.css';

interface Options {
  style: 'small' | 'medium' | 'large' | null;
  title: string | null;
  description: string | null;
  hr: boolean | null;
  margin: boolean | null;
}

/** A section heading inside the form: title, optional rule and description (hideLabel). */
export default function DividerInput({ options, inputId }: InputProps<unknown, Options>) {
  const size = options.style ?? 'large';
  const className = ['divider', `divider-${size}`, options.margin ? 'divider-margin' : ''].join(' ').trim();
  return (
    <div className={className} id={inputId}>
      {options.title ? <h2 className="divider-title">{options.title}</h2> : null}
      {options.hr ? <hr className="divider-rule" /> : null}
      {options.description ? <p className="divider-description">{options.description}</p> : null}
    </div>
  );
}
