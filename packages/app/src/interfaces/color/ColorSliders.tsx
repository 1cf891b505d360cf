import { useState } from 'react';
import {
  Label,
  Slider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  ToggleButton,
  ToggleButtonGroup,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { hslToRgb, rgbToHsl, type Rgb } from './color-convert';

interface Props {
  rgb: Rgb;
  onChange(rgb: Rgb): void;
}

const CHANNELS = {
  rgb: [
    ['red', 255],
    ['green', 255],
    ['blue', 255],
  ],
  hsl: [
    ['hue', 359],
    ['saturation', 100],
    ['lightness', 100],
  ],
} as const;

/** The swatch popover's body: an RGB/HSL switch and three sliders. */
export default function ColorSliders({ rgb, onChange }: Props) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'rgb' | 'hsl'>('rgb');
  const values = mode === 'rgb' ? rgb : rgbToHsl(rgb);
  return (
    <div className="color-sliders">
      <ToggleButtonGroup
        className="color-mode"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[mode]}
        onSelectionChange={(keys) => setMode([...keys][0] as 'rgb' | 'hsl')}
        aria-label={t('interfaces.color.mode')}
      >
        <ToggleButton id="rgb" className="color-mode-button">
          RGB
        </ToggleButton>
        <ToggleButton id="hsl" className="color-mode-button">
          HSL
        </ToggleButton>
      </ToggleButtonGroup>
      {CHANNELS[mode].map(([channel, max], index) => (
        <Slider
          key={channel}
          className="color-slider"
          minValue={0}
          maxValue={max}
          value={values[index]}
          onChange={(n) => {
            const next = [...values] as Rgb;
            next[index] = n as number;
            onChange(mode === 'rgb' ? next : hslToRgb(next));
          }}
        >
          <Label className="color-slider-label">{t(`interfaces.color.${channel}`)}</Label>
          <SliderOutput className="color-slider-output" />
          <SliderTrack className="color-slider-track">
            <SliderThumb className="color-slider-thumb" />
          </SliderTrack>
        </Slider>
      ))}
    </div>
  );
}
