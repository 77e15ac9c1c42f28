import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import { CloseIcon } from './icons';
import { IconButton } from './button';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  place-items: center;
  padding: 1rem;
  background: ${({ theme }) => theme.colors.backdrop};
  animation: ${fadeIn} 150ms ease-out;
`;

const Panel = styled.div<{ maxWidth: string }>`
  width: 100%;
  max-width: ${({ maxWidth }) => maxWidth};
  max-height: calc(100vh - 2rem);
  overflow: auto;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1rem;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  maxWidth?: string;
  hideClose?: boolean;
  role?: 'dialog' | 'alertdialog';
}

/** Dialog in a portal: focus stays inside, Escape and the backdrop close it. */
export function Modal({
  open,
  title,
  onClose,
  children,
  maxWidth = '28rem',
  hideClose = false,
  role = 'dialog',
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panelRef, open, onClose);
  if (!open) return null;
  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel ref={panelRef} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1} maxWidth={maxWidth}>
        <Header>
          <Title id={titleId}>{title}</Title>
          {!hideClose && (
            <IconButton aria-label="Close" onClick={onClose}>
              <CloseIcon />
            </IconButton>
          )}
        </Header>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
