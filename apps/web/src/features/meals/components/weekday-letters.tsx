import type { WeekAvailability } from '@vendor/api-types';
import { observer } from 'mobx-react-lite';
import styled from '@emotion/styled';
import { WEEKDAYS } from '../stores/meal-draft';
import { availabilityLabel } from '../utils/meal-display';

const Row = styled.span`
  display: inline-flex;
  gap: 0.125rem;
`;

const Letter = styled.span<{ on: boolean }>`
  display: grid;
  place-items: center;
  width: 1.375rem;
  height: 1.375rem;
  border-radius: 50%;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ on }) => (on ? 700 : 400)};
  background: ${({ theme, on }) => (on ? theme.colors.primarySoft : 'transparent')};
  color: ${({ theme, on }) => (on ? theme.colors.primary : theme.colors.textMuted)};
  text-decoration: ${({ on }) => (on ? 'none' : 'line-through')};
`;

/** M T W T F S S with the days the meal is cooked highlighted; read out in words ("Available Monday to Friday"). */
export const WeekdayLetters = observer(function WeekdayLetters({ availability }: { availability: WeekAvailability }) {
  return (
    <Row role="img" aria-label={`Available: ${availabilityLabel(availability)}`}>
      {WEEKDAYS.map((day) => (
        <Letter key={day.key} on={availability[day.key]} aria-hidden="true" title={day.name}>
          {day.short}
        </Letter>
      ))}
    </Row>
  );
});
