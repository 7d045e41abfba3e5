import { createContext, useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { theme } from './theme';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(15, 20, 30, 0.45);
`;

const Panel = styled.div<{ $wide?: boolean }>`
  width: min(${(p) => (p.$wide ? 760 : 440)}px, 100%);
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: 20px 24px;
  background: ${theme.colors.surface};
  border-radius: ${theme.radius};
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.2);
`;

export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 20px;
`;

// Fields that float a popup (the date picker's calendar) open it inside the dialog instead,
// where it can neither leave the screen nor cover the dialog's buttons.
const InDialog = createContext(false);

/** True inside a Dialog's content. */
export function useIsInDialog(): boolean {
  return useContext(InDialog);
}

const FOCUSABLE = 'button:not(:disabled), [href], input:not(:disabled), select, textarea, [tabindex]:not([tabindex="-1"])';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A table inside (a record before and after, the count dialog's figures): 760 px instead of 440. */
  wide?: boolean;
}

/**
 * A modal dialog: Escape closes it, Tab stays inside, focus goes to its first control and
 * back to whatever opened it on close. (jsdom has no <dialog>.showModal, so it is a div.)
 */
export function Dialog({ open, title, onClose, children, wide }: Props) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => opener?.focus?.();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      // A popup inside (the date picker's calendar) closed itself on this Escape.
      if (e.isDefaultPrevented()) return;
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const [first, last] = [items[0], items[items.length - 1]];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Overlay onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Panel ref={panel} $wide={wide} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <h2 id={titleId}>{title}</h2>
        <InDialog.Provider value={true}>{children}</InDialog.Provider>
      </Panel>
    </Overlay>,
    document.body,
  );
}
