import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** An SVG QR code of `value`, labelled for assistive technology. */
export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const path = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    const count = qr.getModuleCount();
    let d = '';
    for (let r = 0; r < count; r++) {
      for (let c = 0; c < count; c++) if (qr.isDark(r, c)) d += `M${c + 4} ${r + 4}h1v1h-1z`;
    }
    return { d, count: count + 8 };
  }, [value]);
  return (
    <svg
      className="qr-code"
      width={size}
      height={size}
      viewBox={`0 0 ${path.count} ${path.count}`}
      role="img"
      aria-label={label}
    >
      <rect width={path.count} height={path.count} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
