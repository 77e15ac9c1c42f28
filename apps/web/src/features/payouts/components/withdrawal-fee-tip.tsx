import styled from '@emotion/styled';
import { AlertIcon } from '@/components/ui/icons';
import { WITHDRAWAL_FEE_TIP } from '../stores/payout-labels';

const Tip = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 0.625rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg {
    flex-shrink: 0;
    margin-top: 0.1rem;
    color: ${({ theme }) => theme.colors.info};
  }
`;

/** The withdrawal fee every payout carries. */
export function WithdrawalFeeTip() {
  return (
    <Tip>
      <AlertIcon size={18} aria-hidden="true" />
      <span>
        <strong>Tip:</strong> {WITHDRAWAL_FEE_TIP}
      </span>
    </Tip>
  );
}
