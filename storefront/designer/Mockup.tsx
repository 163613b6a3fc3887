import type { CSSProperties, ReactNode } from 'react';

// The mockup layer of clothing (type 9, SPEC.md section 4): the garment in the chosen fabric colour around the
// printable area. In edit mode the design is half transparent over it and the garment is faded; preview shows the
// front image at full opacity. Clicking the garment returns to edit mode.

const TEE = 'M60 8 L100 0 Q128 22 156 0 L196 8 L252 52 L222 98 L196 84 L196 292 L60 292 L60 84 L34 98 L4 52 Z';
/** The drawing's size (its view box) and its body's width, from x 60 to 196. */
const VIEW = { width: 256, height: 296 };
const BODY = 136;
/** What the body's width stands for: an adult's front, about 52 cm across (a size M), so a print area is to scale. */
export const GARMENT_BODY_CM = 52;
/** Where the print area starts, below the collar. */
const PRINT_TOP = 44;

/** The print area on the drawing, in % of the mockup: its physical width to scale, centred on the chest. */
export function printAreaStyle(area: { width: number; height: number } | undefined): CSSProperties | undefined {
  if (!area) return undefined;
  const width = Math.min(BODY, (area.width / GARMENT_BODY_CM) * BODY);
  return {
    left: `${(((VIEW.width - width) / 2 / VIEW.width) * 100).toFixed(3)}%`,
    right: 'auto',
    width: `${((width / VIEW.width) * 100).toFixed(3)}%`,
    top: `${((PRINT_TOP / VIEW.height) * 100).toFixed(3)}%`,
  };
}

export function Mockup({
  fabric,
  mode,
  printArea,
  onMockupClick,
  children,
}: {
  fabric: string;
  mode: 'edit' | 'preview';
  /** The garment's print area in cm (the catalogue's printArea): drawn to scale on the chest. */
  printArea?: { width: number; height: number };
  onMockupClick: () => void;
  children: ReactNode;
}) {
  return (
    <div className={`designer-mockup designer-mockup--${mode}`} data-testid="designer-mockup">
      <svg className="designer-mockup__garment" viewBox={`0 0 ${VIEW.width} ${VIEW.height}`} aria-hidden="true" onClick={onMockupClick}>
        <path d={TEE} fill={fabric} stroke="#00000033" strokeWidth="2" />
      </svg>
      <div className="designer-mockup__print" style={printAreaStyle(printArea)}>
        {children}
      </div>
    </div>
  );
}
