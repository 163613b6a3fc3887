import type { ReactNode } from 'react';

// The mockup layer of clothing (type 9, SPEC.md section 4): the garment in the chosen fabric colour around the
// printable area. In edit mode the design is half transparent over it and the garment is faded; preview shows the
// front image at full opacity. Clicking the garment returns to edit mode.

const TEE = 'M60 8 L100 0 Q128 22 156 0 L196 8 L252 52 L222 98 L196 84 L196 292 L60 292 L60 84 L34 98 L4 52 Z';

export function Mockup({
  fabric,
  mode,
  onMockupClick,
  children,
}: {
  fabric: string;
  mode: 'edit' | 'preview';
  onMockupClick: () => void;
  children: ReactNode;
}) {
  return (
    <div className={`designer-mockup designer-mockup--${mode}`} data-testid="designer-mockup">
      <svg className="designer-mockup__garment" viewBox="0 0 256 296" aria-hidden="true" onClick={onMockupClick}>
        <path d={TEE} fill={fabric} stroke="#00000033" strokeWidth="2" />
      </svg>
      <div className="designer-mockup__print">{children}</div>
    </div>
  );
}
