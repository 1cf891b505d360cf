import { useEffect, useState } from 'react';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { InputProps } from '../types';
import { formatColor, hexToRgb, parseColor, rgbToHex, type ColorFormat, type Rgb } from './color-convert';
import ColorSliders from './ColorSliders';
import './color.css';

interface Options {
  format: ColorFormat | null;
  palette: string[] | string | null;
  paletteOnly: boolean | null;
}

const HEX_INPUT = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function paletteList(palette: Options['palette']): string[] {
  const list = Array.isArray(palette) ? palette : typeof palette === 'string' ? palette.split(',') : [];
  return list.map((c) => c.trim()).filter((c) => hexToRgb(c));
}

/**
 * A colour: a swatch that opens RGB/HSL sliders, a hex box and the palette buttons. Stored as
 * uppercase hex, or comma-separated RGB / HSL numbers per `format`; an emptied hex box stores null.
 */
export default function ColorInput(props: InputProps<string, Options>) {
  const { value, options, readonly, inputId, onInput } = props;
  const { t } = useTranslation();
  const format = options.format ?? 'hex';
  const rgb = parseColor(value, format);
  const [text, setText] = useState(rgb ? rgbToHex(rgb) : '');
  useEffect(() => {
    const current = parseColor(value, format);
    setText((shown) => {
      const shownRgb = hexToRgb(shown);
      if (current && shownRgb && rgbToHex(shownRgb) === rgbToHex(current)) return shown;
      return current ? rgbToHex(current) : shown && !hexToRgb(shown) ? shown : '';
    });
  }, [value, format]);
  const locked = readonly || !!options.paletteOnly;
  const emit = (next: Rgb) => onInput(formatColor(next, format));
  const palette = paletteList(options.palette);
  return (
    <div className="color-input">
      <div className="color-input-row">
        <DialogTrigger>
          <Button
            className="color-swatch-button"
            isDisabled={locked}
            aria-label={t('interfaces.color.open_picker')}
            style={{ backgroundColor: rgb ? `rgb(${rgb.join(', ')})` : undefined }}
          >
            {rgb ? null : (
              <span className="material-icons" aria-hidden="true">
                colorize
              </span>
            )}
          </Button>
          <Popover className="color-popover" placement="bottom start">
            <Dialog className="color-dialog" aria-label={t('interfaces.color.open_picker')}>
              <ColorSliders rgb={rgb ?? [0, 0, 0]} onChange={emit} />
            </Dialog>
          </Popover>
        </DialogTrigger>
        <input
          id={inputId}
          className="input mono color-hex"
          maxLength={7}
          placeholder="#000000"
          value={text}
          readOnly={locked}
          disabled={locked}
          spellCheck={false}
          onChange={(event) => {
            let next = event.target.value;
            if (next && !next.startsWith('#')) next = `#${next}`;
            setText(next);
            if (next === '' || next === '#') onInput(null);
            else if (HEX_INPUT.test(next)) emit(hexToRgb(next)!);
          }}
        />
      </div>
      {!readonly && palette.length ? (
        <div className="color-palette-buttons" role="group" aria-label={t('interfaces.color.palette')}>
          {palette.map((color) => (
            <button
              key={color}
              type="button"
              className="color-palette-button"
              style={{ backgroundColor: color }}
              title={color}
              aria-label={color}
              aria-pressed={!!rgb && rgbToHex(rgb) === rgbToHex(hexToRgb(color)!)}
              onClick={() => emit(hexToRgb(color)!)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
