import { Label, Slider as AriaSlider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import './Slider.css';

interface SliderProps {
  label: string;
  value: number;
  onChange(value: number): void;
  minValue?: number;
  maxValue?: number;
  step?: number;
  isDisabled?: boolean;
  formatOptions?: Intl.NumberFormatOptions;
}

/** A range slider; arrow keys step, Home/End jump to the ends, the value shows beside the label. */
export function Slider({ label, ...rest }: SliderProps) {
  return (
    <AriaSlider className="slider" {...rest}>
      <div className="slider-head">
        <Label className="field-label">{label}</Label>
        <SliderOutput className="slider-output" />
      </div>
      <SliderTrack className="slider-track">
        {({ state }) => (
          <>
            <span className="slider-fill" style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
            <SliderThumb className="slider-thumb" />
          </>
        )}
      </SliderTrack>
    </AriaSlider>
  );
}
