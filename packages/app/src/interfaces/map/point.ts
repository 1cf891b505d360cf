/** A map value: `{lat, lng}`, also read from its JSON text; anything else is no point. */
export interface Point {
  lat: number;
  lng: number;
}

export function toPoint(value: unknown): Point | null {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return null;
    }
  }
  if (!v || typeof v !== 'object') return null;
  const { lat, lng } = v as { lat?: unknown; lng?: unknown };
  const la = Number(lat);
  const ln = Number(lng);
  if (lat === null || lng === null || lat === undefined || lng === undefined) return null;
  if (!Number.isFinite(la) || !Number.isFinite(ln)) return null;
  return { lat: la, lng: ln };
}

/** Six decimals (about 10 cm) are plenty for a stored point. */
export const roundPoint = (p: Point): Point => ({
  lat: Math.round(p.lat * 1e6) / 1e6,
  lng: Math.round(p.lng * 1e6) / 1e6,
});
