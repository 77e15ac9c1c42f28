import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@/hooks/use-focus-trap';

const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: translateX(0); }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  background: ${({ theme }) => theme.colors.backdrop};
`;

const Panel = styled.div`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.zIndex.drawer + 1};
  width: min(20rem, 86vw);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  animation: ${slideIn} 180ms ease-out;
  &:focus {
    outline: none;
  }
`;

export interface DrawerProps {
  open: boolean;
  label: string;
  onClose: () => void;
  children: ReactNode;
}

/** Left drawer: modal while open, focus kept inside, Escape and backdrop close it. */
export function Drawer({ open, label, onClose, children }: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open, onClose);
  if (!open) return null;
  return createPortal(
    <>
      <Backdrop onClick={onClose} aria-hidden="true" />
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-label={label} tabIndex={-1}>
        {children}
      </Panel>
    </>,
    document.body,
  );
}
