import { useState, type ReactNode } from 'react';
import { Button } from '../../ui/Button';

/**
 * Charts open on request: a by-day chart is composed of one call per day (docs/web/reports.md),
 * which would otherwise compete with the screen's own figures for the server on every visit.
 */
export function ChartToggle({ label, children }: { label: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button $variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? `Скрыть: ${label}` : `Показать: ${label}`}
      </Button>
      {open && <div style={{ marginTop: 12 }}>{children()}</div>}
    </div>
  );
}
