import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';
import { media, theme } from './theme';

const Wrap = styled.div`
  position: relative;
  flex-shrink: 0;
`;

const Toggle = styled(Button)`
  padding: 0 10px;
  ${media.mobile} { padding: 0 8px; }
`;

const Panel = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: 20;
  min-width: 220px;
  margin: 0;
  padding: 6px 0;
  list-style: none;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.12);
`;

const item = `
  display: block;
  width: 100%;
  padding: 8px 14px;
  text-align: left;
  font: inherit;
  color: ${theme.colors.text};
  background: none;
  border: 0;
  cursor: pointer;
  text-decoration: none;
  &:hover, &:focus-visible { background: ${theme.colors.background}; }
`;
const ItemLink = styled(Link)`${item}`;
const ItemButton = styled.button`${item}`;

/** A person's outline (an emoji would depend on the machine's fonts). */
function PersonIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" strokeLinecap="round" />
    </svg>
  );
}

interface Props {
  changePasswordTo: string;
  /** The admin section, for admins (on a phone the header has no room for its own link). */
  adminTo?: string;
  /** Ends every session of the user, this one too (asked to confirm first). */
  onLogoutEverywhere: () => Promise<unknown> | void;
}

/**
 * The header's account menu: change my password, sign out everywhere. «Выйти»
 * itself stays a button of its own beside it; «Выйти везде» is here, behind a confirmation.
 */
export function UserMenu({ changePasswordTo, adminTo, onLogoutEverywhere }: Props) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <Wrap ref={wrap}>
      <Toggle $variant="secondary" aria-label="Учётная запись" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <PersonIcon />
        <span aria-hidden="true">▾</span>
      </Toggle>
      {open && (
        <Panel role="menu" aria-label="Учётная запись">
          {adminTo && (
            <li role="none">
              <ItemLink role="menuitem" to={adminTo} onClick={() => setOpen(false)}>
                Администрирование
              </ItemLink>
            </li>
          )}
          <li role="none">
            <ItemLink role="menuitem" to={changePasswordTo} onClick={() => setOpen(false)}>
              Сменить пароль
            </ItemLink>
          </li>
          <li role="none">
            <ItemButton
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                setConfirming(true);
              }}
            >
              Выйти везде
            </ItemButton>
          </li>
        </Panel>
      )}
      <ConfirmDialog
        open={confirming}
        title="Выйти везде?"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await onLogoutEverywhere();
          } finally {
            setBusy(false);
            setConfirming(false);
          }
        }}
      >
        Все ваши сессии на всех устройствах будут завершены, и эта тоже.
      </ConfirmDialog>
    </Wrap>
  );
}
