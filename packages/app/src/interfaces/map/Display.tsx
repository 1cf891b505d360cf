import { Focusable } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { Tooltip, TooltipTrigger } from '../../components/Tooltip';
import type { DisplayProps } from '../types';
import { toPoint } from './point';

/** The place icon (dim without a point) with the latitude and longitude in a tooltip. */
export default function MapDisplay({ value }: DisplayProps) {
  const { t } = useTranslation();
  const point = toPoint(value);
  const text = point
    ? t('interfaces.map.lat_lng', { latitude: point.lat, longitude: point.lng })
    : t('interfaces.map.no_location');
  return (
    <TooltipTrigger>
      <Focusable>
        <span role="img" aria-label={text} className={`map-display${point ? '' : ' empty'}`} tabIndex={0}>
          <Icon name="place" color={point ? undefined : 'var(--empty-value)'} />
        </span>
      </Focusable>
      <Tooltip>{text}</Tooltip>
    </TooltipTrigger>
  );
}
