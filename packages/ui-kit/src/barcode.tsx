import { msg } from '@lingui/core/macro';
import { code128Bars } from './code128';
import { useKitI18n } from './kit-i18n';

export interface BarcodeProps {
  /** The text the bars carry (printable ASCII; digits are packed two to a symbol). */
  value: string;
  /** The width of the narrowest bar, in CSS pixels (or millimetres, with `unit`). */
  moduleWidth?: number;
  /** The bars' height, in the same unit. */
  height?: number;
  /** The unit of `moduleWidth` and `height`: `px` on screen, `mm` for print. */
  unit?: 'px' | 'mm';
  /** The text under the bars, for people (the value, unless given). */
  caption?: string;
  className?: string;
}

/** The blank margin each side that a scanner needs (ISO/IEC 15417: ten modules). */
const QUIET_ZONE = 10;

/**
 * A Code 128 barcode drawn as SVG: crisp at any zoom and on any printer. It is an image named after its value, so a
 * screen reader says what it carries; the caption repeats it for people reading the label.
 */
export function Barcode({
  value,
  moduleWidth = 2,
  height = 60,
  unit = 'px',
  caption = value,
  className,
}: BarcodeProps) {
  const i18n = useKitI18n();
  const { bars, width } = code128Bars(value);
  const total = width + 2 * QUIET_ZONE;
  return (
    <figure className={['barcode', className].filter(Boolean).join(' ')}>
      <svg
        role="img"
        aria-label={i18n._(msg`Barcode ${value}`)}
        viewBox={`0 0 ${total} ${height / moduleWidth}`}
        width={`${total * moduleWidth}${unit}`}
        height={`${height}${unit}`}
        preserveAspectRatio="none"
        shapeRendering="crispEdges"
      >
        <rect width={total} height={height / moduleWidth} fill="#fff" />
        {bars.map((bar) => (
          <rect
            key={bar.x}
            x={bar.x + QUIET_ZONE}
            width={bar.width}
            height={height / moduleWidth}
            fill="#000"
          />
        ))}
      </svg>
      {caption === '' ? null : <figcaption className="barcode-caption">{caption}</figcaption>}
    </figure>
  );
}
