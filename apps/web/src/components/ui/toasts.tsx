import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useStores } from '@/stores/stores-context';
import type { Toast, ToastType } from '@/stores/ui-store';
import { IconButton } from './button';
import { AlertIcon, CheckIcon, CloseIcon } from './icons';

const slideIn = keyframes`from { opacity: 0; transform: translateY(-8px); } to { opacity: 1; transform: none; }`;

const Region = styled.section`
  position: fixed;
  top: 1rem;
  right: 1rem;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  width: min(24rem, calc(100vw - 2rem));
  pointer-events: none;
`;

const Item = styled.div<{ kind: ToastType }>`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: 0.625rem;
  padding: 0.5rem 0.5rem 0.5rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, kind }) => (kind === 'error' ? theme.colors.danger : theme.colors.success)};
  background: ${({ theme, kind }) => (kind === 'error' ? theme.colors.dangerSoft : theme.colors.successSoft)};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.card};
  animation: ${slideIn} 160ms ease-out;
  svg:first-of-type {
    color: ${({ theme, kind }) => (kind === 'error' ? theme.colors.danger : theme.colors.success)};
    flex-shrink: 0;
  }
`;

const Text = styled.p`
  flex: 1;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  /* Messages are shown exactly as written, spaces included. */
  white-space: pre-wrap;
`;

/** Top-right toasts; errors are announced assertively, the rest politely. */
function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  return (
    <Item kind={toast.type} data-toast={toast.type}>
      {toast.type === 'error' ? <AlertIcon /> : <CheckIcon />}
      <Text>{toast.message}</Text>
      <IconButton aria-label="Dismiss notification" size="sm" onClick={onDismiss}>
        <CloseIcon size={16} />
      </IconButton>
    </Item>
  );
}

export const Toasts = observer(function Toasts() {
  const { ui } = useStores();
  return (
    <Region aria-label="Notifications">
      <div role="status" aria-live="polite" css={{ display: 'contents' }}>
        {ui.toasts
          .filter((toast) => toast.type !== 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={() => ui.dismissToast(toast.id)} />
          ))}
      </div>
      <div role="alert" aria-live="assertive" css={{ display: 'contents' }}>
        {ui.toasts
          .filter((toast) => toast.type === 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={() => ui.dismissToast(toast.id)} />
          ))}
      </div>
    </Region>
  );
});
